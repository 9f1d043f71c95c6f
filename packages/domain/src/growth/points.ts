import { ROUND_FAMILIES, type RoundFamily } from '../bet/options.ts';
import { BASIS_POINTS_PER_WHOLE } from './commission.ts';

/**
 * Loyalty points (docs/growth.md, "Loyalty points"). Points are held like baht: in hundredths, so
 * a rate of 100 basis points on 100 baht (10,000 satang) earns 100 hundredths, one point.
 */

/** What a rate is set for: each lotto family (Yeekee and the 4D families included) and games. */
export const POINT_FAMILIES = [...ROUND_FAMILIES, 'game'] as const;
export type PointFamily = RoundFamily | 'game';
export const isPointFamily = (value: unknown): value is PointFamily =>
  (POINT_FAMILIES as readonly unknown[]).includes(value);

export interface Points {
  /** Hundredths of a point, rounded down: rounding never creates a point. */
  points: bigint;
  /** What was rounded off, in 1/10,000 of a hundredth (0–9,999), recorded, never paid. */
  remainder: number;
}

/** The points one settled stake earns: its turnover (satang) at the family's rate (basis points). */
export const pointsOf = (turnover: bigint, rateBp: number): Points => {
  const scaled = turnover * BigInt(rateBp);
  return { points: scaled / BASIS_POINTS_PER_WHOLE, remainder: Number(scaled % BASIS_POINTS_PER_WHOLE) };
};

/** The cash (satang) a redemption pays: points (hundredths) at the redeem rate (basis points), rounded down. */
export const redeemValueOf = (points: bigint, redeemBp: number): bigint =>
  (points * BigInt(redeemBp)) / BASIS_POINTS_PER_WHOLE;
