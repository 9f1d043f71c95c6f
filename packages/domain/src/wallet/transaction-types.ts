/**
 * Wallet transaction types and the statement groups of spec §9. Every balance change in the
 * ledger carries exactly one of these types; the web statement tabs filter by group.
 */
export const TRANSACTION_GROUPS = {
  deposit: [
    'PREDEPOSIT',
    'DEPOSIT',
    'ADMIN_INCREASE',
    'ABORT_POY',
    'ACHIVEMENT_ADDMONEY',
    'YING_WIN',
    'ADMIN_MOVE_INCREASE',
    'MOVE_AF_TO_MONEY',
  ],
  withdraw: ['WITHDRAW', 'ADMIN_DECREASE', 'ADMIN_MOVE_DECREASE'],
  lotto: [
    'BET_GOV',
    'BET_YEEKEE',
    'BET_STOCK',
    'BET_SET_4',
    'WIN_GOV',
    'WIN_YEEKEE',
    'WIN_STOCK',
    'WIN_SET_4',
  ],
  games: [
    'BET_GAME',
    'WIN_GAME',
    'ABORT_GAME',
    'REFUND_GAME',
    'GAME_ADD',
    'GAME_DEDUCT',
    'CREATE_GAME',
    'DRAW_GAME',
    'BONUS_GAME',
  ],
} as const;

export type TransactionGroup = keyof typeof TRANSACTION_GROUPS;
export type TransactionType = (typeof TRANSACTION_GROUPS)[TransactionGroup][number];

export const TRANSACTION_TYPES: readonly TransactionType[] = Object.values(TRANSACTION_GROUPS).flat();

export const isTransactionType = (value: unknown): value is TransactionType =>
  TRANSACTION_TYPES.includes(value as TransactionType);

const GROUP_OF = new Map<TransactionType, TransactionGroup>(
  (Object.entries(TRANSACTION_GROUPS) as [TransactionGroup, readonly TransactionType[]][]).flatMap(
    ([group, types]) => types.map((type) => [type, group] as const),
  ),
);

export const groupOf = (type: TransactionType): TransactionGroup => GROUP_OF.get(type) as TransactionGroup;
