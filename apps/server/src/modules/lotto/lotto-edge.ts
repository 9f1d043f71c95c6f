import {
  FAMILY_OPTIONS,
  bahtToSatang,
  hundredthsToRate,
  isFourDFamily,
  rateToHundredths,
  satang,
  satangToBaht,
  type AdminBounds,
  type AdminRates,
  type AdminTier,
  type BetOption,
  type PriceBoundsTable,
  type RateTable,
  type RateTier,
  type RoundFamily,
} from '@chokdee/domain';
import { validationError, type AppError } from '../../platform/errors.ts';
import type { AuditEntry } from '../../platform/audit/index.ts';

/**
 * The crossing between the back office's edge (rates as JSON numbers, baht) and what the lotto
 * tables hold (hundredths, satang). The schemas already refused anything that is not a rate or a
 * baht amount, so a null from the readers cannot happen here.
 */
const hundredths = (rate: number): number => rateToHundredths(rate) ?? 0;
export const toSatang = (baht: number): number => bahtToSatang(baht) ?? 0;

export const ratesIn = (rates: AdminRates): RateTable =>
  Object.fromEntries(Object.entries(rates).map(([option, rate]) => [option, hundredths(rate)]));
export const ratesOut = (rates: RateTable): AdminRates =>
  Object.fromEntries(Object.entries(rates).map(([option, rate]) => [option, hundredthsToRate(rate)]));

export const boundsIn = (bounds: AdminBounds): PriceBoundsTable =>
  Object.fromEntries(
    Object.entries(bounds).map(([option, b]) => [
      option,
      { betMin: satang(toSatang(b.betMin)), betMax: satang(toSatang(b.betMax)) },
    ]),
  );
export const boundsOut = (bounds: PriceBoundsTable): AdminBounds =>
  Object.fromEntries(
    Object.entries(bounds).map(([option, b]) => [
      option,
      { betMin: satangToBaht(satang(b.betMin)), betMax: satangToBaht(satang(b.betMax)) },
    ]),
  );

/** Stored ascending by stake, so every reader sees the tiers in the order they apply. */
export const tiersIn = (tiers: readonly AdminTier[]): RateTier[] =>
  tiers
    .map((t) => ({ aboveStake: toSatang(t.aboveStake), ratePercent: t.ratePercent }))
    .sort((a, b) => a.aboveStake - b.aboveStake);
export const tiersOut = (tiers: readonly RateTier[]): AdminTier[] =>
  tiers.map((t) => ({ aboveStake: satangToBaht(satang(t.aboveStake)), ratePercent: t.ratePercent }));

export const moneyOut = (value: bigint | number | null): number | null =>
  value === null ? null : satangToBaht(typeof value === 'bigint' ? value : satang(value));

export const optionsOf = (family: RoundFamily): BetOption[] =>
  isFourDFamily(family) ? [] : [...FAMILY_OPTIONS[family]];

const invalid = (field: string, message: string): AppError => validationError({ [field]: message });

/**
 * Rates and bounds name exactly the options the family sells (a missing rate would silently close
 * an option); 4D families sell sets at a fixed price, so they take no rates, bounds or tiers.
 */
export const checkTables = (
  family: RoundFamily,
  tables: {
    rates?: AdminRates | undefined;
    bounds?: AdminBounds | undefined;
    tiers?: readonly AdminTier[] | undefined;
  },
): void => {
  const sold = optionsOf(family);
  for (const key of ['rates', 'bounds'] as const) {
    const table = tables[key];
    if (!table) continue;
    const given = Object.keys(table);
    const extra = given.find((option) => !sold.includes(option as BetOption));
    if (extra) throw invalid(`${key}.${extra}`, `This lottery does not sell ${extra}`);
    const missing = sold.find((option) => !given.includes(option));
    if (missing) throw invalid(`${key}.${missing}`, `${missing} is required`);
  }
  if (isFourDFamily(family) && tables.tiers && tables.tiers.length > 0)
    throw invalid('tiers', 'A 4D lottery has no rate tiers');
};

/** Audit rows of the lotto back office. */
export const lottoAudit = (
  entry: Omit<AuditEntry, 'targetType'> & { targetType: 'lotto_family' | 'lotto_round' },
): AuditEntry =>
  // The audit log's target types are a closed union in platform/audit; the column is free text.
  // TODO(lead): add 'lotto_family' | 'lotto_round' to AuditEntry['targetType'] and drop this cast.
  entry as unknown as AuditEntry;
