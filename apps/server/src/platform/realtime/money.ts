import { satangToBaht } from '@chokdee/domain';
import type { RealtimeHub } from './hub.ts';

export const MONEY_UPDATE = 'money-update';

/** The contract's message: `{"balance":123.45}` (baht, <= 2 decimals) as a string. */
export const moneyUpdateMessage = (balanceSatang: bigint): string =>
  JSON.stringify({ balance: satangToBaht(balanceSatang) });

/** Publishes a member's new balance to every open socket of that member, on every node. */
export const publishMoneyUpdate = (
  hub: RealtimeHub,
  memberUuid: string,
  balanceSatang: bigint,
): Promise<void> => hub.publish(memberUuid, MONEY_UPDATE, moneyUpdateMessage(balanceSatang));
