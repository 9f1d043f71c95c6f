import { formatBaht, maxSatang, minSatang, satang, type Satang } from '../money/satang.ts';
import { BET_OPTIONS, OPTION_DIGITS, type BetOption } from './options.ts';

/**
 * Per-line price bounds (spec §5 "Slip price starts at the option's minimum bet and is bounded by
 * betMin and the round maximum for that option"; lottery-domain.md "Rates, limits"). Satang.
 */
export interface PriceBounds {
  betMin: Satang;
  betMax: Satang;
}
export type PriceBoundsTable = Readonly<Partial<Record<BetOption, PriceBounds>>>;

const MAX_BY_DIGITS = { 1: satang(10_000_00), 2: satang(5_000_00), 3: satang(2_000_00) } as const;

/** Demo defaults: 1 baht minimum; maximum 3-digit 2,000, 2-digit 5,000, run 10,000 baht. */
export const DEFAULT_PRICE_BOUNDS: Readonly<Record<BetOption, PriceBounds>> = Object.fromEntries(
  BET_OPTIONS.map((option) => [
    option,
    { betMin: satang(100), betMax: MAX_BY_DIGITS[OPTION_DIGITS[option]] },
  ]),
) as Record<BetOption, PriceBounds>;

/**
 * The bounds that apply to a line: the option's own bounds, with the round maximum (`betMax` of
 * the round, when set) capping the option maximum.
 */
export const effectiveBounds = (
  option: BetOption,
  table: PriceBoundsTable,
  roundMax?: Satang | null,
): PriceBounds | null => {
  const bounds = table[option];
  if (!bounds) return null;
  const betMax = roundMax != null && roundMax < bounds.betMax ? roundMax : bounds.betMax;
  return { betMin: bounds.betMin, betMax };
};

/** The price a new line starts at: the option's minimum. */
export const startingPrice = (
  option: BetOption,
  table: PriceBoundsTable = DEFAULT_PRICE_BOUNDS,
): Satang | null => table[option]?.betMin ?? null;

export const PRICE_WHOLE_SATANG_MESSAGE = 'Price must be a positive amount';

/** A bound a price breaks, so a client can name it in its own language. */
export interface PriceLimit {
  kind: 'min' | 'max';
  amount: Satang;
}

/** The bound the price is below or above, or null within bounds. */
export const brokenLimit = (price: Satang, bounds: PriceBounds): PriceLimit | null => {
  if (price < bounds.betMin) return { kind: 'min', amount: bounds.betMin };
  if (price > bounds.betMax) return { kind: 'max', amount: bounds.betMax };
  return null;
};

/** "Minimum bet is 1.00" / "Maximum bet is 2,000.00". */
export const limitMessage = (limit: PriceLimit): string =>
  `${limit.kind === 'min' ? 'Minimum' : 'Maximum'} bet is ${formatBaht(limit.amount)}`;

/**
 * Null when the price is within bounds, else a message naming the bound in baht:
 * "Minimum bet is 1.00" / "Maximum bet is 2,000.00".
 */
export const checkPrice = (price: Satang, bounds: PriceBounds): string | null => {
  if (price <= 0n) return PRICE_WHOLE_SATANG_MESSAGE;
  const limit = brokenLimit(price, bounds);
  return limit && limitMessage(limit);
};

/** Clamps a typed price into the bounds (the slip's price input). */
export const clampPrice = (price: Satang, bounds: PriceBounds): Satang =>
  minSatang(maxSatang(price, bounds.betMin), bounds.betMax);
