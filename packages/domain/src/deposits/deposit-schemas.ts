import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import {
  ACCOUNT_NUMBER_DIGITS_MESSAGE,
  BANK_CODE_MESSAGE,
  findThaiBank,
  normalizeAccountNumber,
} from '../banks/thai-banks.ts';
import { bahtAmountSchema, isoInstantSchema } from '../wallet/amount-schema.ts';
import { idParamSchema } from '../wallet/withdraw-schemas.ts';

/**
 * A member's deposits (docs/deposits.md): methods, statuses, limits and the member's requests and
 * answers. Money at this edge is baht; the server holds satang.
 * State machine: PENDING -> SUCCESS | EXPIRED | REJECTED.
 */
export const DEPOSIT_METHODS = ['FAST', 'QRCODE', 'NORMAL', 'TRUEMONEY', 'CRYPTO'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'EXPIRED', 'REJECTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The spec names no deposit limits (§9 has withdraw limits only): our defaults, DEPOSIT_* env. */
export const DEPOSIT_DEFAULT_LIMITS = { minBaht: 100, maxBaht: 200_000, requestMinutes: 15 } as const;

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
  amount: bahtAnswer,
  prepareAmount: bahtAnswer.nullable(),
  prepareIndex: z.number().nullable(),
  prepareTotal: z.number().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  referTransferId: z.string().nullable(),
  reason: z.string().nullable(),
  payload: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type DepositResponse = z.input<typeof depositResponse>;

/** POST /api/deposits.qrcode (contract): amount = what to pay (with the satang offset). */
export const qrcodeDepositAnswer = z.object({
  id: z.string(),
  amount: bahtAnswer,
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
