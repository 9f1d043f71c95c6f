import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import {
  cryptoDepositAnswer,
  cryptoDepositRequest,
  cryptoHookAnswer,
  cryptoHookBody,
  memberCryptoDeposit,
} from './crypto-schemas.ts';
import { fastDepositRequest } from './deposit-schemas.ts';
import { providerSettingsAnswer } from './provider-settings-schemas.ts';
import {
  trueWalletHistoryItem,
  truemoneyDepositAnswer,
  truemoneyHookAnswer,
  truemoneyHookBody,
} from './truemoney-schemas.ts';

const tags = ['deposits'];
const limitsText =
  'Limits: DEPOSIT_MIN_BAHT/DEPOSIT_MAX_BAHT (400). One open request of the method a member (409).';
const signatureText =
  'Header `x-signature` = lowercase hex HMAC-SHA256 of the raw body with HOOK_SECRET; missing or wrong: 401, nothing recorded.';

export const depositsProvidersEndpoint = endpoint({
  method: 'GET',
  path: '/api/deposits.providers',
  auth: { member: 'credit' },
  response: providerSettingsAnswer,
  summary:
    'TrueMoney and crypto as configured: the site wallet number, the networks with their confirmations and the baht/USDT rate (null: off)',
  tags,
});

export const depositsTruemoneyEndpoint = endpoint({
  method: 'POST',
  path: '/api/deposits.truemoney',
  auth: { member: 'credit' },
  body: fastDepositRequest,
  response: truemoneyDepositAnswer,
  status: 201,
  summary:
    "Open a TrueMoney deposit: send exactly `amount` to `walletPhone` from the member's registered phone before `expiresAt`",
  description: `${limitsText} TrueMoney off (no wallet number): 409.`,
  tags,
});

export const depositsTruemoneyOpenEndpoint = endpoint({
  method: 'GET',
  path: '/api/deposits.truemoney.open',
  auth: { member: 'credit' },
  response: truemoneyDepositAnswer.nullable(),
  summary: "The member's open TrueMoney request, or null",
  tags,
});

export const trueWalletHistoryEndpoint = endpoint({
  method: 'POST',
  path: '/api/true.wallet.history',
  auth: { member: 'credit' },
  body: z.object({}).optional(),
  response: z.array(trueWalletHistoryItem),
  summary:
    "The member's transfers to the site TrueMoney wallet (from their registered phone), newest first, latest 100",
  description: 'status: MATCHED (credited to a request), UNMATCHED (waits for staff), DISMISSED.',
  tags,
});

export const depositsCryptoEndpoint = endpoint({
  method: 'POST',
  path: '/api/deposits.crypto',
  auth: { member: 'credit' },
  body: cryptoDepositRequest,
  response: cryptoDepositAnswer,
  status: 201,
  summary:
    "Open a USDT deposit: send `cryptoAmount` (6 decimals, rounded up) to the member's own `address` on `network` before `expiresAt`; `rate` = baht per USDT used",
  description: `${limitsText} Network not offered or no rate: 409. No free address in the pool: 409.`,
  tags,
});

export const depositsCryptoAllEndpoint = endpoint({
  method: 'GET',
  path: '/api/deposits.crypto.all',
  auth: { member: 'credit' },
  response: z.array(memberCryptoDeposit),
  summary:
    "The member's USDT requests with the transfer seen (hash, amount, confirmations of required), newest first, latest 50",
  tags,
});

export const hooksTruemoneyEndpoint = endpoint({
  method: 'POST',
  path: '/api/hooks/truemoney',
  auth: 'public',
  body: truemoneyHookBody,
  response: truemoneyHookAnswer,
  summary:
    "Transfers into the site TrueMoney wallet: each credits the sender's open request of that amount, once",
  description: `${signatureText} Per transaction: DUPLICATE (transactionId seen before), CREDITED (with depositId: the member with phone = fromPhone had an open TrueMoney request of exactly this amount, made before the transfer) or UNMATCHED (waits for staff).`,
  tags: ['hooks'],
});

export const hooksCryptoEndpoint = endpoint({
  method: 'POST',
  path: '/api/hooks/crypto',
  auth: 'public',
  body: cryptoHookBody,
  response: cryptoHookAnswer,
  summary:
    'A USDT transfer to a pool address: recorded once per (network, txHash), credited once it reaches the confirmations setting',
  description: `${signatureText} amount: USDT (text or number, <= 6 decimals). Repeats raise confirmations; status CONFIRMING -> CREDITED | UNMATCHED; creditedNow is true for the one call that credited.`,
  tags: ['hooks'],
});
