import { z } from 'zod';
import { BET_OPTIONS, OPTION_DIGITS, hasDigits, isBetOption } from './options.ts';
import { NUMBER_SET_MESSAGES } from './lotto-errors.ts';

export const NUMBER_SET_MAX = 50;

/** A saved number: a slip option and its digits, or a 4D number (`set_4`). */
const numberSetLine = z
  .object({ number: z.string(), option: z.enum([...BET_OPTIONS, 'set_4'] as const) })
  .refine(
    (line) =>
      isBetOption(line.option)
        ? hasDigits(line.number, OPTION_DIGITS[line.option])
        : /^\d{4}$/.test(line.number),
    {
      error: NUMBER_SET_MESSAGES.line,
    },
  );

const name = z
  .string({ error: NUMBER_SET_MESSAGES.name })
  .trim()
  .min(1, NUMBER_SET_MESSAGES.name)
  .max(50, NUMBER_SET_MESSAGES.name);
const lines = z
  .array(numberSetLine, { error: NUMBER_SET_MESSAGES.lines })
  .min(1, NUMBER_SET_MESSAGES.lines)
  .max(1000, NUMBER_SET_MESSAGES.lines);

/** Bodies of /api/number-sets.create and .update (the /number-set page). */
export const createNumberSetRequest = z.object({ name, lines });
export const updateNumberSetRequest = z.object({ id: z.string().regex(/^\d{1,18}$/), name, lines });
export const deleteNumberSetRequest = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export type NumberSetLine = z.infer<typeof numberSetLine>;
