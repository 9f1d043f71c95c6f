import {
  CRYPTO_NETWORKS,
  type AdminCryptoSettingsRequest,
  type Satang,
  type adminProviderSettings,
  type CryptoNetwork,
} from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { withAudit, type AuditActor } from '../../../platform/audit/index.ts';
import { freeAddressCounts, insertCryptoAddresses } from '../crypto/crypto-repository.ts';
import { lockSetting, writeSetting } from '../../../platform/settings.ts';
import {
  CRYPTO_KEY,
  readCryptoSettings,
  readTruemoneySettings,
  storedCryptoValue,
  TRUEMONEY_KEY,
  type CryptoSettings,
  type TruemoneySettings,
} from './provider-settings.ts';

/** The TrueMoney and crypto settings with the free addresses left per network (back office). */
export const readProviderSettingsAdmin = async (
  db: Database,
): Promise<z.output<typeof adminProviderSettings>> => {
  const [truemoney, crypto] = await Promise.all([readTruemoneySettings(db), readCryptoSettings(db)]);
  const free = await freeAddressCounts(db);
  return {
    truemoney,
    crypto: {
      rate: crypto.rateSatang,
      requestMinutes: crypto.requestMinutes,
      networks: crypto.networks,
    },
    freeAddresses: Object.fromEntries(
      CRYPTO_NETWORKS.map((network) => [network, free.find((f) => f.network === network)?.n ?? 0]),
    ),
  };
};

/** Sets (or with null clears: TrueMoney off) the site TrueMoney wallet number. Audited. */
export const updateTruemoneySettings = async (
  db: Database,
  actor: AuditActor,
  next: TruemoneySettings,
): Promise<z.output<typeof adminProviderSettings>> => {
  await withAudit(db, actor, async (tx) => {
    await lockSetting(tx, TRUEMONEY_KEY);
    const before = await readTruemoneySettings(tx);
    await writeSetting(tx, TRUEMONEY_KEY, next, actor.staffId);
    return {
      result: null,
      audit: {
        action: 'deposits.truemoney.update',
        targetType: 'site_setting',
        targetId: TRUEMONEY_KEY,
        before,
        after: next,
      },
    };
  });
  return readProviderSettingsAdmin(db);
};

/**
 * Sets the baht/USDT rate, the request lifetime and the networks offered with their
 * confirmations. Audited. A new rate applies to new requests only: each request keeps its own.
 */
export const updateCryptoSettings = async (
  db: Database,
  actor: AuditActor,
  input: { rate: Satang; requestMinutes: number; networks: AdminCryptoSettingsRequest['networks'] },
): Promise<z.output<typeof adminProviderSettings>> => {
  const next: CryptoSettings = {
    rateSatang: input.rate,
    requestMinutes: input.requestMinutes,
    networks: input.networks,
  };
  await withAudit(db, actor, async (tx) => {
    await lockSetting(tx, CRYPTO_KEY);
    const before = storedCryptoValue(await readCryptoSettings(tx));
    const after = storedCryptoValue(next);
    await writeSetting(tx, CRYPTO_KEY, after, actor.staffId);
    return {
      result: null,
      audit: {
        action: 'deposits.crypto.update',
        targetType: 'site_setting',
        targetId: CRYPTO_KEY,
        before,
        after,
      },
    };
  });
  return readProviderSettingsAdmin(db);
};

/** Loads deposit addresses into the pool; ones already there are skipped. Audited (the added list). */
export const addCryptoAddresses = async (
  db: Database,
  actor: AuditActor,
  input: { network: CryptoNetwork; addresses: string[] },
): Promise<{ added: number; skipped: number }> => {
  const unique = [...new Set(input.addresses)];
  return withAudit(db, actor, async (tx) => {
    const added = await insertCryptoAddresses(tx, input.network, unique, actor.staffId);
    return {
      result: { added: added.length, skipped: input.addresses.length - added.length },
      audit: {
        action: 'deposits.crypto.addresses.add',
        targetType: 'site_setting',
        targetId: `crypto_addresses:${input.network}`,
        before: null,
        after: { network: input.network, addresses: added },
      },
    };
  });
};
