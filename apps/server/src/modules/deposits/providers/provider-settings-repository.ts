import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';

/** The `site_settings` rows holding the TrueMoney and crypto deposit settings (JSON values). */

export const readSetting = async (db: Database, key: string): Promise<unknown> => {
  const [row] = rowsOf<{ value: unknown }>(
    await db.execute(sql`select value from site_settings where key = ${key}`),
  );
  return row?.value;
};

/** Locks the row (when it exists) so an audit's `before` is what the write replaced. */
export const lockSetting = async (tx: Database, key: string): Promise<void> => {
  await tx.execute(sql`select 1 from site_settings where key = ${key} for update`);
};

export const writeSetting = async (
  tx: Database,
  key: string,
  value: unknown,
  staffId: bigint | null,
): Promise<void> => {
  await tx.execute(sql`
    insert into site_settings (key, value, updated_by) values (${key}, ${JSON.stringify(value)}::jsonb, ${staffId?.toString() ?? null}::bigint)
    on conflict (key) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`);
};

type Setting = { key: string; value: unknown };

/** The demo's settings, once: settings a user has changed stay as they are. */
export const seedProviderSettings = async (
  db: Database,
  truemoney: Setting,
  crypto: Setting,
): Promise<void> => {
  await db.execute(sql`
    insert into site_settings (key, value) values
      (${truemoney.key}, ${JSON.stringify(truemoney.value)}::jsonb),
      (${crypto.key}, ${JSON.stringify(crypto.value)}::jsonb)
    on conflict (key) do nothing`);
};
