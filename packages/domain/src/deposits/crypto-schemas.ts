import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtAmountSchema } from '../wallet/amount-schema.ts';
import { DEPOSIT_STATUSES } from './deposit-schemas.ts';
import { usdtToMicro } from './usdt.ts';

/**
 * Crypto (USDT) deposits (docs/deposits.md, Crypto): networks and addresses, the member's request
 * and the provider's hook. USDT amounts as decimal TEXT with 6 decimals ("28.571429") so no float
 * ever holds them; the rate is baht per 1 USDT with at most 2 decimals.
 */

export const CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];
export const cryptoNetworkSchema = z.enum(CRYPTO_NETWORKS, { error: 'Please choose a network' });

const ADDRESS_PATTERNS: Record<CryptoNetwork, RegExp> = {
  // Tron base58check: T + 33 base58 characters.
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
};
export const isCryptoAddress = (network: CryptoNetwork, address: string): boolean =>
  ADDRESS_PATTERNS[network].test(address);
/** One spelling per address: EVM hex is case-insensitive (mixed case is only a checksum), Tron base58 is not. */
export const normalizeCryptoAddress = (network: CryptoNetwork, address: string): string =>
  network === 'TRC20' ? address.trim() : address.trim().toLowerCase();

/** Confirmations asked of a network no longer offered (its pending transfers still settle). */
export const DEFAULT_CONFIRMATIONS: Record<CryptoNetwork, number> = { TRC20: 20, ERC20: 12, BEP20: 15 };

export const cryptoDepositRequest = z.object({ amount: bahtAmountSchema, network: cryptoNetworkSchema });

export const cryptoDepositAnswer = z.object({
  id: z.string(),
  network: z.enum(CRYPTO_NETWORKS),
  address: z.string(),
  /** USDT to send, 6 decimals, rounded up. */
  cryptoAmount: z.string(),
  /** Baht per 1 USDT used for this request. */
  rate: bahtAnswer,
  expiresAt: z.string(),
});
export type CryptoDepositAnswer = z.input<typeof cryptoDepositAnswer>;

const USDT_MESSAGE = 'amount must be a USDT amount with at most 6 decimals';
/** A USDT amount from a provider (text or number, > 0, <= 6 decimals), read as micro-USDT. */
export const usdtAmountSchema = z
  .union([z.string(), z.number()], { error: USDT_MESSAGE })
  .transform((value, ctx) => {
    const micro = usdtToMicro(value);
    if (micro === null || micro <= 0n) {
      ctx.addIssue({ code: 'custom', message: USDT_MESSAGE });
      return z.NEVER;
    }
    return micro;
  });

export const cryptoHookBody = z
  .object({
    txHash: z.string().trim().min(1).max(100),
    network: cryptoNetworkSchema,
    address: z.string().trim().min(1).max(100),
    amount: usdtAmountSchema,
    confirmations: z.number().int().min(0).max(1_000_000),
  })
  .refine((body) => isCryptoAddress(body.network, body.address), {
    path: ['address'],
    message: 'address is invalid for this network',
  })
  .transform((body) => ({ ...body, address: normalizeCryptoAddress(body.network, body.address) }));
export type CryptoHookBody = z.input<typeof cryptoHookBody>;

export const CRYPTO_TRANSFER_STATUSES = ['CONFIRMING', 'CREDITED', 'UNMATCHED', 'DISMISSED'] as const;
export type CryptoTransferStatus = (typeof CRYPTO_TRANSFER_STATUSES)[number];

export const cryptoHookAnswer = z.object({
  txHash: z.string(),
  network: z.enum(CRYPTO_NETWORKS),
  status: z.enum(CRYPTO_TRANSFER_STATUSES),
  confirmations: z.number(),
  requiredConfirmations: z.number(),
  /** True only for the one call that credited the deposit. */
  creditedNow: z.boolean(),
  depositId: z.string().optional(),
});

/** GET /api/deposits.crypto.all: the member's crypto requests for /crypto/queue. */
export const memberCryptoDeposit = z.object({
  id: z.string(),
  network: z.enum(CRYPTO_NETWORKS),
  address: z.string(),
  amount: bahtAnswer,
  cryptoAmount: z.string(),
  rate: bahtAnswer,
  status: z.enum(DEPOSIT_STATUSES),
  txHash: z.string().nullable(),
  receivedAmount: z.string().nullable(),
  confirmations: z.number().nullable(),
  requiredConfirmations: z.number().nullable(),
  creditedAmount: bahtAnswer.nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type MemberCryptoDeposit = z.input<typeof memberCryptoDeposit>;
