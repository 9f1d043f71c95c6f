import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { PAY_MODES } from './discount.ts';
import { publicResultAnswer } from './result-answers.ts';
import { roundAnswer } from './round-answers.ts';

export const poyLineAnswer = z.object({
  number: z.string(),
  option: z.string(),
  price: bahtAnswer,
  multiply: z.number().nullable(),
  sets: z.number().nullable(),
  /** What the discount took off this line's price (0 under full pay). */
  discount: bahtAnswer,
  /** Null until the round is settled. */
  win: bahtAnswer.nullable(),
});

/** What a poy answer shows of its round and money, in both the list and the detail. */
const poyFields = {
  poyId: z.string(),
  betId: z.string(),
  /** What the member paid: the prices less the discount. */
  total: bahtAnswer,
  /** `full` or `discount`: how the slip was paid (its lines carry the rates of that choice). */
  payMode: z.enum(PAY_MODES),
  status: z.string(),
  createdAt: z.string(),
  cancellable: z.boolean(),
  /** The sum of the lines' wins; null until the poy is settled. */
  win: bahtAnswer.nullable(),
  /** The round's confirmed result, or null while there is none. */
  result: publicResultAnswer.nullable(),
};

/** poys.one, poys.create and the 4D creates: one poy with its round and lines. */
export const poyDetailAnswer = z.object({
  ...poyFields,
  round: roundAnswer,
  /** What the discount took off the prices (0 under full pay): total + discount = the prices. */
  discount: bahtAnswer,
  note: z.string().nullable(),
  lines: z.array(poyLineAnswer),
});

/** A row of poys.all. */
export const poySummaryAnswer = z.object({
  ...poyFields,
  betGroup: z.string(),
  betType: z.string(),
  roundName: z.string(),
  dt: z.string(),
  lineCount: z.number(),
});

export const cancelPoyAnswer = z.object({ poyId: z.string(), status: z.literal('CANCELLED') });
