import { satang, type Satang } from '../money/satang.ts';
import type { BetOption, LottoFamily } from './options.ts';

/**
 * A rate (the contract's "multiply") is held as an integer number of hundredths: 900 → 90000, 3.2 → 320.
 * Rates in this market have at most two decimals, so every rate is exact and a potential win
 * is integer math: price (satang) × rate (hundredths) / 100, rounded down to the satang.
 * At the HTTP edge a rate is a JSON number (900, 3.2) like money is baht.
 */
export type RateHundredths = number;
export const RATE_SCALE = 100;

const RATE_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Reads a rate by its decimal digits (3.2 → 320). Null for negative, NaN or more than 2 decimals. */
export const rateToHundredths = (rate: number | string): RateHundredths | null => {
  if (typeof rate === 'number' && !Number.isFinite(rate)) return null;
  const match = RATE_PATTERN.exec(typeof rate === 'number' ? String(rate) : rate.trim());
  if (!match) return null;
  const value = Number(match[1]) * RATE_SCALE + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
};

/**
 * The rate as a JSON number for answers (320 → 3.2). One division gives the double nearest the
 * decimal, which prints with its two digits; a whole part plus a fraction (1 + 0.14) does not.
 */
export const hundredthsToRate = (rate: RateHundredths): number => rate / RATE_SCALE;

/** What a winning line credits: price × rate, in satang, rounded down. */
export const potentialWin = (price: Satang, rate: RateHundredths): Satang => {
  if (!Number.isSafeInteger(rate) || rate < 0)
    throw new RangeError(`not a rate in hundredths: ${String(rate)}`);
  return satang((price * BigInt(rate)) / BigInt(RATE_SCALE));
};

export type RateTable = Readonly<Partial<Record<BetOption, RateHundredths>>>;

const GOV_STOCK: RateTable = {
  teng_bon_3: 90000,
  tode_3: 15000,
  teng_bon_2: 9000,
  teng_lang_2: 9000,
  teng_bon_1: 320,
  teng_lang_1: 420,
};
const YEEKEE: RateTable = {
  ...GOV_STOCK,
  teng_bon_3: 85000,
  tode_3: 12000,
  teng_bon_2: 9200,
  teng_lang_2: 9200,
};

/**
 * Default rate tables (lottery-domain.md). "Yeekee" rates apply to yeekee and yeekee5min; ping-pong
 * takes the Yeekee 3-top rate (850) and otherwise the general defaults, since the table names
 * ping-pong only for 3-top.
 */
export const DEFAULT_RATES: Readonly<Record<LottoFamily, RateTable>> = {
  gov: { ...GOV_STOCK, teng_bon_nha_3: 45000, teng_lang_3: 45000 },
  stock: GOV_STOCK,
  yeekee: YEEKEE,
  yeekee5min: YEEKEE,
  pingpong: { ...GOV_STOCK, teng_bon_3: 85000 },
};

/** 4D: the fixed price of one set (baht 120) and the prize per set of each tier, in satang. */
export const SET_4_PRICE: Satang = satang(120_00);
export const SET_4_PRIZE_TIERS = [
  'four_straight',
  'four_tod',
  'three_straight',
  'three_tod',
  'three_front',
  'two_front',
  'two_back',
] as const;
export type Set4PrizeTier = (typeof SET_4_PRIZE_TIERS)[number];
export const SET_4_PRIZES: Readonly<Record<Set4PrizeTier, Satang>> = {
  four_straight: satang(100_000_00),
  four_tod: satang(4_000_00),
  three_straight: satang(30_000_00),
  three_tod: satang(3_000_00),
  three_front: satang(3_000_00),
  two_front: satang(1_000_00),
  two_back: satang(1_000_00),
};
