import {
  DEFAULT_PRICE_BOUNDS,
  DEFAULT_RATES,
  FAMILY_OPTIONS,
  ROUND_FAMILIES,
  defaultGovDrawDates,
  defaultScheduleSettings,
  isFourDFamily,
  priceBoundsToStored,
  type BetOption,
  type DiscountOffer,
  type RateTable,
  type RoundFamily,
  type ScheduleSettings,
  type StoredPriceBounds,
  type StoredRateTier,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { findSavedFamilies, type FamilySettingsRow } from './families-repository.ts';

/** What a family's new rounds copy, and its calendar. JSON-safe: satang and hundredths as numbers. */
export interface FamilySettings {
  family: RoundFamily;
  rates: RateTable;
  bounds: StoredPriceBounds;
  tiers: StoredRateTier[];
  roundMax: number | null;
  cancelMinutes: number;
  /** gov: `{ drawDates }`; stock: `{ holidays: { marketId: dates } }`; others: null. */
  schedule: { drawDates?: string[]; holidays?: Record<string, string[]> } | null;
  /** Full pay or discount: the discount offer, or null for full pay only. */
  discount: DiscountOffer | null;
}

/** Demo tiers (lottery-domain.md): beyond 20,000 baht on a number the rate halves; beyond 50,000 it is closed. */
export const DEFAULT_TIERS: StoredRateTier[] = [
  { aboveStake: 20_000_00, ratePercent: 50 },
  { aboveStake: 50_000_00, ratePercent: 0 },
];

const boundsFor = (options: readonly BetOption[]): StoredPriceBounds =>
  priceBoundsToStored(Object.fromEntries(options.map((o) => [o, DEFAULT_PRICE_BOUNDS[o]])));

/** A 4D family sells sets at a fixed price: no option rates or bounds. */
export const defaultFamilySettings = (family: RoundFamily): FamilySettings =>
  isFourDFamily(family)
    ? {
        family,
        rates: {},
        bounds: {},
        tiers: [],
        roundMax: null,
        cancelMinutes: 30,
        schedule: null,
        discount: null,
      }
    : {
        family,
        rates: DEFAULT_RATES[family],
        bounds: boundsFor(FAMILY_OPTIONS[family]),
        tiers: DEFAULT_TIERS,
        roundMax: null,
        cancelMinutes: 30,
        schedule: null,
        discount: null,
      };

/** A saved row as the settings new rounds copy. */
export const familySettingsOf = (row: FamilySettingsRow): FamilySettings => ({
  family: row.family as RoundFamily,
  rates: row.rates as RateTable,
  bounds: row.bounds as StoredPriceBounds,
  tiers: row.tiers as StoredRateTier[],
  roundMax: row.roundMax === null ? null : Number(row.roundMax),
  cancelMinutes: row.cancelMinutes,
  schedule: row.schedule as FamilySettings['schedule'],
  discount: (row.discount as DiscountOffer | null) ?? null,
});

/** Every family's settings: the stored row where staff saved one, else the defaults. */
export const loadFamilySettings = async (db: Database): Promise<Map<RoundFamily, FamilySettings>> => {
  const rows = await findSavedFamilies(db);
  const stored = new Map(rows.map((row) => [row.family, row]));
  return new Map(
    ROUND_FAMILIES.map((family) => {
      const row = stored.get(family);
      return [family, row ? familySettingsOf(row) : defaultFamilySettings(family)];
    }),
  );
};

/** The domain's schedule settings with the staff calendars (government draw dates, market holidays). */
export const scheduleSettingsOf = (
  settings: Map<RoundFamily, FamilySettings>,
  today: string,
): ScheduleSettings => {
  const year = Number(today.slice(0, 4));
  const drawDates = settings.get('gov')?.schedule?.drawDates ?? [
    ...defaultGovDrawDates(year - 1),
    ...defaultGovDrawDates(year),
    ...defaultGovDrawDates(year + 1),
  ];
  const base = defaultScheduleSettings(drawDates);
  const holidays = settings.get('stock')?.schedule?.holidays;
  return holidays ? { ...base, stock: { ...base.stock, holidays } } : base;
};
