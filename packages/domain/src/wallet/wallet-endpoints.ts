import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtAmountSchema, isoInstantSchema } from './amount-schema.ts';

const tags = ['wallet'];
const credit = { member: 'credit' } as const;

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
});
export type StatementLine = z.input<typeof statementLine>;

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
