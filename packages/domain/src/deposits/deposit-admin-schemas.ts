import { z } from 'zod';
import { bahtAnswer, listTotals } from '../money/baht-answer.ts';
import { pageQuery } from '../admin/member-admin-schemas.ts';
import { isoInstantSchema } from '../wallet/amount-schema.ts';
import { idParamSchema } from '../wallet/withdraw-schemas.ts';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, depositResponse } from './deposit-schemas.ts';

/** The back office's deposit queue: listing deposits and approving or rejecting one. */

export const adminDepositsQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  method: z.enum(DEPOSIT_METHODS).optional(),
  /** User name prefix or exact member uuid. */
  q: z.string().trim().max(100).default(''),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});

export const adminDeposit = depositResponse.extend({
  memberUuid: z.string(),
  userName: z.string(),
  creditedAmount: bahtAnswer.nullable(),
  bankCode: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  channel: z.string().nullable(),
  channelName: z.string().nullable(),
  fromBankCode: z.string().nullable(),
  fromAccountNumber: z.string().nullable(),
  fromAccountName: z.string().nullable(),
  depositAt: z.string().nullable(),
  hasSlip: z.boolean(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminDeposit = z.input<typeof adminDeposit>;

export const adminDepositsResult = z.object({
  items: z.array(adminDeposit),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The sum is of the asked amounts. */
  totals: listTotals,
});
export type AdminDepositsResult = z.input<typeof adminDepositsResult>;

export const DEPOSIT_ID_MESSAGE = 'Deposit id is invalid';
const REASON_MESSAGE = 'Reason must be 3-500 characters';
/** A staff decision's reason (a rejection, a dismissed statement line). */
export const decisionReasonSchema = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .min(3, REASON_MESSAGE)
  .max(500, REASON_MESSAGE);

export const adminDepositApproveRequest = z.object({ id: idParamSchema(DEPOSIT_ID_MESSAGE) });
export const adminDepositRejectRequest = z.object({
  id: idParamSchema(DEPOSIT_ID_MESSAGE),
  reason: decisionReasonSchema,
});
export const adminDepositSlipQuery = z.object({ id: idParamSchema(DEPOSIT_ID_MESSAGE) });
