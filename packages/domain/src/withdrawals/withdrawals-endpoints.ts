import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { withdrawKycAnswer } from '../compliance/kyc-schemas.ts';
import { depositResponse } from '../deposits/deposit-schemas.ts';
import {
  memberWithdrawal,
  withdrawAnswer,
  withdrawLimitsAnswer,
  withdrawRequest,
} from '../wallet/withdraw-schemas.ts';

const tags = ['withdrawals'];
const credit = { member: 'credit' } as const;

export const withdrawsCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/withdraws.create',
  auth: credit,
  body: withdrawRequest,
  response: withdrawAnswer,
  // 201 when asked, 200 when a retry with the same Idempotency-Key answers the first result.
  status: [200, 201],
  idempotencyKey: 'optional',
  errors: [
    'TURNOVER_NOT_MET',
    'BANK_ACCOUNT_MISMATCH',
    'WITHDRAWAL_PENDING',
    'WITHDRAW_MAX_PER_TIME',
    'WITHDRAW_MAX_PER_DAY',
    'WITHDRAW_MAX_COUNT_PER_DAY',
    'KYC_REQUIRED',
    'INSUFFICIENT_BALANCE',
  ],
  summary:
    'Ask for a withdrawal to the withdrawal account; the amount is held at once, staff pay or reject it',
  description:
    'Refusals in this order: turnover not met (409); `user bank account does not match` (400); `wait for the old transaction to finish` (409); ' +
    '`max 49,000 baht per time` (400); `max 200,000 baht per day` (409); `max 5 withdrawals per day` (409); ' +
    '403 KYC_REQUIRED (above the identity-check thresholds without an approved check; params reason single|lifetime, thresholdBaht); 409 INSUFFICIENT_BALANCE. ' +
    'Limits are WITHDRAW_* settings (day = +07:00). Optional Idempotency-Key header (1-100 chars).',
  tags,
});

export const withdrawsLimitsEndpoint = endpoint({
  method: 'GET',
  path: '/api/withdraws.limits',
  auth: credit,
  response: withdrawLimitsAnswer.extend({ kyc: withdrawKycAnswer }),
  summary:
    "The configured withdrawal limits (baht), the member's use of today (+07:00) and what the identity check asks of a withdrawal",
  tags,
});

export const BANK_TRANSACTION_TYPES = ['depositFast', 'depositNormal', 'userWithdraw'] as const;

export const transactionsBankEndpoint = endpoint({
  method: 'POST',
  path: '/api/transactions.bank',
  auth: credit,
  body: z.object({
    type: z.enum(BANK_TRANSACTION_TYPES, {
      error: 'type must be depositFast, depositNormal or userWithdraw',
    }),
  }),
  response: z.array(z.union([depositResponse, memberWithdrawal])),
  summary:
    "The member's bank transactions of one type, newest first, the latest 100 (deposits or withdrawals with status)",
  description:
    'depositFast: the deposits a provider hook credits (fast, PromptPay QR, TrueMoney, crypto); depositNormal: manual deposits; userWithdraw: withdrawals.',
  tags,
});
