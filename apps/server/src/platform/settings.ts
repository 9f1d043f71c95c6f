import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { siteSettings } from '../db/schema/index.ts';

/**
 * `site_settings`, the key/value store of what staff change in the back office (maintenance,
 * turnover, the Yeekee shooter bonus, the TrueMoney and crypto deposit settings). Each feature
 * owns its keys and reads its values defensively; this is the one place that names the table.
 */

/** A setting's stored value (jsonb), undefined when it was never written. */
export const readSetting = async (db: Database, key: string): Promise<unknown> => {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value;
};

/** A setting's value (jsonb, null when never written) as a subquery, for a statement that reads more. */
export const settingValueSql = (key: string): SQL =>
  sql`(select value from site_settings where key = ${key})`;

/** Locks the setting's row (when it exists), so the audit `before` read next is what a write replaces. */
export const lockSetting = async (tx: Database, key: string): Promise<void> => {
  await tx.execute(sql`select 1 from site_settings where key = ${key} for update`);
};

export const writeSetting = async (
  tx: Database,
  key: string,
  value: unknown,
  staffId: bigint | null,
): Promise<void> => {
  await tx
    .insert(siteSettings)
    .values({ key, value, updatedBy: staffId })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedAt: sql`now()`, updatedBy: staffId },
    });
};

/** Writes the settings that were never written (demo data): values a user has changed stay. */
export const insertMissingSettings = async (
  db: Database,
  settings: readonly { key: string; value: unknown }[],
): Promise<void> => {
  await db
    .insert(siteSettings)
    .values([...settings])
    .onConflictDoNothing({ target: siteSettings.key });
};
