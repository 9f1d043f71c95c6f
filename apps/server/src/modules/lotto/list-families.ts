import { ROUND_FAMILIES, type AdminFamilySettings, type RoundFamily } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { loadFamilySettings, type FamilySettings } from './family-settings.ts';
import { findFamilyStamps } from './families-repository.ts';
import { optionsOf, ratesOut, settingsOut } from './lotto-edge.ts';

export const familyView = (
  s: FamilySettings,
  saved: { updatedAt: string; updatedBy: string | null } | undefined,
): AdminFamilySettings => ({
  family: s.family,
  options: optionsOf(s.family),
  ...settingsOut(s),
  schedule: s.schedule,
  discount: s.discount && { percent: s.discount.percent, rates: ratesOut(s.discount.rates) },
  saved: saved !== undefined,
  updatedAt: saved?.updatedAt ?? null,
  updatedBy: saved?.updatedBy ?? null,
});

/** Every family's settings (the saved row, else the defaults new rounds would copy), in family order. */
export const listFamilies = async (db: Database): Promise<AdminFamilySettings[]> => {
  const settings = await loadFamilySettings(db);
  const saved = await findFamilyStamps(db);
  const byFamily = new Map(
    saved.map((r) => [r.family, { updatedAt: r.updated_at, updatedBy: r.updated_by }]),
  );
  return ROUND_FAMILIES.map((family: RoundFamily) => familyView(settings.get(family)!, byFamily.get(family)));
};
