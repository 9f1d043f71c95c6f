import { z } from 'zod';
import { memberUuidSchema, pageQuery } from '../admin/member-admin-schemas.ts';
import { idParamSchema } from '../wallet/withdraw-schemas.ts';
import { bahtAmountSchema, isoInstantSchema } from '../wallet/amount-schema.ts';
import { DEPOSIT_STATUSES } from './deposit-schemas.ts';
import { usdtToMicro } from './usdt.ts';

/**
 * TrueMoney wallet and crypto (USDT) deposits (docs/deposits.md, TrueMoney / Crypto). Baht at the
 * edge as everywhere; USDT amounts as decimal TEXT with 6 decimals ("28.571429") so no float
 * ever holds them; the rate is baht per 1 USDT with at most 2 decimals.
 */

export const PROVIDER_MESSAGES = {
  truemoneyOff: 'TrueMoney deposits are not available right now. Please use another method',
  networkOff: 'This network is not available for deposits right now. Please choose another one',
  noAddress:
    'No deposit address is available on this network right now. Please try again later or contact support',
} as const;

// ---- TrueMoney ----

const PHONE_MESSAGE = 'Phone number is invalid.';

/**
 * A Thai mobile number as TrueMoney reports it (0812345678, +66 81 234 5678, 66812345678) in the
 * form members register with (0 + 9 digits), so the sender can be found by their phone.
 */
export const thaiMobileSchema = z
  .string({ error: PHONE_MESSAGE })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+?66(?=\d{9}$)/, '0'))
  .refine((value) => /^0[689]\d{8}$/.test(value), PHONE_MESSAGE);

export const truemoneyDepositAnswer = z.object({
  id: z.string(),
  walletPhone: z.string(),
  amount: z.number(),
  expiresAt: z.string(),
});
export type TruemoneyDepositAnswer = z.infer<typeof truemoneyDepositAnswer>;

export const TRANSFER_OUTCOMES = ['CREDITED', 'UNMATCHED', 'DUPLICATE'] as const;

export const truemoneyHookBody = z.object({
  transactions: z
    .array(
      z.object({
        transactionId: z.string().trim().min(1).max(100),
        amount: bahtAmountSchema,
        fromPhone: thaiMobileSchema,
        transferTime: isoInstantSchema,
      }),
    )
    .min(1)
    .max(500),
});
export type TruemoneyHookBody = z.input<typeof truemoneyHookBody>;

export const truemoneyHookAnswer = z.object({
  results: z.array(
    z.object({
      transactionId: z.string(),
      outcome: z.enum(TRANSFER_OUTCOMES),
      depositId: z.string().optional(),
    }),
  ),
});

export const TRUEMONEY_TRANSFER_STATUSES = ['MATCHED', 'UNMATCHED', 'DISMISSED'] as const;
export type TruemoneyTransferStatus = (typeof TRUEMONEY_TRANSFER_STATUSES)[number];

/** POST /api/true.wallet.history (contract): the member's transfers to the site wallet. */
export const trueWalletHistoryItem = z.object({
  id: z.string(),
  amount: z.number(),
  transferTime: z.string(),
  status: z.enum(TRUEMONEY_TRANSFER_STATUSES),
});
export type TrueWalletHistoryItem = z.infer<typeof trueWalletHistoryItem>;

// ---- Crypto ----

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
  rate: z.number(),
  expiresAt: z.string(),
});
export type CryptoDepositAnswer = z.infer<typeof cryptoDepositAnswer>;

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
  amount: z.number(),
  cryptoAmount: z.string(),
  rate: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  txHash: z.string().nullable(),
  receivedAmount: z.string().nullable(),
  confirmations: z.number().nullable(),
  requiredConfirmations: z.number().nullable(),
  creditedAmount: z.number().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type MemberCryptoDeposit = z.infer<typeof memberCryptoDeposit>;

// ---- settings (stored in site_settings; read by members, changed by staff) ----

const CONFIRMATIONS_MESSAGE = 'Confirmations must be a whole number from 1 to 1000';
const MINUTES_MESSAGE = 'Request lifetime must be 5-240 minutes';

export const cryptoNetworkSetting = z.object({
  network: cryptoNetworkSchema,
  confirmations: z
    .number({ error: CONFIRMATIONS_MESSAGE })
    .int(CONFIRMATIONS_MESSAGE)
    .min(1, CONFIRMATIONS_MESSAGE)
    .max(1000, CONFIRMATIONS_MESSAGE),
});

/** What members see: which methods are on, the wallet number, the networks and the rate. */
export const providerSettingsAnswer = z.object({
  truemoney: z.object({ walletPhone: z.string() }).nullable(),
  crypto: z.object({ rate: z.number(), networks: z.array(cryptoNetworkSetting) }).nullable(),
});
export type ProviderSettings = z.infer<typeof providerSettingsAnswer>;

