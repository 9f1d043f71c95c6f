import {
  FAMILY_OPTIONS,
  hundredthsToRate,
  isFourDFamily,
  LOTTO_ADMIN_MESSAGES,
  priceBoundsToStored,
  rateTiersToStored,
  rateToHundredths,
  satang,
  satangToBaht,
  type AdminBounds,
  type AdminRates,
  type AdminResultVersion,
  type AdminRoundUpdateRequest,
  type AdminTier,
  type BetOption,
  type RateTable,
  type RoundFamily,
  type Satang,
  type StoredPriceBounds,
  type StoredRateTier,
} from '@chokdee/domain';
import { validationError, type AppError } from '../../platform/errors.ts';

/**
 * The crossing between the back office's edge (rates as JSON numbers, money in baht, read into
 * Satang by the request schemas) and what the lotto tables hold (hundredths; satang as JSON
 * numbers in the `bounds` and `tiers` columns). The schemas already refused anything that is not
 * a rate, so a null from the reader cannot happen here.
 */
const hundredths = (rate: number): number => rateToHundredths(rate) ?? 0;

type BoundsRequest = NonNullable<AdminRoundUpdateRequest['bounds']>;
type TiersRequest = NonNullable<AdminRoundUpdateRequest['tiers']>;

export const ratesIn = (rates: AdminRates): RateTable =>
  Object.fromEntries(Object.entries(rates).map(([option, rate]) => [option, hundredths(rate)]));
export const ratesOut = (rates: RateTable): AdminRates =>
  Object.fromEntries(Object.entries(rates).map(([option, rate]) => [option, hundredthsToRate(rate)]));

export const boundsIn = (bounds: BoundsRequest): StoredPriceBounds => priceBoundsToStored(bounds);
const boundsOut = (bounds: StoredPriceBounds): AdminBounds =>
  Object.fromEntries(
    Object.entries(bounds).map(([option, b]) => [
      option,
      { betMin: satang(b.betMin), betMax: satang(b.betMax) },
    ]),
  );

/** Stored ascending by stake, so every reader sees the tiers in the order they apply. */
export const tiersIn = (tiers: TiersRequest): StoredRateTier[] =>
  rateTiersToStored(tiers).sort((a, b) => a.aboveStake - b.aboveStake);
const tiersOut = (tiers: readonly StoredRateTier[]): AdminTier[] =>
  tiers.map((t) => ({ aboveStake: satang(t.aboveStake), ratePercent: t.ratePercent }));

/** The selling tables of a family or a round as stored (hundredths, satang as JSON numbers). */
export interface StoredSettings {
  rates: RateTable;
  bounds: StoredPriceBounds;
  tiers: readonly StoredRateTier[];
  roundMax: bigint | number | null;
  cancelMinutes: number;
}

export interface SettingsView {
  rates: AdminRates;
  bounds: AdminBounds;
  tiers: AdminTier[];
  roundMax: Satang | null;
  cancelMinutes: number;
}

/** The selling tables as an answer shows them (rates as numbers, money as Satang). */
export const settingsOut = (stored: StoredSettings): SettingsView => ({
  rates: ratesOut(stored.rates),
  bounds: boundsOut(stored.bounds),
  tiers: tiersOut(stored.tiers),
  roundMax: stored.roundMax === null ? null : satang(stored.roundMax),
  cancelMinutes: stored.cancelMinutes,
});

/** Audit rows keep money in baht, the way staff typed it. */
export const settingsAudit = (view: SettingsView) => ({
  rates: view.rates,
  bounds: Object.fromEntries(
    Object.entries(view.bounds).map(([option, b]) => [
      option,
      { betMin: satangToBaht(b.betMin), betMax: satangToBaht(b.betMax) },
    ]),
  ),
  tiers: view.tiers.map((t) => ({ aboveStake: satangToBaht(t.aboveStake), ratePercent: t.ratePercent })),
  roundMax: view.roundMax === null ? null : satangToBaht(view.roundMax),
  cancelMinutes: view.cancelMinutes,
});

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
    bounds?: BoundsRequest | undefined;
    tiers?: TiersRequest | undefined;
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

/**
 * A discount's rates name exactly the options the family sells, each at most its full-pay rate
 * (a discount rate above it would pay more for less); 4D families sell sets and have no discount.
 */
export const checkDiscount = (
  family: RoundFamily,
  discount: { percent: number; rates: AdminRates } | null,
  fullRates: AdminRates,
): void => {
  if (discount === null) return;
  if (isFourDFamily(family)) throw invalid('discount', LOTTO_ADMIN_MESSAGES.noDiscount);
  checkTables(family, { rates: discount.rates });
  const above = Object.entries(discount.rates).find(
    ([option, rate]) => hundredths(rate) > hundredths(fullRates[option as BetOption] ?? 0),
  );
  if (above)
    throw invalid(`discount.rates.${above[0]}`, 'A discount rate must not be above the full-pay rate');
};

/** What an audit row keeps of a version (the typed input and the derived fields). */
export const versionAudit = (
  v: Pick<AdminResultVersion, 'id' | 'version' | 'status' | 'input' | 'result'>,
) => ({
  resultId: v.id,
  version: v.version,
  status: v.status,
  input: v.input,
  result: v.result,
});
