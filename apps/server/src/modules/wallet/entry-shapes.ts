import { TRANSACTION_TYPES, type TransactionType } from '@chokdee/domain';
import type { AccountKind } from './accounts.ts';

/**
 * Internal entry types: never shown as a spec §9 type, but still entries of the same ledger.
 * REVERSAL mirrors an earlier entry (reverseEntry), so it may touch any accounts.
 */
export const INTERNAL_ENTRY_TYPES = [
  'SETTLE_BETS',
  'WITHDRAW_PAYOUT',
  'AF_COMMISSION',
  'LOYALTY_EARN',
  'LOYALTY_REDEEM',
  'PROMOTION_BONUS',
  'REVERSAL',
] as const;
export type InternalEntryType = (typeof INTERNAL_ENTRY_TYPES)[number];
export type EntryType = TransactionType | InternalEntryType;

/** Which accounts may give (negative amounts) and receive (positive amounts) in an entry of a type. */
export interface EntryShape {
  from: readonly AccountKind[];
  to: readonly AccountKind[];
}

const credit = (...houses: AccountKind[]): EntryShape => ({ from: houses, to: ['CASH'] });
const debit = (...houses: AccountKind[]): EntryShape => ({ from: ['CASH'], to: houses });
const LOTTO_WIN = credit('HOUSE_BETS_IN_PLAY', 'HOUSE_REVENUE');

/** One shape per type (docs/ledger.md has the same table with the reasons). */
export const ENTRY_SHAPES: Record<Exclude<EntryType, 'REVERSAL'>, EntryShape> = {
  PREDEPOSIT: credit('HOUSE_BANK_CLEARING'),
  DEPOSIT: credit('HOUSE_BANK_CLEARING'),
  ADMIN_INCREASE: credit('HOUSE_REVENUE'),
  ABORT_POY: credit('HOUSE_BETS_IN_PLAY'),
  ACHIVEMENT_ADDMONEY: credit('HOUSE_PROMOTIONS'),
  YING_WIN: credit('HOUSE_PROMOTIONS'),
  ADMIN_MOVE_INCREASE: credit('HOUSE_TRANSFERS'),
  MOVE_AF_TO_MONEY: { from: ['AF_CASH'], to: ['CASH'] },
  WITHDRAW: debit('HOUSE_WITHDRAWALS_HELD', 'HOUSE_BANK_CLEARING'),
  ADMIN_DECREASE: debit('HOUSE_REVENUE'),
  ADMIN_MOVE_DECREASE: debit('HOUSE_TRANSFERS'),
  BET_GOV: debit('HOUSE_BETS_IN_PLAY'),
  BET_YEEKEE: debit('HOUSE_BETS_IN_PLAY'),
  BET_STOCK: debit('HOUSE_BETS_IN_PLAY'),
  BET_SET_4: debit('HOUSE_BETS_IN_PLAY'),
  WIN_GOV: LOTTO_WIN,
  WIN_YEEKEE: LOTTO_WIN,
  WIN_STOCK: LOTTO_WIN,
  WIN_SET_4: LOTTO_WIN,
  BET_GAME: debit('HOUSE_GAME_PROVIDERS'),
  WIN_GAME: credit('HOUSE_GAME_PROVIDERS'),
  ABORT_GAME: credit('HOUSE_GAME_PROVIDERS'),
  REFUND_GAME: credit('HOUSE_GAME_PROVIDERS'),
  GAME_ADD: credit('HOUSE_GAME_PROVIDERS'),
  GAME_DEDUCT: debit('HOUSE_GAME_PROVIDERS'),
  CREATE_GAME: debit('HOUSE_GAME_PROVIDERS'),
  DRAW_GAME: credit('HOUSE_GAME_PROVIDERS'),
  BONUS_GAME: credit('HOUSE_GAME_PROVIDERS', 'HOUSE_PROMOTIONS'),
  SETTLE_BETS: { from: ['HOUSE_BETS_IN_PLAY'], to: ['HOUSE_REVENUE'] },
  WITHDRAW_PAYOUT: { from: ['HOUSE_WITHDRAWALS_HELD'], to: ['HOUSE_BANK_CLEARING'] },
  AF_COMMISSION: { from: ['HOUSE_AFFILIATE_COMMISSIONS'], to: ['AF_CASH'] },
  LOYALTY_EARN: { from: ['HOUSE_LOYALTY'], to: ['POINTS'] },
  // Points back to the house and their cash value paid out of the promotions budget, one entry.
  LOYALTY_REDEEM: { from: ['POINTS', 'HOUSE_PROMOTIONS'], to: ['HOUSE_LOYALTY', 'CASH'] },
  PROMOTION_BONUS: credit('HOUSE_PROMOTIONS'),
};

export const ENTRY_TYPES: readonly EntryType[] = [...TRANSACTION_TYPES, ...INTERNAL_ENTRY_TYPES];

export const isEntryType = (value: unknown): value is EntryType => ENTRY_TYPES.includes(value as EntryType);

/** Null when the lines fit the type's shape, else the reason. */
export const shapeViolation = (
  type: EntryType,
  lines: ReadonlyArray<{ kind: AccountKind; amount: bigint }>,
): string | null => {
  if (type === 'REVERSAL') return null;
  const shape = ENTRY_SHAPES[type];
  for (const line of lines) {
    const allowed = line.amount < 0n ? shape.from : shape.to;
    if (!allowed.includes(line.kind))
      return `${type} cannot ${line.amount < 0n ? 'take from' : 'pay to'} ${line.kind}`;
  }
  return null;
};
