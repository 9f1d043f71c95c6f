import { z } from 'zod';
import { isFourDFamily, type RoundFamily } from './options.ts';
import { fourDResult, govResult, stockResult, type LottoResult } from './results.ts';

/**
 * What staff type as a round's result, per family (issue 7), and the derivation to the result
 * fields. Yeekee, 5-minute Yeekee and ping-pong are computed from the shots, never typed: staff
 * cannot enter or override them (lottery-domain.md "Fairness").
 */
export const RESULT_MESSAGES = {
  firstPrize: 'First prize must be 6 digits',
  three: 'Must be 3 digits',
  last2: 'Last 2 must be 2 digits',
  decimal: 'Must be a number with exactly 2 decimals',
  four: 'Result must be 4 digits',
  bottom2: 'Bottom 2 must be 2 digits',
  notEntered: 'Results of this family are computed, not entered',
  sixDigits: 'Each number must be 6 digits',
  lowerPrizeCount: 'Not as many numbers as the official sheet lists',
} as const;

const digits = (length: number, message: string) => z.string().regex(new RegExp(`^\\d{${length}}$`), message);
const twoDecimals = z
  .string()
  .trim()
  .regex(/^[+-]?\d{1,3}(,?\d{3})*\.\d{2}$|^[+-]?\d+\.\d{2}$/, RESULT_MESSAGES.decimal);

/** How many numbers each lower prize of the government draw has on the official sheet. */
export const GOV_LOWER_PRIZE_COUNTS = { second: 5, third: 10, fourth: 50, fifth: 100 } as const;
export type GovLowerPrize = keyof typeof GOV_LOWER_PRIZE_COUNTS;

const lowerPrize = (count: number) =>
  z.array(digits(6, RESULT_MESSAGES.sixDigits)).length(count, RESULT_MESSAGES.lowerPrizeCount);

export const govResultInputSchema = z.object({
  kind: z.literal('gov'),
  firstPrize: digits(6, RESULT_MESSAGES.firstPrize),
  front3: z.tuple([digits(3, RESULT_MESSAGES.three), digits(3, RESULT_MESSAGES.three)]),
  back3: z.tuple([digits(3, RESULT_MESSAGES.three), digits(3, RESULT_MESSAGES.three)]),
  last2: digits(2, RESULT_MESSAGES.last2),
  /**
   * The 2nd to 5th prizes, for the members' prize list only (no bet type pays on them): all four
   * or none, as staff copy them from the official sheet.
   */
  lowerPrizes: z
    .object({
      second: lowerPrize(GOV_LOWER_PRIZE_COUNTS.second),
      third: lowerPrize(GOV_LOWER_PRIZE_COUNTS.third),
      fourth: lowerPrize(GOV_LOWER_PRIZE_COUNTS.fourth),
      fifth: lowerPrize(GOV_LOWER_PRIZE_COUNTS.fifth),
    })
    .optional(),
});

/** Index value and its change as printed by the market ("27,345.67", "-123.45"). */
export const stockResultInputSchema = z.object({
  kind: z.literal('stock'),
  index: twoDecimals,
  change: twoDecimals,
});

export const fourDResultInputSchema = z.object({
  kind: z.literal('4d'),
  four: digits(4, RESULT_MESSAGES.four),
  bottom2: digits(2, RESULT_MESSAGES.bottom2).optional(),
});

export const resultInputSchema = z.discriminatedUnion('kind', [
  govResultInputSchema,
  stockResultInputSchema,
  fourDResultInputSchema,
]);
export type ResultInput = z.infer<typeof resultInputSchema>;
export type ResultInputKind = ResultInput['kind'];

/** Which input a family's result is entered with; null for the families computed from shots. */
export const resultInputKindOf = (family: RoundFamily): ResultInputKind | null => {
  if (isFourDFamily(family)) return '4d';
  if (family === 'gov' || family === 'stock') return family;
  return null;
};

/** The result fields derived from what staff typed (shown before saving, stored with the input). */
export const deriveResult = (input: ResultInput): LottoResult => {
  switch (input.kind) {
    case 'gov':
      return govResult(input);
    case 'stock':
      return stockResult(input.index, input.change);
    case '4d':
      return fourDResult(input.four, input.bottom2);
  }
};

/** A result as the HTTP answers show it: every field the family has, digit strings. */
export const lottoResultSchema = z.object({
  top3: z.string().optional(),
  top2: z.string().optional(),
  bottom2: z.string().optional(),
  /** Government: the two "front 3" prizes. */
  front3: z.array(z.string()).optional(),
  /** Government: the two "last 3" prizes. */
  back3: z.array(z.string()).optional(),
  /** 4D families. */
  four: z.string().optional(),
});
