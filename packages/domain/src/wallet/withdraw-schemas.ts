import { z } from 'zod';
import { bahtAnswer, listTotals } from '../money/baht-answer.ts';
import { memberUuidSchema, pageQuery } from '../admin/member-admin-schemas.ts';
import { bahtAmountSchema, isoInstantSchema } from './amount-schema.ts';

/**
 * Withdrawals (POST /api/withdraws.create and the back-office queue). Money at this edge is baht;
 * the server holds satang. Spec §8 messages are kept verbatim; the limits are configuration
 * (WITHDRAW_* env) and the messages are built from the configured values.
 */
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED_1', 'APPROVED', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** A withdrawal that still waits for staff (the member cannot ask for another one). */
export const OPEN_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PENDING', 'APPROVED_1'];

/** Spec §9 defaults. */
export const WITHDRAW_DEFAULT_LIMITS = { perTimeBaht: 49_000, perDayBaht: 200_000, countPerDay: 5 } as const;

const BANK_ACCOUNT_ID_MESSAGE = 'Please choose your bank account';
/** An id as the API answers it (a string of digits); a JSON number is accepted too. */
export const idParamSchema = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value))
    .refine((value) => /^[1-9]\d{0,17}$/.test(value), message);

export const withdrawRequest = z.object({
  amount: bahtAmountSchema,
  bankAccountId: idParamSchema(BANK_ACCOUNT_ID_MESSAGE),
});
export type WithdrawRequest = z.input<typeof withdrawRequest>;

export const withdrawAnswer = z.object({ id: z.string(), status: z.enum(WITHDRAWAL_STATUSES) });

/** One of the member's withdrawals (POST /api/transactions.bank type userWithdraw). */
export const memberWithdrawal = z.object({
  id: z.string(),
  amount: bahtAnswer,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  bankAccountName: z.string(),
  /** The bank transfer reference once paid. */
  reference: z.string().nullable(),
  /** Why staff rejected it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberWithdrawal = z.input<typeof memberWithdrawal>;

/** GET /api/withdraws.limits: the configured limits and what the member used today (+07:00 day). */
export const withdrawLimitsAnswer = z.object({
  perTime: bahtAnswer,
  perDay: bahtAnswer,
  countPerDay: z.number(),
  usedToday: bahtAnswer,
  countToday: z.number(),
});
export type WithdrawLimits = z.input<typeof withdrawLimitsAnswer>;

// ---- back office ----

export const adminWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  /** User name prefix or exact member uuid. */
  q: z.string().trim().max(100).default(''),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});

const REFERENCE_MESSAGE = 'Transfer reference must be 1-100 characters';
const REASON_MESSAGE = 'Reason must be 3-500 characters';
const WITHDRAWAL_ID_MESSAGE = 'Withdrawal id is invalid';

export const adminWithdrawalApproveRequest = z.object({
  id: idParamSchema(WITHDRAWAL_ID_MESSAGE),
  /** Required on the approval that pays (the only one, or the second of two). */
  reference: z
    .string({ error: REFERENCE_MESSAGE })
    .trim()
    .min(1, REFERENCE_MESSAGE)
    .max(100, REFERENCE_MESSAGE)
    .optional(),
});
export const adminWithdrawalRejectRequest = z.object({
  id: idParamSchema(WITHDRAWAL_ID_MESSAGE),
  reason: z.string({ error: REASON_MESSAGE }).trim().min(3, REASON_MESSAGE).max(500, REASON_MESSAGE),
});

export const adminWithdrawal = memberWithdrawal.extend({
  memberUuid: z.string(),
  userName: z.string(),
  /** The destination account's holder name was checked by staff. */
  bankVerified: z.boolean(),
  /** Two approvals are needed (amount above the configured threshold). */
  needsTwoApprovals: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminWithdrawal = z.input<typeof adminWithdrawal>;

export const adminWithdrawalsResult = z.object({
  items: z.array(adminWithdrawal),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: listTotals,
  /** Amounts above this (baht) need two approvals. */
  twoPersonAbove: bahtAnswer,
});
export type AdminWithdrawalsResult = z.input<typeof adminWithdrawalsResult>;

export const adminMemberBanksQuery = z.object({
  verified: z.enum(['true', 'false']).optional(),
  uuid: memberUuidSchema.optional(),
  ...pageQuery,
});
export const adminMemberBank = z.object({
  id: z.string(),
  memberUuid: z.string(),
  userName: z.string(),
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  bankAccountName: z.string(),
  isWithdrawal: z.boolean(),
  verified: z.boolean(),
  verifiedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMemberBank = z.infer<typeof adminMemberBank>;
export const adminMemberBanksResult = z.object({
  items: z.array(adminMemberBank),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const NAME_MESSAGE = 'Holder name must be 2-100 characters';
export const adminMemberBankVerifyRequest = z.object({
  id: idParamSchema('Bank account id is invalid'),
  /** The holder's name as the bank shows it (corrects the profile copy), else kept. */
  bankAccountName: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(2, NAME_MESSAGE)
    .max(100, NAME_MESSAGE)
    .optional(),
});
