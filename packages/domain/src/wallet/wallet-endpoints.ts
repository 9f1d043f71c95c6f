import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtAmountSchema, isoInstantSchema } from './amount-schema.ts';

const tags = ['wallet'];
const credit = { member: 'credit' } as const;

/** The kinds of reference a member recognises: numbers they see on their own pages. */
export const MEMBER_REFERENCE_KINDS = ['poy', 'deposit', 'withdrawal', 'round'] as const;
export type MemberReferenceKind = (typeof MEMBER_REFERENCE_KINDS)[number];
export const memberReference = z.object({ kind: z.enum(MEMBER_REFERENCE_KINDS), id: z.string() });
export type MemberReference = z.infer<typeof memberReference>;

/** One line of a member's statement: an entry as it reads to the member, money in baht. */
export const statementLine = z.object({
  id: z.string(),
  /** A spec §9 type, or an internal ledger type (AF_COMMISSION, REVERSAL) on the affiliate statement. */
  transactionType: z.string(),
  /** Baht, signed: debits are negative. */
  amount: bahtAnswer,
  /** Ledger balance after this line, baht. */
  balanceAfter: bahtAnswer,
  /** `YYYY-MM-DDTHH:mm:ss+07:00`. */
  createdAt: z.string(),
  /** Staff's text as typed, or the English of a coded remark (shown only when the code is unknown). */
  remark: z.string().nullable(),
  /** A server-written remark's code and parameters (REMARK_CODES), for clients that translate. */
  remarkCode: z.string().nullable(),
  remarkParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** What the line is about, in words a member knows (their poy, deposit, withdrawal, round); null otherwise. */
  reference: memberReference.nullable(),
});
export type StatementLine = z.input<typeof statementLine>;

/** A held amount not yet on the statement (a withdrawal waiting for staff). */
export const pendingLine = z.object({
  id: z.string(),
  /** Baht, negative: what leaves the available balance. */
  amount: bahtAnswer,
  createdAt: z.string(),
  reference: memberReference.nullable(),
});

/** One Bangkok month's money in and out of the wallet, baht (both >= 0). */
export const monthSummary = z.object({ month: z.string(), in: bahtAnswer, out: bahtAnswer });

/** The ledger balance at the end of one Bangkok day that had movements. */
export const dayBalance = z.object({ date: z.string(), balance: bahtAnswer });

export const STATEMENT_SUMMARY_MAX_MONTHS = 12;
export const STATEMENT_SUMMARY_DEFAULT_MONTHS = 6;

// The body may be absent or {}: both mean the default window (spec §9).
const statementQuery = z
  .object({ startedDate: isoInstantSchema.optional(), endedDate: isoInstantSchema.optional() })
  .nullish();

export const cashsEndpoint = endpoint({
  method: 'GET',
  path: '/api/cashs',
  auth: credit,
  response: z.object({ money: bahtAnswer }),
  summary: 'Available cash (balance - held), baht',
  tags,
});

export const afCashsEndpoint = endpoint({
  method: 'GET',
  path: '/api/af-cashs',
  auth: credit,
  response: z.object({ afMoney: bahtAnswer }),
  summary: 'Affiliate cash, baht',
  tags,
});

export const loyaltyPointsBalanceEndpoint = endpoint({
  method: 'GET',
  path: '/api/loyalty-points.balance',
  auth: { member: 'member' },
  response: z.object({ balance: bahtAnswer }),
  summary: 'Loyalty points (2 decimals)',
  tags,
});

export const transactionsAllEndpoint = endpoint({
  method: 'POST',
  path: '/api/transactions.all',
  auth: credit,
  body: statementQuery,
  response: z.array(statementLine),
  summary: 'Wallet statement, newest first (default 3 days back to tomorrow, at most 500 rows)',
  tags,
});

export const afCashsTransactionAllEndpoint = endpoint({
  method: 'POST',
  path: '/api/af-cashs.transaction.all',
  auth: credit,
  body: statementQuery,
  response: z.array(statementLine),
  summary: 'Affiliate cash statement (default 30 days back to tomorrow, at most 500 rows)',
  tags,
});

export const creditTurnoversEndpoint = endpoint({
  method: 'GET',
  path: '/api/credit-turnovers',
  auth: credit,
  response: z.object({
    canWithdraw: z.boolean(),
    /** Baht still to bet over all open requirements. */
    turnOver: bahtAnswer,
    /** `DEPOSIT` or `PROMOTION` (the oldest open requirement), null when none. */
    type: z.string().nullable(),
  }),
  summary: 'Turnover still to bet before a withdrawal',
  tags,
});

export const transactionsSummaryEndpoint = endpoint({
  method: 'POST',
  path: '/api/transactions.summary',
  auth: credit,
  body: z
    .object({
      months: z
        .number({ error: 'months must be a whole number from 1 to 12' })
        .int('months must be a whole number from 1 to 12')
        .min(1, 'months must be a whole number from 1 to 12')
        .max(STATEMENT_SUMMARY_MAX_MONTHS, 'months must be a whole number from 1 to 12')
        .optional(),
    })
    .nullish(),
  response: z.object({
    /** Ledger balance (the statement's last balanceAfter). */
    balance: bahtAnswer,
    /** Held for pending withdrawals. */
    held: bahtAnswer,
    /** balance - held: what the header shows. */
    available: bahtAnswer,
    pending: z.array(pendingLine),
    /** Oldest first: the current month and the months before it. */
    months: z.array(monthSummary),
    /** Balance before the first day of the window. */
    opening: bahtAnswer,
    /** Oldest first: each day of the window with movements, its closing balance. */
    days: z.array(dayBalance),
  }),
  summary: 'Wallet summary: balance, held and pending lines, money in/out per month, balance per day',
  tags,
});

export const afCashsMoveEndpoint = endpoint({
  method: 'POST',
  path: '/api/af-cashs.move',
  auth: credit,
  body: z.object({ amount: bahtAmountSchema }),
  response: z.object({ money: bahtAnswer, afMoney: bahtAnswer }),
  idempotencyKey: 'optional',
  summary: 'Move affiliate cash to the wallet (MOVE_AF_TO_MONEY); Idempotency-Key header 1-100 chars',
  tags,
});
