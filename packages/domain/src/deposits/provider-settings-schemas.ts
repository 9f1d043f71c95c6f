import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtAmountSchema } from '../wallet/amount-schema.ts';
import {
  CRYPTO_NETWORKS,
  cryptoNetworkSchema,
  isCryptoAddress,
  normalizeCryptoAddress,
} from './crypto-schemas.ts';
import { thaiMobileSchema } from './truemoney-schemas.ts';

/** TrueMoney and crypto deposit settings, stored in site_settings: read by members, changed by staff. */

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
  crypto: z.object({ rate: bahtAnswer, networks: z.array(cryptoNetworkSetting) }).nullable(),
});
export type ProviderSettings = z.input<typeof providerSettingsAnswer>;

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
    rate: bahtAnswer.nullable(),
    requestMinutes: z.number(),
    networks: z.array(cryptoNetworkSetting),
  }),
  /** Unassigned addresses left in the pool, per network. */
  freeAddresses: z.record(z.string(), z.number()),
});
export type AdminProviderSettings = z.input<typeof adminProviderSettings>;

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
