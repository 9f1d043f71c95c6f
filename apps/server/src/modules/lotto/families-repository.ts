import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { lottoFamilySettings } from '../../db/schema/index.ts';
import { bkk } from '../../platform/bangkok-time.ts';

/** The lotto_family_settings table: what staff saved for each family (a family never saved has no row). */

export type FamilySettingsRow = typeof lottoFamilySettings.$inferSelect;
type FamilyColumns = Omit<typeof lottoFamilySettings.$inferInsert, 'updatedAt' | 'updatedBy'>;

export const findSavedFamilies = async (db: Database): Promise<FamilySettingsRow[]> =>
  db.select().from(lottoFamilySettings);

/** When and by whom each saved family was last changed. */
export const findFamilyStamps = async (
  db: Database,
): Promise<{ family: string; updated_at: string; updated_by: string | null }[]> =>
  rowsOf<{ family: string; updated_at: string; updated_by: string | null }>(
    await db.execute(
      sql`select f.family, ${bkk('f.updated_at')} as updated_at, s.username as updated_by from lotto_family_settings f left join staff s on s.id = f.updated_by`,
    ),
  );

/**
 * The family's row under FOR UPDATE, created from `defaults` first when it was never saved, so
 * the caller's `before` is exactly what its change replaces even when two staff save at once.
 */
export const lockFamilyRow = async (tx: Database, defaults: FamilyColumns): Promise<FamilySettingsRow> => {
  await tx.insert(lottoFamilySettings).values(defaults).onConflictDoNothing();
  const [current] = await tx
    .select()
    .from(lottoFamilySettings)
    .where(eq(lottoFamilySettings.family, defaults.family))
    .for('update');
  if (!current) throw new Error('family settings row missing after insert');
  return current;
};

/** Replaces a locked family's settings; answers when. */
export const updateFamilyRow = async (
  tx: Database,
  next: FamilyColumns,
  staffId: bigint | null,
): Promise<Date | undefined> => {
  const { family, ...columns } = next;
  const [row] = await tx
    .update(lottoFamilySettings)
    .set({ ...columns, updatedAt: new Date(), updatedBy: staffId })
    .where(eq(lottoFamilySettings.family, family))
    .returning({ updatedAt: lottoFamilySettings.updatedAt });
  return row?.updatedAt;
};
