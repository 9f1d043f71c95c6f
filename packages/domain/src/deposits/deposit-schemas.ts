import { z } from 'zod';
import { memberUuidSchema, pageQuery } from '../admin/member-admin-schemas.ts';
import {
  ACCOUNT_NUMBER_DIGITS_MESSAGE,
  BANK_CODE_MESSAGE,
  findThaiBank,
  normalizeAccountNumber,
} from '../banks/thai-banks.ts';
import { bahtAmountSchema, isoInstantSchema } from '../wallet/amount-schema.ts';
import { formatLimitBaht, idParamSchema } from '../wallet/withdraw-schemas.ts';
import { promptPayIdKind } from './promptpay.ts';

/**
 * Deposits (docs/deposits.md). Money at this edge is baht; the server holds satang.
 * State machine: PENDING -> SUCCESS | EXPIRED | REJECTED.
 */
export const DEPOSIT_METHODS = ['FAST', 'QRCODE', 'NORMAL', 'TRUEMONEY', 'CRYPTO'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'EXPIRED', 'REJECTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The spec names no deposit limits (§9 has withdraw limits only): our defaults, DEPOSIT_* env. */
export const DEPOSIT_DEFAULT_LIMITS = { minBaht: 100, maxBaht: 200_000, requestMinutes: 15 } as const;

export const DEPOSIT_MESSAGES = {
  min: (baht: number) => `min ${formatLimitBaht(baht)} baht per deposit`,
  max: (baht: number) => `max ${formatLimitBaht(baht)} baht per deposit`,
  noBank: 'No receiving account is available right now. Please try again later or contact support',
  noPromptPay: 'PromptPay deposits are not available right now. Please use another method',
  busy: 'Too many deposits of this amount right now. Please try a slightly different amount',
  open: 'You already have an open deposit request. Please finish or wait for it first',
} as const;

/** GET /api/deposit-banks: a receiving account (spec `bank` body) and whether it takes fast deposits. */
export const depositBankAnswer = z.object({
  bankId: z.string(),
  bankCode: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  botUpdate: z.boolean(),
  fast: z.boolean(),
});
export type DepositBank = z.infer<typeof depositBankAnswer>;

export const fastDepositRequest = z.object({ amount: bahtAmountSchema });

/**
 * depositResponse (contract) plus what the member pages need: method, asked amount, the reason of
 * a rejection, and the PromptPay payload of a QR request. Amounts in baht.
 */
export const depositResponse = z.object({
  id: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  bankId: z.string().nullable(),
  amount: z.number(),
  prepareAmount: z.number().nullable(),
  prepareIndex: z.number().nullable(),
  prepareTotal: z.number().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  referTransferId: z.string().nullable(),
  reason: z.string().nullable(),
  payload: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type DepositResponse = z.infer<typeof depositResponse>;

/** POST /api/deposits.qrcode (contract): amount = what to pay (with the satang offset). */
export const qrcodeDepositAnswer = z.object({
  id: z.string(),
  amount: z.number(),
  payload: z.string(),
  expiresAt: z.string(),
});

export const DEPOSIT_CHANNELS = ['MOBILE', 'INTERNET', 'ATM', 'COUNTER'] as const;
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Decoded bytes; the base64 text is about 4/3 of it (well under the 10 MB body limit). */
export const SLIP_MAX_BYTES = 2 * 1024 * 1024;
export const SLIP_MESSAGE = 'Slip must be a JPEG, PNG or WebP image of at most 2 MB';

const RECEIVING_BANK_MESSAGE = 'Please choose the account you transferred to';
const CHANNEL_MESSAGE = 'Please choose how you transferred';
const HOLDER_MESSAGE = 'Account name must be 2-100 characters';
const DEPOSIT_AT_MESSAGE = 'Please enter the transfer date and time';

/** POST /api/deposits.normal: the spec's manual deposit body + an optional slip (base64 in JSON). */
export const normalDepositRequest = z.object({
  bankId: idParamSchema(RECEIVING_BANK_MESSAGE),
  channel: z.enum(DEPOSIT_CHANNELS, { error: CHANNEL_MESSAGE }),
  channelName: z.string().trim().max(50).default(''),
  bankCode: z
    .string({ error: BANK_CODE_MESSAGE })
    .trim()
    .toUpperCase()
    .refine((code) => findThaiBank(code) !== undefined, BANK_CODE_MESSAGE),
  bankAccountNumber: z
    .string({ error: ACCOUNT_NUMBER_DIGITS_MESSAGE })
    .transform(normalizeAccountNumber)
    .refine((value) => /^\d{6,20}$/.test(value), ACCOUNT_NUMBER_DIGITS_MESSAGE),
  bankAccountName: z.string({ error: HOLDER_MESSAGE }).trim().min(2, HOLDER_MESSAGE).max(100, HOLDER_MESSAGE),
  amount: bahtAmountSchema,
  depositAt: z.string({ error: DEPOSIT_AT_MESSAGE }).pipe(isoInstantSchema),
  slip: z
    .object({
      contentType: z.enum(SLIP_TYPES, { error: SLIP_MESSAGE }),
      /** Base64 of the image bytes. */
      data: z
        .string({ error: SLIP_MESSAGE })
        .max(Math.ceil(SLIP_MAX_BYTES / 3) * 4, SLIP_MESSAGE)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, SLIP_MESSAGE),
    })
    .optional(),
});

export const normalDepositAnswer = z.object({ id: z.string(), status: z.enum(DEPOSIT_STATUSES) });

export const depositOneQuery = z.object({ id: idParamSchema('Deposit id is invalid') });

// ---- hook ----

export const STATEMENT_OUTCOMES = ['CREDITED', 'UNMATCHED', 'DUPLICATE'] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

export const bankStatementHookBody = z.object({
  bankId: idParamSchema('bankId is invalid'),
  lines: z
    .array(
      z.object({
        referTransferId: z.string().trim().min(1).max(100),
        amount: bahtAmountSchema,
        transferAt: isoInstantSchema,
        fromBankCode: z.string().trim().toUpperCase().max(20).optional(),
        fromAccountNumber: z
          .string()
          .transform(normalizeAccountNumber)
          .refine((value) => /^\d{4,20}$/.test(value), 'fromAccountNumber must be digits')
          .optional(),
      }),
    )
    .min(1)
    .max(500),
});

export const bankStatementHookAnswer = z.object({
  results: z.array(
    z.object({
      referTransferId: z.string(),
      outcome: z.enum(STATEMENT_OUTCOMES),
      depositId: z.string().optional(),
    }),
  ),
});

// ---- back office ----

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
  creditedAmount: z.number().nullable(),
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
export type AdminDeposit = z.infer<typeof adminDeposit>;

export const adminDepositsResult = z.object({
  items: z.array(adminDeposit),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Count and sum (baht, asked amounts) of everything the filter matches, all pages. */
  totals: z.object({ count: z.number(), amount: z.number() }),
});
export type AdminDepositsResult = z.infer<typeof adminDepositsResult>;

const DEPOSIT_ID_MESSAGE = 'Deposit id is invalid';
const REASON_MESSAGE = 'Reason must be 3-500 characters';
const reason = z.string({ error: REASON_MESSAGE }).trim().min(3, REASON_MESSAGE).max(500, REASON_MESSAGE);

export const adminDepositApproveRequest = z.object({ id: idParamSchema(DEPOSIT_ID_MESSAGE) });
export const adminDepositRejectRequest = z.object({ id: idParamSchema(DEPOSIT_ID_MESSAGE), reason });
export const adminDepositSlipQuery = z.object({ id: idParamSchema(DEPOSIT_ID_MESSAGE) });

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
  amount: z.number(),
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
export type AdminStatementLine = z.infer<typeof adminStatementLine>;

export const adminStatementLinesResult = z.object({
  items: z.array(adminStatementLine),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: z.object({ count: z.number(), amount: z.number() }),
});
export type AdminStatementLinesResult = z.infer<typeof adminStatementLinesResult>;

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
  note: reason,
});

