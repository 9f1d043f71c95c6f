import { satang } from '../money/satang.ts';
import type { RateTier } from './effective-rate.ts';
import type { BetOption } from './options.ts';
import type { PriceBoundsTable } from './price-bounds.ts';

/**
 * The money of a round's settings as its JSON columns hold it (`bounds`, `tiers`): satang as JSON
 * numbers, since JSON has no bigint. Read into Satang before any pricing, written back on save.
 */
export type StoredPriceBounds = Partial<Record<BetOption, { betMin: number; betMax: number }>>;
export interface StoredRateTier {
  aboveStake: number;
  ratePercent: number;
}

export const priceBoundsFromStored = (stored: unknown): PriceBoundsTable =>
  Object.fromEntries(
    Object.entries(stored as StoredPriceBounds).map(([option, b]) => [
      option,
      { betMin: satang(b.betMin), betMax: satang(b.betMax) },
    ]),
  );

export const priceBoundsToStored = (table: PriceBoundsTable): StoredPriceBounds =>
  Object.fromEntries(
    Object.entries(table).map(([option, b]) => [
      option,
      { betMin: Number(b.betMin), betMax: Number(b.betMax) },
    ]),
  );

export const rateTiersFromStored = (stored: unknown): RateTier[] =>
  (stored as StoredRateTier[]).map((t) => ({ aboveStake: satang(t.aboveStake), ratePercent: t.ratePercent }));

export const rateTiersToStored = (tiers: readonly RateTier[]): StoredRateTier[] =>
  tiers.map((t) => ({ aboveStake: Number(t.aboveStake), ratePercent: t.ratePercent }));
