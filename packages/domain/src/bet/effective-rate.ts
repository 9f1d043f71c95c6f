import { maxSatang, minSatang, type Satang } from '../money/satang.ts';
import type { RateHundredths } from './rates.ts';

/** An automatic tier: once more than `aboveStake` satang is sold on a number, its rate is `ratePercent`% (0 = closed). */
export interface RateTier {
  aboveStake: Satang;
  ratePercent: number;
}

export interface RateInputs {
  /** The round's rate for the option (hundredths). */
  roundRate: RateHundredths;
  /** Staff rule for this number: a fixed rate, null = closed, undefined = no rule. */
  fixedRate?: RateHundredths | null | undefined;
  /** Satang already sold on this number and option in the round, before the line being priced. */
  soldStake: Satang;
  tiers: readonly RateTier[];
}

/**
 * The rate a new line gets (lottery-domain.md "Rates, limits, closed numbers"): the staff's
 * fixed rate or the round's, then the highest tier the stake sold so far has passed. The stake
 * counted is what was sold before this line, so a line that crosses a tier still gets the rate
 * the member saw. 0 means closed: not sellable.
 */
export const effectiveRate = ({ roundRate, fixedRate, soldStake, tiers }: RateInputs): RateHundredths => {
  if (fixedRate === null) return 0;
  const rate = fixedRate ?? roundRate;
  let reached: RateTier | undefined;
  for (const tier of tiers)
    if (soldStake > tier.aboveStake && (!reached || tier.aboveStake > reached.aboveStake)) reached = tier;
  return reached ? Math.floor((rate * reached.ratePercent) / 100) : rate;
};

/** The stakes sold for which effectiveRate answers the same: above `above` and up to `upTo` (null: no bound). */
export interface SameRateRange {
  above: Satang | null;
  upTo: Satang | null;
}

/**
 * The range of stake sold, around `soldStake`, over which no tier is passed or left: a line priced
 * on `soldStake` keeps its rate for any stake sold in it. Placement prices a poy on a snapshot
 * and, under the numbers' row locks, only checks that the stake sold is still in this range.
 */
export const sameRateRange = (soldStake: Satang, tiers: readonly RateTier[]): SameRateRange => {
  let above: Satang | null = null;
  let upTo: Satang | null = null;
  for (const { aboveStake } of tiers) {
    if (soldStake > aboveStake) above = above === null ? aboveStake : maxSatang(above, aboveStake);
    else upTo = upTo === null ? aboveStake : minSatang(upTo, aboveStake);
  }
  return { above, upTo };
};