const PROMPTPAY_MESSAGE = 'PromptPay id must be a 10-digit phone, a 13-digit id or a 15-digit e-wallet id';
const NAME_MESSAGE = 'Account name must be 2-100 characters';

/** Create/update a receiving account (spec `bank` body + fast, PromptPay id, active). */
const depositBankFields = z.object({
  bankCode: z
    .string({ error: BANK_CODE_MESSAGE })
    .trim()
    .toUpperCase()
    .refine((code) => findThaiBank(code) !== undefined, BANK_CODE_MESSAGE),
  accountNumber: z
    .string({ error: ACCOUNT_NUMBER_DIGITS_MESSAGE })
    .transform(normalizeAccountNumber)
    .refine((value) => /^\d{6,20}$/.test(value), ACCOUNT_NUMBER_DIGITS_MESSAGE),
  name: z.string({ error: NAME_MESSAGE }).trim().min(2, NAME_MESSAGE).max(100, NAME_MESSAGE),
  botUpdate: z.boolean(),
  fast: z.boolean(),
  promptpayId: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => value === '' || promptPayIdKind(value) !== null, PROMPTPAY_MESSAGE)
    .transform((value) => value || null)
    .nullable()
    .default(null),
  active: z.boolean().default(true),
});
const fastNeedsBot = {
  path: ['fast'],
  message: 'Fast deposits need a statement bot (botUpdate) on this account',
};
export const adminDepositBankRequest = depositBankFields.refine(
  (body) => !body.fast || body.botUpdate,
  fastNeedsBot,
);
export const adminDepositBankUpdateRequest = depositBankFields
  .extend({ bankId: idParamSchema('bankId is invalid') })
  .refine((body) => !body.fast || body.botUpdate, fastNeedsBot);
export type AdminDepositBankRequest = z.input<typeof adminDepositBankRequest>;

export const adminDepositBank = depositBankAnswer.extend({
  promptpayId: z.string().nullable(),
  active: z.boolean(),
  openRequests: z.number(),
});
export type AdminDepositBank = z.infer<typeof adminDepositBank>;
