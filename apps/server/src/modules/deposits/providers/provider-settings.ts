import {
  cryptoNetworkSetting,
  DEFAULT_CONFIRMATIONS,
  satang,
  type CryptoNetwork,
  type Satang,
} from '@chokdee/domain';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { readSetting } from '../../../platform/settings.ts';

/**
 * TrueMoney and crypto deposit settings, rows of `site_settings` changed in the back office
 * (docs/deposits.md). Read on every request that needs them: they are small and rarely read.
 */
export const TRUEMONEY_KEY = 'truemoney';
export const CRYPTO_KEY = 'crypto';

export interface TruemoneySettings {
  /** The site wallet members pay; null: TrueMoney deposits are off. */
  walletPhone: string | null;
}

export interface CryptoSettings {
  /** Satang per 1 USDT; null: crypto deposits are off. */
  rateSatang: Satang | null;
  requestMinutes: number;
  /** The networks offered with the confirmations each needs before a credit. */
  networks: Array<z.infer<typeof cryptoNetworkSetting>>;
}

const storedTruemoney = z.object({ walletPhone: z.string().nullable() });
const storedCrypto = z.object({
  rateSatang: z.number().int().positive().nullable(),
  requestMinutes: z.number().int().positive(),
  networks: z.array(cryptoNetworkSetting),
});

export const CRYPTO_DEFAULT_REQUEST_MINUTES = 30;
const TRUEMONEY_OFF: TruemoneySettings = { walletPhone: null };
const CRYPTO_OFF: CryptoSettings = {
  rateSatang: null,
  requestMinutes: CRYPTO_DEFAULT_REQUEST_MINUTES,
  networks: [],
};

/** A missing or malformed row means "off". */
export const readTruemoneySettings = async (db: Database): Promise<TruemoneySettings> => {
  const parsed = storedTruemoney.safeParse(await readSetting(db, TRUEMONEY_KEY));
  return parsed.success ? parsed.data : TRUEMONEY_OFF;
};

export const readCryptoSettings = async (db: Database): Promise<CryptoSettings> => {
  const parsed = storedCrypto.safeParse(await readSetting(db, CRYPTO_KEY));
  if (!parsed.success) return CRYPTO_OFF;
  const { rateSatang, ...rest } = parsed.data;
  return { ...rest, rateSatang: rateSatang === null ? null : satang(rateSatang) };
};

/** The stored JSON of crypto settings (jsonb holds no bigint). */
export const storedCryptoValue = (settings: CryptoSettings): z.infer<typeof storedCrypto> => ({
  ...settings,
  rateSatang: settings.rateSatang === null ? null : Number(settings.rateSatang),
});

/** Confirmations a transfer on `network` needs: the setting, or the default once it is no longer offered. */
export const requiredConfirmations = (settings: CryptoSettings, network: CryptoNetwork): number =>
  settings.networks.find((n) => n.network === network)?.confirmations ?? DEFAULT_CONFIRMATIONS[network];
