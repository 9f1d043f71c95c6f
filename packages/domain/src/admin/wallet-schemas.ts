import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtAmountSchema, isoInstantSchema } from '../wallet/amount-schema.ts';
import { memberUuidSchema, pageQuery } from './member-admin-schemas.ts';

/**
 * Back-office wallet calls (issue 5, staff part): manual adjustments, moves between members, a
 * member's ledger and the reconciliation report. Money at this edge is baht (<= 2 decimals).
 */
export const ADMIN_WALLET_DIRECTIONS = ['increase', 'decrease'] as const;
export type AdminWalletDirection = (typeof ADMIN_WALLET_DIRECTIONS)[number];

const REASON_MESSAGE = 'Reason must be 3-500 characters';
export const adminWalletReasonSchema = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .min(3, REASON_MESSAGE)
  .max(500, REASON_MESSAGE);

export const adminWalletAdjustRequest = z.object({
  uuid: memberUuidSchema,
  direction: z.enum(ADMIN_WALLET_DIRECTIONS, { error: 'Direction must be increase or decrease' }),
  amount: bahtAmountSchema,
  reason: adminWalletReasonSchema,
});

export const adminWalletMoveRequest = z
  .object({
    fromUuid: memberUuidSchema,
    toUuid: memberUuidSchema,
    amount: bahtAmountSchema,
    reason: adminWalletReasonSchema,
  })
  .refine((body) => body.fromUuid.toLowerCase() !== body.toUuid.toLowerCase(), {
    path: ['toUuid'],
    error: 'Cannot move money to the same member',
  });

export const ADMIN_LEDGER_ACCOUNTS = ['CASH', 'AF_CASH', 'POINTS'] as const;
export type AdminLedgerAccount = (typeof ADMIN_LEDGER_ACCOUNTS)[number];

export const adminWalletLedgerQuery = z.object({
  uuid: memberUuidSchema,
  /** Optional filter: one of the member's accounts (default all three). */
  account: z.enum(ADMIN_LEDGER_ACCOUNTS).optional(),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});

const DAY_MESSAGE = 'day must be a date YYYY-MM-DD';
/** A Bangkok calendar day; real dates only (2024-02-30 is refused). */
export const bangkokDaySchema = z
  .string({ error: DAY_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, DAY_MESSAGE);

export const adminWalletReconciliationQuery = z.object({ day: bangkokDaySchema.optional() });

// ---- answers (the `data` of each call) ----

/** The CASH side of a member after a change: ledger balance, held by pending withdrawals, available = cash - held. */
const cashAfter = z.object({ uuid: z.string(), cash: bahtAnswer, held: bahtAnswer, available: bahtAnswer });

export const adminWalletAdjustResult = cashAfter.extend({
  entryId: z.string(),
  type: z.enum(['ADMIN_INCREASE', 'ADMIN_DECREASE']),
  amount: bahtAnswer,
  /** True when the Idempotency-Key had been used with the same request: the first result, nothing moved. */
  replayed: z.boolean(),
  createdAt: z.string(),
});
export type AdminWalletAdjustResult = z.input<typeof adminWalletAdjustResult>;

export const adminWalletMoveResult = z.object({
  amount: bahtAnswer,
  from: cashAfter.extend({ entryId: z.string() }),
  to: cashAfter.extend({ entryId: z.string() }),
  replayed: z.boolean(),
  createdAt: z.string(),
});
export type AdminWalletMoveResult = z.input<typeof adminWalletMoveResult>;

export const adminWalletBalances = z.object({
  cash: bahtAnswer,
  held: bahtAnswer,
  available: bahtAnswer,
  afCash: bahtAnswer,
  points: bahtAnswer,
});
export type AdminWalletBalances = z.input<typeof adminWalletBalances>;

export const adminLedgerLine = z.object({
  /** Posting id. */
  id: z.string(),
  entryId: z.string(),
  account: z.enum(ADMIN_LEDGER_ACCOUNTS),
  /** THB (baht) or POINT (points, 2 decimals). */
  unit: z.string(),
  type: z.string(),
  amount: bahtAnswer,
  balanceAfter: bahtAnswer,
  remark: z.string().nullable(),
  /** The staff member who made the entry (admin adjustments), else null. */
  staffUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLedgerLine = z.input<typeof adminLedgerLine>;

export const adminWalletLedgerResult = z.object({
  member: z.object({ uuid: z.string(), userName: z.string() }),
  balances: adminWalletBalances,
  items: z.array(adminLedgerLine),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminWalletLedgerResult = z.input<typeof adminWalletLedgerResult>;

export const adminReconciliationResult = z.object({
  day: z.string(),
  from: z.string(),
  to: z.string(),
  ok: z.boolean(),
  /** Sum over all postings per unit: 0 when the ledger balances. */
  unitTotals: z.array(z.object({ unit: z.string(), total: bahtAnswer })),
  /** House balances (sums of their postings). */
  houses: z.array(z.object({ kind: z.string(), unit: z.string(), balance: bahtAnswer })),
  /** Member accounts checked (all of them, not only the day's). */
  memberAccounts: z.number(),
  /** Entries and postings written during the day. */
  entries: z.number(),
  postings: z.number(),
  /** Member accounts whose balance is not the sum of their postings or whose held is not the open holds. */
  mismatches: z.array(
    z.object({
      accountId: z.string(),
      memberUuid: z.string().nullable(),
      userName: z.string().nullable(),
      kind: z.string(),
      balance: bahtAnswer,
      postings: bahtAnswer,
      held: bahtAnswer,
      openHolds: bahtAnswer,
    }),
  ),
});
export type AdminReconciliationResult = z.input<typeof adminReconciliationResult>;
