import { z } from 'zod';
import { lottoResultSchema } from './result-schemas.ts';

/** A result as members see it: the fields the family has (digit strings), plus the government first prize. */
export const publicResultAnswer = lottoResultSchema.extend({
  /** Government: the 6-digit first prize. */
  firstPrize: z.string().optional(),
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
  status: z.string(),
  result: publicResultAnswer,
});
export type RoundResult = z.infer<typeof roundResultAnswer>;
