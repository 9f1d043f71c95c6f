import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import {
  depositBankAnswer,
  depositOneQuery,
  depositResponse,
  fastDepositRequest,
  normalDepositAnswer,
  normalDepositRequest,
  qrcodeDepositAnswer,
} from './deposit-schemas.ts';
import { bankStatementHookAnswer, bankStatementHookBody } from './statement-hook-schemas.ts';

const tags = ['deposits'];
const limitsText =
  'Limits: DEPOSIT_MIN_BAHT/DEPOSIT_MAX_BAHT (400 `min 100 baht per deposit` / `max 200,000 baht per deposit`).';

export const depositBanksEndpoint = endpoint({
  method: 'GET',
  path: '/api/deposit-banks',
  auth: { member: 'credit' },
  response: z.array(depositBankAnswer),
  summary: "The site's active receiving accounts; `fast` marks those that take fast deposits",
  tags,
});

export const depositsFastEndpoint = endpoint({
  method: 'POST',
  path: '/api/deposits.fast',
  auth: { member: 'credit' },
  body: fastDepositRequest,
  response: depositResponse,
  status: 201,
  summary:
    'Open a fast deposit: transfer exactly `prepareAmount` (amount + a satang offset) within DEPOSIT_REQUEST_MINUTES',
  description: `${limitsText} One open fast/QR request a member (409). No fast account or every offset taken: 409.`,
  tags,
});

export const depositsQrcodeEndpoint = endpoint({
  method: 'POST',
  path: '/api/deposits.qrcode',
  auth: { member: 'credit' },
  body: fastDepositRequest,
  response: qrcodeDepositAnswer,
  status: 201,
  summary:
    'Open a PromptPay QR deposit: `payload` is the EMVCo string for the site PromptPay id and `amount` (with the satang offset)',
  description: `${limitsText} Credited by the bank-statement hook like a fast deposit.`,
  tags,
});

export const depositsNormalEndpoint = endpoint({
  method: 'POST',
  path: '/api/deposits.normal',
  auth: { member: 'credit' },
  body: normalDepositRequest,
  response: normalDepositAnswer,
  status: [200, 201],
  idempotencyKey: 'optional',
  summary:
    'Report a manual transfer (spec manual deposit body) with an optional slip image; staff approve or reject it',
  description: `${limitsText} slip: { contentType: image/jpeg|image/png|image/webp, data: base64 } of at most 2 MB; the bytes must be that type. Optional Idempotency-Key header.`,
  tags,
});

export const depositsOneEndpoint = endpoint({
  method: 'GET',
  path: '/api/deposits.one',
  auth: { member: 'credit' },
  query: depositOneQuery,
  response: depositResponse,
  summary: "One of the member's deposits with its status (another member's: 404)",
  tags,
});

export const depositsQrcodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/deposits.qrcodes',
  auth: { member: 'credit' },
  response: z.array(depositResponse),
  summary: "The member's PromptPay QR requests, newest first (the latest 100)",
  tags,
});

export const hooksBankStatementEndpoint = endpoint({
  method: 'POST',
  path: '/api/hooks/bank-statement',
  auth: 'public',
  body: bankStatementHookBody,
  response: bankStatementHookAnswer,
  summary:
    "A receiving account's incoming statement lines: each credits the one open fast/QR request it matches, once",
  description:
    'Header `x-signature` = lowercase hex HMAC-SHA256 of the raw body with HOOK_SECRET; missing or wrong: 401, nothing recorded. ' +
    'Per line: DUPLICATE (the account + referTransferId was seen before), CREDITED (with depositId) or UNMATCHED (waits in the staff queue). ' +
    'Unknown bankId: 404.',
  tags: ['hooks'],
});
