import { z } from 'zod';
import { wholeNumber } from '../validation/whole-number.ts';
import { FOUR_D_FAMILIES, ROUND_FAMILIES, type RoundFamily } from './options.ts';

/**
 * The query of `GET /api/bet-list-results` (issue 7): one round (`betId`), one Bangkok draw date
 * (`resultDate`), one group or family (`betGroup`), or any of them together (all must hold).
 * `betGroup` alone is the results history of that group.
 */
export const RESULT_QUERY_MESSAGES = {
  betId: 'betId must be a round id',
  resultDate: 'resultDate must be a date YYYY-MM-DD',
  betGroup: 'betGroup must be a lottery family or gov4d',
  missing: 'Give betId, resultDate or betGroup',
  betType: 'betType must be a lottery family',
  draws: 'draws must be a whole number from 10 to 200',
} as const;

/** What `betGroup` may name: a family, or `gov4d` for the four 4D families together. */
export const RESULT_GROUPS = [...ROUND_FAMILIES, 'gov4d'] as const;
export type ResultGroup = RoundFamily | 'gov4d';

/** The families a result group covers. */
export const familiesOfResultGroup = (group: ResultGroup): readonly RoundFamily[] =>
  group === 'gov4d' ? FOUR_D_FAMILIES : [group];

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** How many results the history (`betGroup` alone) answers, newest first. */
export const RESULT_HISTORY_LIMIT = 30;

export const resultQuerySchema = z
  .object({
    betId: z
      .string({ error: RESULT_QUERY_MESSAGES.betId })
      .regex(/^\d{1,18}$/, RESULT_QUERY_MESSAGES.betId)
      .optional(),
    resultDate: z
      .string({ error: RESULT_QUERY_MESSAGES.resultDate })
      .refine(isCalendarDate, { error: RESULT_QUERY_MESSAGES.resultDate })
      .optional(),
    betGroup: z.enum(RESULT_GROUPS, { error: RESULT_QUERY_MESSAGES.betGroup }).optional(),
  })
  .refine(
    (query) => query.betId !== undefined || query.resultDate !== undefined || query.betGroup !== undefined,
    {
      error: RESULT_QUERY_MESSAGES.missing,
    },
  );
export type ResultQuery = z.infer<typeof resultQuerySchema>;

export const isResultGroup = (value: unknown): value is ResultGroup =>
  RESULT_GROUPS.includes(value as ResultGroup);

/** Draws counted by the hot and cold numbers by default, and at most. */
export const RESULT_STATS_DEFAULT_DRAWS = 50;
export const RESULT_STATS_MAX_DRAWS = 200;

/** The query of `GET /api/bet-list-results.stats`: one family and how many of its latest draws. */
export const resultStatsQuerySchema = z.object({
  betType: z.enum(ROUND_FAMILIES as readonly [RoundFamily, ...RoundFamily[]], {
    error: RESULT_QUERY_MESSAGES.betType,
  }),
  draws: wholeNumber(
    z
      .number({ error: RESULT_QUERY_MESSAGES.draws })
      .int(RESULT_QUERY_MESSAGES.draws)
      .min(10, RESULT_QUERY_MESSAGES.draws)
      .max(RESULT_STATS_MAX_DRAWS, RESULT_QUERY_MESSAGES.draws),
    RESULT_QUERY_MESSAGES.draws,
  ).default(RESULT_STATS_DEFAULT_DRAWS),
});
export type ResultStatsQuery = z.infer<typeof resultStatsQuerySchema>;
