import { z } from 'zod';
import { lottoResultSchema } from './result-schemas.ts';

/** A result as members see it: the fields the family has (digit strings), plus the government first prize. */
export const publicResultAnswer = lottoResultSchema.extend({
  /** Government: the 6-digit first prize. */
  firstPrize: z.string().optional(),
  /** Government: the 2nd to 5th prizes (5, 10, 50 and 100 numbers), when staff entered them. */
  lowerPrizes: z
    .object({
      second: z.array(z.string()),
      third: z.array(z.string()),
      fourth: z.array(z.string()),
      fifth: z.array(z.string()),
    })
    .optional(),
});
export type PublicResult = z.infer<typeof publicResultAnswer>;

/** One round's confirmed result (`bet-list-results`). */
export const roundResultAnswer = z.object({
  betId: z.string(),
  betGroup: z.string(),
  betType: z.string(),
  name: z.string(),
  drawDate: z.string(),
  /** ISO 8601 +07:00. */
  resultTime: z.string(),
  /** When the result was actually published (its confirmation), ISO 8601 +07:00; null for rows from before it was kept. */
  publishedAt: z.string().nullable(),
  status: z.string(),
  result: publicResultAnswer,
});
export type RoundResult = z.infer<typeof roundResultAnswer>;

/** How often one number came out in a field over the draws asked, and how many draws ago it last did. */
export const numberFrequencyAnswer = z.object({
  number: z.string(),
  count: z.number().int(),
  /** 0 = the newest draw. */
  lastDrawAgo: z.number().int(),
});
export type NumberFrequency = z.infer<typeof numberFrequencyAnswer>;

/**
 * `bet-list-results.stats`: per result field, the numbers that came out in the family's last
 * `draws` confirmed draws, most frequent first (a number absent from a list never came out).
 */
export const resultStatsAnswer = z.object({
  betType: z.string(),
  /** The draws counted (fewer than asked when the family has fewer results). */
  draws: z.number().int(),
  top3: z.array(numberFrequencyAnswer),
  top2: z.array(numberFrequencyAnswer),
  bottom2: z.array(numberFrequencyAnswer),
});
export type ResultStats = z.infer<typeof resultStatsAnswer>;
