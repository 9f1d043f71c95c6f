import { z } from 'zod';
import { bahtInput } from '../money/baht-input.ts';
import { PAY_MODES } from './discount.ts';
import { BET_OPTIONS, OPTION_DIGITS, hasDigits, isBetOption } from './options.ts';
import { POY_MAX_LINES, POY_MESSAGES } from './poy-messages.ts';

/** A price at the HTTP edge: baht, > 0, at most two decimals, read into Satang. */
const priceSchema = bahtInput({ message: POY_MESSAGES.price });

export const poyLineSchema = z
  .object({
    number: z.string({ error: POY_MESSAGES.numberDigits(3) }),
    option: z.enum(BET_OPTIONS, { error: POY_MESSAGES.unknownOption }),
    price: priceSchema,
    /**
     * The rate the member saw (JSON number, e.g. 3.2). When the current rate is lower the poy is
     * refused with 409 RATE_CHANGED; without it the member accepts the current rate.
     */
    multiply: z.number({ error: POY_MESSAGES.multiply }).nonnegative(POY_MESSAGES.multiply).optional(),
  })
  .superRefine((line, ctx) => {
    if (!isBetOption(line.option)) return;
    const digits = OPTION_DIGITS[line.option];
    if (!hasDigits(line.number, digits))
      ctx.addIssue({ code: 'custom', path: ['number'], message: POY_MESSAGES.numberDigits(digits) });
  });
/** `option` is a BetOption once parsed. */
export type PoyLineInput = z.infer<typeof poyLineSchema>;

/** Body of POST /poy-api/poys.create. Checks that need the round (family, bounds, closed numbers) are checkPoyLines. */
export const placePoyRequest = z
  .object({
    betId: z
      .string({ error: POY_MESSAGES.betId })
      .trim()
      .min(1, POY_MESSAGES.betId)
      .max(100, POY_MESSAGES.betId),
    lines: z
      .array(poyLineSchema, { error: POY_MESSAGES.noLines })
      .min(1, POY_MESSAGES.noLines)
      .max(POY_MAX_LINES, POY_MESSAGES.tooManyLines),
    note: z.string({ error: POY_MESSAGES.note }).max(200, POY_MESSAGES.note).optional(),
    /** Full pay (the default, also for clients that send nothing) or the family's discount. */
    payMode: z.enum(PAY_MODES, { error: POY_MESSAGES.payMode }).default('full'),
    /**
     * Discount: the percent the member saw; a different percent now is refused with 409
     * DISCOUNT_CHANGED, so nobody pays another price than the one confirmed. Left out, the member
     * accepts the current percent.
     */
    discountPercent: z
      .number({ error: POY_MESSAGES.discountPercent })
      .int(POY_MESSAGES.discountPercent)
      .min(1, POY_MESSAGES.discountPercent)
      .max(90, POY_MESSAGES.discountPercent)
      .optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      const key = `${line.option}:${line.number}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['lines', index], message: POY_MESSAGES.duplicateLine });
      seen.add(key);
    });
  });
/** A poy as the server reads it: prices in Satang. */
export type PlacePoyRequest = z.output<typeof placePoyRequest>;
/** A poy as a client sends it: prices in baht. */
export type PlacePoyBody = z.input<typeof placePoyRequest>;

/** The option names as a zod enum, for answers. */
export const betOptionSchema = z.enum(BET_OPTIONS, { error: POY_MESSAGES.unknownOption });

export const SET_4_MESSAGES = {
  number: 'Number must be 4 digits',
  sets: 'Sets must be a whole number from 1 to 1000',
} as const;

/** Body of POST /api/lotteries.{hanoy,lao,lao-super,malay}.create: a 4-digit number × sets at the set price. */
export const placeSetPoyRequest = z.object({
  betId: z
    .string({ error: POY_MESSAGES.betId })
    .trim()
    .min(1, POY_MESSAGES.betId)
    .max(100, POY_MESSAGES.betId),
  number: z.string({ error: SET_4_MESSAGES.number }).regex(/^\d{4}$/, SET_4_MESSAGES.number),
  sets: z
    .number({ error: SET_4_MESSAGES.sets })
    .int(SET_4_MESSAGES.sets)
    .min(1, SET_4_MESSAGES.sets)
    .max(1000, SET_4_MESSAGES.sets),
  note: z.string({ error: POY_MESSAGES.note }).max(200, POY_MESSAGES.note).optional(),
});
export type PlaceSetPoyRequest = z.infer<typeof placeSetPoyRequest>;
