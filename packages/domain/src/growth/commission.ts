import { satang, type Satang } from '../money/satang.ts';

/** What an affiliate plan pays a share of (docs/growth.md). */
export const COMMISSION_BASES = ['TURNOVER', 'NET_LOSS'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

/** Basis points: 1 % = 100, 100 % = 10,000. */
export const BASIS_POINTS_PER_WHOLE = 10_000n;

/** One referred member's money of one day, in satang. */
export interface MemberDay {
  /** Stakes placed (lotto, Yeekee, 4D, games), positive. */
  stakes: bigint;
  /** Wins paid, positive. */
  wins: bigint;
  /** Stakes given back (aborted poys, rolled-back game bets), positive. */
  refunds: bigint;
}

/**
 * What a member's day counts for a plan: TURNOVER is what they staked and kept in play (stakes −
 * refunds); NET_LOSS is what the site won from them (stakes − wins − refunds). A member who came
 * out ahead counts 0, never less: one member's win does not take from another's commission.
 */
export const basisAmountOf = (basis: CommissionBasis, day: MemberDay): bigint => {
  const amount = basis === 'TURNOVER' ? day.stakes - day.refunds : day.stakes - day.wins - day.refunds;
  return amount > 0n ? amount : 0n;
};

export interface Commission {
  /** Rounded down to the satang: rounding never creates a satang. */
  commission: Satang;
  /** What was rounded off, in 1/10,000 satang (0–9,999). */
  remainder: number;
}

/** A referrer's commission of a day: the level-1 and level-2 amounts at their rates (basis points). */
export const commissionOf = (
  level1Amount: bigint,
  level2Amount: bigint,
  rates: { level1Bp: number; level2Bp: number },
): Commission => {
  const scaled = level1Amount * BigInt(rates.level1Bp) + level2Amount * BigInt(rates.level2Bp);
  return {
    commission: satang(scaled / BASIS_POINTS_PER_WHOLE),
    remainder: Number(scaled % BASIS_POINTS_PER_WHOLE),
  };
};
