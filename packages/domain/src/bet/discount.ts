import { satang, type Satang } from '../money/satang.ts';
import type { BetOption } from './options.ts';
import type { RateHundredths, RateTable } from './rates.ts';

/**
 * Full pay or discount (docs/lotto.md "Full pay or discount"): a family may offer a discount on
 * the stake that comes with its own, lower rate table. The member picks one per slip; the poy
 * records which, each line keeps the rate it was sold at, so settlement pays by it unchanged.
 */
export const PAY_MODES = ['full', 'discount'] as const;
export type PayMode = (typeof PAY_MODES)[number];

/** A family's discount offer: `percent` off every line's stake, paid at `rates` (hundredths). */
export interface DiscountOffer {
  /** Whole percent taken off the stake, 1-90. */
  percent: number;
  rates: RateTable;
}

export const MIN_DISCOUNT_PERCENT = 1;
export const MAX_DISCOUNT_PERCENT = 90;

/** What the discount takes off a line's price: price × percent / 100, rounded down to the satang. */
export const lineDiscount = (price: Satang, percent: number): Satang => {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`not a discount percent: ${String(percent)}`);
  return satang((price * BigInt(percent)) / 100n);
};

/** What the member pays for a line: its price less the discount (the house rounds the discount down). */
export const paidPrice = (price: Satang, percent: number): Satang =>
  satang(price - lineDiscount(price, percent));

/**
 * The discount rate of a number now. A number's full-pay rate may be lowered by a staff rule or a
 * tier; its discount rate follows in proportion (rounded down), so a closed number (0) stays
 * closed and a halved rate halves: discountBase × fullNow / fullBase.
 */
export const discountedRate = (
  fullNow: RateHundredths,
  fullBase: RateHundredths,
  discountBase: RateHundredths,
): RateHundredths => {
  if (fullBase <= 0 || fullNow <= 0) return 0;
  if (fullNow === fullBase) return discountBase;
  return Math.floor((discountBase * fullNow) / fullBase);
};

/**
 * The rate a line is sold at: the full-pay rate now, or under a discount that rate carried over to
 * the option's discount rate (discountedRate).
 */
export const rateForMode = (
  option: BetOption,
  fullNow: RateHundredths,
  fullRates: RateTable,
  discount: DiscountOffer | null,
): RateHundredths =>
  discount === null ? fullNow : discountedRate(fullNow, fullRates[option] ?? 0, discount.rates[option] ?? 0);
