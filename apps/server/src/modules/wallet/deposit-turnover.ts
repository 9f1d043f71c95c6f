import { DEFAULT_DEPOSIT_TURNOVER_MULTIPLIER, rateToHundredths } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../../platform/settings.ts';
import { addTurnoverRequirement } from './turnover.ts';

/** site_settings key of `{ depositMultiplier }` (staff edit it in the back office). */
export const TURNOVER_SETTING = 'turnover';

/** The deposit turnover multiplier; missing or malformed keeps the default (1 ×). */
export const loadDepositMultiplier = async (db: Database): Promise<number> => {
  const setting = (await readSetting(db, TURNOVER_SETTING)) as { depositMultiplier?: unknown } | undefined;
  const value = setting?.depositMultiplier;
  return typeof value === 'number' && rateToHundredths(value) !== null
    ? value
    : DEFAULT_DEPOSIT_TURNOVER_MULTIPLIER;
};

/**
 * A credited deposit of `amount` satang adds a DEPOSIT requirement of amount × the multiplier
 * (rounded down to whole satang), in the crediting transaction; a multiplier of 0 adds none.
 */
export const addDepositTurnover = async (
  tx: Database,
  input: { memberId: bigint; amount: bigint; depositId: string },
): Promise<void> => {
  // loadDepositMultiplier answers only values its digits read as hundredths.
  const hundredths = BigInt(rateToHundredths(await loadDepositMultiplier(tx)) ?? 100);
  const required = (input.amount * hundredths) / 100n;
  if (required <= 0n) return;
  await addTurnoverRequirement(tx, {
    memberId: input.memberId,
    type: 'DEPOSIT',
    required,
    ref: { type: 'deposit', id: input.depositId },
  });
};
