import { z } from 'zod';
import { bahtAnswer, listTotals } from '../money/baht-answer.ts';
import { memberUuidSchema, pageQuery } from '../admin/member-admin-schemas.ts';
import { isoInstantSchema } from '../wallet/amount-schema.ts';
import { idParamSchema } from '../wallet/withdraw-schemas.ts';
import { DEPOSIT_ID_MESSAGE, decisionReasonSchema } from './deposit-admin-schemas.ts';

/** The back office's bank statement lines: listing them, matching an unmatched one, dismissing it. */

export const STATEMENT_LINE_STATUSES = ['MATCHED', 'UNMATCHED', 'DISMISSED'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

export const adminStatementLinesQuery = z.object({
  status: z.enum(STATEMENT_LINE_STATUSES).default('UNMATCHED'),
  bankId: idParamSchema('bankId is invalid').optional(),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});

export const adminStatementLine = z.object({
  id: z.string(),
  bankId: z.string(),
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  referTransferId: z.string(),
  amount: bahtAnswer,
  transferAt: z.string(),
  fromBankCode: z.string().nullable(),
  fromAccountNumber: z.string().nullable(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  depositId: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  receivedAt: z.string(),
});
export type AdminStatementLine = z.input<typeof adminStatementLine>;

export const adminStatementLinesResult = z.object({
  items: z.array(adminStatementLine),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: listTotals,
});
export type AdminStatementLinesResult = z.input<typeof adminStatementLinesResult>;

const LINE_ID_MESSAGE = 'Statement line id is invalid';
/** Match an unmatched line to an open fast/QR request of that account, or credit a member directly. */
export const adminStatementMatchRequest = z.union(
  [
    z.object({ lineId: idParamSchema(LINE_ID_MESSAGE), depositId: idParamSchema(DEPOSIT_ID_MESSAGE) }),
    z.object({ lineId: idParamSchema(LINE_ID_MESSAGE), memberUuid: memberUuidSchema }),
  ],
  { error: 'Give a depositId or a memberUuid' },
);
export const adminStatementDismissRequest = z.object({
  lineId: idParamSchema(LINE_ID_MESSAGE),
  note: decisionReasonSchema,
});
