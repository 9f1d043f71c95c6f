import {
  bahtToSatang,
  DEFAULT_PRICE_BOUNDS,
  discountedRate,
  type DiscountOffer,
  isBetOption,
  rateToHundredths,
  type BetOption,
  type PriceBounds,
  type PriceBoundsTable,
  type RateHundredths,
} from '@chokdee/domain';
import type { ApiMinMax, ApiNumberRate, ApiRate, RoundDetail } from './types.ts';

/**
 * The rates a slip prices its lines with: the round's rate per option, overridden per number by
 * `rateNow` (multiply 0 = closed). Kept in hundredths, read by digits (docs/lotto.md "Rates").
 */
export interface RateBook {
  /** The option's default rate; 0 when the round does not sell it. */
  base: (option: BetOption) => RateHundredths;
  /** The rate of this number now. */
  rateFor: (option: BetOption, number: string) => RateHundredths;
  /** True when the number's rate differs from its option's default. */
  isChanged: (option: BetOption, number: string) => boolean;
}

const keyOf = (option: string, number: string) => `${option}:${number}`;

export function buildRateBook(
  defaults: readonly ApiRate[],
  rateNow: readonly ApiNumberRate[] = [],
): RateBook {
  const base = new Map<string, RateHundredths>();
  for (const rate of defaults) {
    const value = rateToHundredths(rate.multiply);
    if (value !== null && !base.has(rate.option)) base.set(rate.option, value);
  }
  const byNumber = new Map<string, RateHundredths>();
  for (const rate of rateNow) {
    const value = rateToHundredths(rate.multiply);
    if (value !== null) byNumber.set(keyOf(rate.option, rate.number), value);
  }
  const baseOf = (option: BetOption) => base.get(option) ?? 0;
  return {
    base: baseOf,
    rateFor: (option, number) => byNumber.get(keyOf(option, number)) ?? baseOf(option),
    isChanged: (option, number) => {
      const value = byNumber.get(keyOf(option, number));
      return value !== undefined && value !== baseOf(option);
    },
  };
}

/** The round's discount offer (bet-lists.one `discount`) in hundredths; null when it offers none. */
export function discountOffer(discount: RoundDetail['discount'] | undefined): DiscountOffer | null {
  if (!discount) return null;
  const rates: Partial<Record<BetOption, RateHundredths>> = {};
  for (const rate of discount.rates) {
    const value = rateToHundredths(rate.multiply);
    if (isBetOption(rate.option) && value !== null) rates[rate.option] = value;
  }
  return { percent: discount.percent, rates };
}

/**
 * The rates of a discounted slip: each number's full-pay rate now carried over to the discount
 * rate in proportion (the domain's discountedRate, as the server prices it), capped by discount
 * rates a RATE_CHANGED answer named (`learnt`); `isChanged` still says whether the number's own
 * rate was lowered.
 */
export const withDiscount = (
  book: RateBook,
  offer: DiscountOffer,
  learnt: readonly ApiNumberRate[] = [],
): RateBook => {
  const capped = new Map<string, RateHundredths>();
  for (const rate of learnt) {
    const value = rateToHundredths(rate.multiply);
    if (value !== null) capped.set(keyOf(rate.option, rate.number), value);
  }
  return {
    base: (option) => offer.rates[option] ?? 0,
    rateFor: (option, number) => {
      const derived = discountedRate(
        book.rateFor(option, number),
        book.base(option),
        offer.rates[option] ?? 0,
      );
      return Math.min(derived, capped.get(keyOf(option, number)) ?? derived);
    },
    isChanged: book.isChanged,
  };
};

/** Later rates (a RATE_CHANGED answer) win over the ones already known. */
export const mergeRateNow = (
  known: readonly ApiNumberRate[],
  next: readonly ApiNumberRate[],
): ApiNumberRate[] => {
  const merged = new Map(known.map((r) => [keyOf(r.option, r.number), r]));
  for (const r of next) merged.set(keyOf(r.option, r.number), r);
  return [...merged.values()];
};

/** `minMax` (baht) as the domain's bounds table (satang); options it leaves out keep the defaults. */
export function boundsTable(minMax: readonly ApiMinMax[] | undefined): PriceBoundsTable {
  const table: Partial<Record<BetOption, PriceBounds>> = { ...DEFAULT_PRICE_BOUNDS };
  for (const row of minMax ?? []) {
    if (!isBetOption(row.betOption)) continue;
    const betMin = bahtToSatang(row.betMin);
    const betMax = bahtToSatang(row.betMax);
    if (betMin !== null && betMax !== null && betMin > 0 && betMax >= betMin)
      table[row.betOption] = { betMin, betMax };
  }
  return table;
}
