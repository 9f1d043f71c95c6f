import {
  CRYPTO_NETWORKS,
  type AdminCryptoSettingsRequest,
  type Satang,
  type adminProviderSettings,
  type CryptoNetwork,
} from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { withAudit, type AuditActor } from '../../../platform/audit/index.ts';
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
  const free = rowsOf<{ network: CryptoNetwork; n: number }>(
    await db.execute(
      sql`select network, count(*)::int as n from crypto_addresses where member_id is null group by network`,
    ),
  );
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

// Lock the row (when it exists) so the audit `before` is what this write replaced.
const writeSetting = async (
  tx: Database,
  key: string,
  value: unknown,
  staffId: bigint | null,
): Promise<void> => {
  await tx.execute(sql`
    insert into site_settings (key, value, updated_by) values (${key}, ${JSON.stringify(value)}::jsonb, ${staffId?.toString() ?? null}::bigint)
    on conflict (key) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`);
};

const lockSetting = async (tx: Database, key: string): Promise<void> => {
  await tx.execute(sql`select 1 from site_settings where key = ${key} for update`);
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
    const added = rowsOf<{ address: string }>(
      await tx.execute(sql`
        insert into crypto_addresses (network, address, created_by)
        select ${input.network}, a, ${actor.staffId?.toString() ?? null}::bigint from unnest(${`{${unique.join(',')}}`}::text[]) as a
        on conflict (network, address) do nothing
        returning address`),
    ).map((row) => row.address);
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
