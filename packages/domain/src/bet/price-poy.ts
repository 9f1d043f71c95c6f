import { satang, sumSatang, type Satang } from '../money/satang.ts';
import { checkPoyLines, NUMBER_CLOSED_MESSAGE, type PoyLineProblem } from './check-poy-lines.ts';
import { lineDiscount, rateForMode, type DiscountOffer } from './discount.ts';
import { effectiveRate, sameRateRange, type RateTier } from './effective-rate.ts';
import type { BetOption, LottoFamily } from './options.ts';
import type { PriceBoundsTable } from './price-bounds.ts';
import {
  hundredthsToRate,
  potentialWin,
  rateToHundredths,
  type RateHundredths,
  type RateTable,
} from './rates.ts';

/** What pricing reads of a round (satang, hundredths). */
export interface PricingRound {
  family: LottoFamily;
  rates: RateTable;
  bounds: PriceBoundsTable;
  tiers: readonly RateTier[];
  /** The round's maximum per line, capping every option's own; null for none. */
  roundMax: Satang | null;
  /** The discount the member chose (the family's offer), or null for full pay. */
  discount?: DiscountOffer | null | undefined;
}

/** What was sold on one number of one option before this poy. */
export interface NumberState {
  /** Staff rule: a fixed rate, null = closed, undefined = no rule. */
  rule: RateHundredths | null | undefined;
  sold: Satang;
}

/** A poy line as the member sent it, its price read into Satang. */
export interface PoyLineOrder {
  number: string;
  option: BetOption;
  price: Satang;
  /** The rate the member confirmed (a JSON number such as 3.2); absent: the rate now is accepted. */
  multiply?: number | undefined;
}

/** A line with the rate fixed on it: what it costs, the most it can win, and where its rate holds. */
export interface PricedLine {
  number: string;
  option: BetOption;
  price: Satang;
  /** What the discount took off the price (0 for full pay): the member pays price − discount. */
  discount: Satang;
  rate: RateHundredths;
  /** price × rate: what it adds to its number's exposure. */
  payout: Satang;
  /** The stake sold on its number before this poy for which `rate` holds (sameRateRange); null: no bound. */
  soldAbove: Satang | null;
  soldUpTo: Satang | null;
}

/** A confirmed rate that is no longer offered: the rate now, for the member to confirm again. */
export interface ChangedRate {
  number: string;
  option: BetOption;
  multiply: number;
}

export type PoyPricing =
  /** `total`: what the member pays, the prices less their discounts. */
  | { outcome: 'priced'; lines: PricedLine[]; total: Satang }
  | { outcome: 'refused'; problems: PoyLineProblem[] }
  | { outcome: 'rateChanged'; rates: ChangedRate[] };

/**
 * The poy pricing rule (lottery-domain.md "Rates, limits, closed numbers"): every line must be an
 * option the round sells, with the option's digits and a price within its bounds; each line then
 * gets the effective rate for the stake sold on its number before this poy (staff rule, then
 * tiers). A closed number refuses the poy; a rate below the one the member confirmed answers the
 * rates now instead. All or nothing: one problem refuses the whole poy. Under a discount each line
 * is sold at the discount rate (rateForMode) and pays its price less the discount.
 */
export const pricePoy = (
  lines: readonly PoyLineOrder[],
  round: PricingRound,
  stateOf: (line: PoyLineOrder) => NumberState,
): PoyPricing => {
  const problems = checkPoyLines(lines, { ...round, isClosed: () => false });
  if (problems.length > 0) return { outcome: 'refused', problems };
  const discount = round.discount ?? null;
  const priced = lines.map((line): PricedLine => {
    const { rule, sold } = stateOf(line);
    const fullNow = effectiveRate({
      roundRate: round.rates[line.option] ?? 0,
      fixedRate: rule,
      soldStake: sold,
      tiers: round.tiers,
    });
    const rate = rateForMode(line.option, fullNow, round.rates, discount);
    const range = sameRateRange(sold, round.tiers);
    return {
      number: line.number,
      option: line.option,
      price: line.price,
      discount: discount === null ? satang(0) : lineDiscount(line.price, discount.percent),
      rate,
      payout: potentialWin(line.price, rate),
      soldAbove: range.above,
      soldUpTo: range.upTo,
    };
  });
  const closed = priced.flatMap((line, index): PoyLineProblem[] =>
    line.rate === 0 ? [{ index, code: 'NUMBER_CLOSED', message: NUMBER_CLOSED_MESSAGE }] : [],
  );
  if (closed.length > 0) return { outcome: 'refused', problems: closed };
  const changed = priced.filter((line, index) => {
    const confirmed = lines[index]?.multiply;
    return confirmed !== undefined && line.rate < (rateToHundredths(confirmed) ?? 0);
  });
  if (changed.length > 0)
    return {
      outcome: 'rateChanged',
      rates: changed.map((l) => ({ number: l.number, option: l.option, multiply: hundredthsToRate(l.rate) })),
    };
  return {
    outcome: 'priced',
    lines: priced,
    total: sumSatang(priced.map((l) => satang(l.price - l.discount))),
  };
};
