import { z } from 'zod';

/** A result as members see it: the fields the family has (digit strings), plus the government first prize. */
export const publicResultAnswer = z.object({
  top3: z.string().optional(),
  top2: z.string().optional(),
  bottom2: z.string().optional(),
  /** Government: the two "front 3" prizes. */
  front3: z.array(z.string()).optional(),
  /** Government: the two "last 3" prizes. */
  back3: z.array(z.string()).optional(),
  /** 4D families. */
  four: z.string().optional(),
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