export const adminTruemoneySettingsRequest = z.object({
  /** Empty or null: TrueMoney deposits are off. */
  walletPhone: z.union([thaiMobileSchema, z.literal('').transform(() => null), z.null()]).default(null),
});

export const adminCryptoSettingsRequest = z.object({
  /** Baht per 1 USDT. */
  rate: bahtAmountSchema,
  requestMinutes: z
    .number({ error: MINUTES_MESSAGE })
    .int(MINUTES_MESSAGE)
    .min(5, MINUTES_MESSAGE)
    .max(240, MINUTES_MESSAGE),
  /** The networks offered (empty: crypto deposits are off). */
  networks: z
    .array(cryptoNetworkSetting)
    .max(CRYPTO_NETWORKS.length)
    .refine((list) => new Set(list.map((n) => n.network)).size === list.length, 'Each network at most once'),
});
export type AdminCryptoSettingsRequest = z.input<typeof adminCryptoSettingsRequest>;

export const adminProviderSettings = z.object({
  truemoney: z.object({ walletPhone: z.string().nullable() }),
  crypto: z.object({
    rate: z.number().nullable(),
    requestMinutes: z.number(),
    networks: z.array(cryptoNetworkSetting),
  }),
  /** Unassigned addresses left in the pool, per network. */
  freeAddresses: z.record(z.string(), z.number()),
});
export type AdminProviderSettings = z.infer<typeof adminProviderSettings>;

export const adminCryptoAddressesRequest = z
  .object({
    network: cryptoNetworkSchema,
    addresses: z.array(z.string().trim().min(1).max(100)).min(1).max(1000),
  })
  .superRefine((body, ctx) => {
    body.addresses.forEach((address, index) => {
      if (!isCryptoAddress(body.network, address))
        ctx.addIssue({
          code: 'custom',
          path: ['addresses', index],
          message: `${address} is not a ${body.network} address`,
        });
    });
  })
  .transform((body) => ({
    ...body,
    addresses: body.addresses.map((a) => normalizeCryptoAddress(body.network, a)),
  }));
export const adminCryptoAddressesAnswer = z.object({ added: z.number(), skipped: z.number() });

export const adminCryptoTransfersQuery = z.object({
  status: z.enum(CRYPTO_TRANSFER_STATUSES).optional(),
  network: cryptoNetworkSchema.optional(),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});

export const adminCryptoTransfer = z.object({
  id: z.string(),
  network: z.enum(CRYPTO_NETWORKS),
  txHash: z.string(),
  address: z.string(),
  amount: z.string(),
  confirmations: z.number(),
  status: z.enum(CRYPTO_TRANSFER_STATUSES),
  memberUuid: z.string().nullable(),
  userName: z.string().nullable(),
  depositId: z.string().nullable(),
  creditedAmount: z.number().nullable(),
  firstSeenAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCryptoTransfer = z.infer<typeof adminCryptoTransfer>;

export const adminCryptoTransfersResult = z.object({
  items: z.array(adminCryptoTransfer),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminCryptoTransfersResult = z.infer<typeof adminCryptoTransfersResult>;

export const adminTruemoneyTransfersQuery = z.object({
  status: z.enum(TRUEMONEY_TRANSFER_STATUSES).optional(),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});

export const adminTruemoneyTransfer = z.object({
  id: z.string(),
  transactionId: z.string(),
  amount: z.number(),
  fromPhone: z.string(),
  transferTime: z.string(),
  status: z.enum(TRUEMONEY_TRANSFER_STATUSES),
  memberUuid: z.string().nullable(),
  userName: z.string().nullable(),
  depositId: z.string().nullable(),
  receivedAt: z.string(),
});
export type AdminTruemoneyTransfer = z.infer<typeof adminTruemoneyTransfer>;

export const adminTruemoneyTransfersResult = z.object({
  items: z.array(adminTruemoneyTransfer),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: z.object({ count: z.number(), amount: z.number() }),
});
export type AdminTruemoneyTransfersResult = z.infer<typeof adminTruemoneyTransfersResult>;

const TRANSFER_ID_MESSAGE = 'Transfer id is invalid';
const NOTE_MESSAGE = 'Note must be 3-500 characters';

/** Credit an UNMATCHED TrueMoney transfer: to the member it names, or to the member given. */
export const adminTruemoneyCreditRequest = z.object({
  id: idParamSchema(TRANSFER_ID_MESSAGE),
  memberUuid: memberUuidSchema.optional(),
});
/** Credit an UNMATCHED crypto transfer to the member who owns the address it was sent to. */
export const adminCryptoCreditRequest = z.object({ id: idParamSchema(TRANSFER_ID_MESSAGE) });
/** Dismiss an UNMATCHED TrueMoney or crypto transfer (a refund, a test) with a note. */
export const adminTransferDismissRequest = z.object({
  id: idParamSchema(TRANSFER_ID_MESSAGE),
  note: z.string({ error: NOTE_MESSAGE }).trim().min(3, NOTE_MESSAGE).max(500, NOTE_MESSAGE),
});
