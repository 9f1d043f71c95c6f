import { satang, type Satang } from '../money/satang.ts';
import { BASIS_POINTS_PER_WHOLE } from './commission.ts';

/** The kinds of promotion (docs/growth.md "Promotions"). */
export const PROMOTION_TYPES = ['FIRST_DEPOSIT', 'DEPOSIT', 'CASHBACK'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Who may claim: every member, members registered within N days, members at or above a level. */
export const PROMOTION_AUDIENCES = ['ALL', 'NEW_MEMBERS', 'LEVEL'] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];

export interface PromotionTerms {
  type: PromotionType;
  /** The bonus's share of the basis, in basis points (1 % = 100). */
  percentBp: number;
  /** The most one claim pays, satang. */
  cap: bigint;
  /** Turnover multiplier in hundredths (150 = 1.5 ×); 0 adds no requirement. */
  multiplierHundredths: number;
}

export interface PromotionBonus {
  bonus: Satang;
  /** The PROMOTION turnover requirement the bonus adds, satang (0: none). */
  turnover: Satang;
}

/**
 * What a claim pays on `basis` satang (the deposit for the deposit types, last week's net loss
 * for CASHBACK): percent of the basis rounded down to the satang, at most the cap. The turnover to
 * bet before a withdrawal is (deposit + bonus) × multiplier for the deposit types and bonus ×
 * multiplier for CASHBACK, rounded down. Rounding never creates a satang.
 */
export const promotionBonusOf = (terms: PromotionTerms, basis: bigint): PromotionBonus => {
  if (basis <= 0n) return { bonus: satang(0n), turnover: satang(0n) };
  const share = (basis * BigInt(terms.percentBp)) / BASIS_POINTS_PER_WHOLE;
  const bonus = share < terms.cap ? share : terms.cap;
  const counted = terms.type === 'CASHBACK' ? bonus : basis + bonus;
  const turnover = bonus > 0n ? (counted * BigInt(terms.multiplierHundredths)) / 100n : 0n;
  return { bonus: satang(bonus), turnover: satang(turnover) };
};
