import { z } from 'zod';
import {
  ACCOUNT_NUMBER_DIGITS_MESSAGE,
  BANK_CODE_MESSAGE,
  findThaiBank,
  normalizeAccountNumber,
} from '../banks/thai-banks.ts';
import { idParamSchema } from '../wallet/withdraw-schemas.ts';
import { depositBankAnswer } from './deposit-schemas.ts';
import { promptPayIdKind } from './promptpay.ts';

/** The back office's receiving accounts: creating and updating one, and how staff see them. */

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
