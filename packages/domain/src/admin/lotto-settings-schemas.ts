import { z } from 'zod';
import { BET_OPTIONS, ROUND_FAMILIES, type RoundFamily } from '../bet/options.ts';
import { MAX_DISCOUNT_PERCENT, MIN_DISCOUNT_PERCENT } from '../bet/discount.ts';
import { rateToHundredths } from '../bet/rates.ts';
import { DEFAULT_STOCK_MARKETS } from '../bet/calendar-schedules.ts';
import { bahtAmountSchema } from '../wallet/amount-schema.ts';
import { bangkokDaySchema } from './wallet-schemas.ts';

/**
 * Back-office lotto settings (issue 6, staff part): the rates, bet bounds, rate tiers, cancel
 * window and calendar a family sells with, and a round overrides. At this edge rates are JSON
 * numbers (900, 3.2) and money is baht, read into Satang by the schema (bahtInput); rates are read
 * by their digits (rateToHundredths).
 */
export const LOTTO_ADMIN_MESSAGES = {
  rate: 'Rate must be a number above 0 with at most 2 decimals',
  bounds: 'Minimum must not be above maximum',
  tierPercent: 'Percent must be a whole number from 0 to 99',
  tierDuplicate: 'Two tiers have the same stake',
  cancelMinutes: 'Cancel window must be 0-1440 minutes',
  reason: 'Reason must be 3-500 characters',
  number: (digits: number) => `Number must be ${digits} digit${digits === 1 ? '' : 's'} for this option`,
  id: 'id must be a round id',
  market: 'Unknown market',
  discountPercent: 'Discount must be a whole percent from 1 to 90',
  discountRate: 'A discount rate must not be above the full-pay rate',
  noDiscount: 'A 4D lottery has no discount',
} as const;

/** The most a rate may be: 100,000 (well above any market's 3-top rate, below overflow). */
export const MAX_ADMIN_RATE = 100_000;

export const adminRateSchema = z.number({ error: LOTTO_ADMIN_MESSAGES.rate }).refine((value) => {
  const hundredths = rateToHundredths(value);
  return hundredths !== null && hundredths > 0 && value <= MAX_ADMIN_RATE;
}, LOTTO_ADMIN_MESSAGES.rate);

/** A bet option named in a staff request. */
export const lottoOptionSchema = z.enum(BET_OPTIONS, { error: 'Unknown bet option' });
/** A lottery family named in a staff request. */
export const lottoFamilySchema = z.enum(ROUND_FAMILIES as readonly [RoundFamily, ...RoundFamily[]], {
  error: 'Unknown lottery family',
});

/** { option: rate } — the options a family or round sells. */
export const adminRatesSchema = z.partialRecord(lottoOptionSchema, adminRateSchema);

export const adminBoundsSchema = z.partialRecord(
  lottoOptionSchema,
  z.object({ betMin: bahtAmountSchema, betMax: bahtAmountSchema }).refine((b) => b.betMin <= b.betMax, {
    path: ['betMin'],
    error: LOTTO_ADMIN_MESSAGES.bounds,
  }),
);

/** Automatic tiers: beyond `aboveStake` baht sold on one number the rate is `ratePercent`% (0 = closed). */
export const adminTiersSchema = z
  .array(
    z.object({
      aboveStake: bahtAmountSchema,
      ratePercent: z
        .number()
        .int(LOTTO_ADMIN_MESSAGES.tierPercent)
        .min(0, LOTTO_ADMIN_MESSAGES.tierPercent)
        .max(99, LOTTO_ADMIN_MESSAGES.tierPercent),
    }),
  )
  .max(10, 'At most 10 tiers')
  .refine(
    (tiers) => new Set(tiers.map((t) => t.aboveStake)).size === tiers.length,
    LOTTO_ADMIN_MESSAGES.tierDuplicate,
  );

export const adminCancelMinutesSchema = z
  .number({ error: LOTTO_ADMIN_MESSAGES.cancelMinutes })
  .int(LOTTO_ADMIN_MESSAGES.cancelMinutes)
  .min(0, LOTTO_ADMIN_MESSAGES.cancelMinutes)
  .max(1440, LOTTO_ADMIN_MESSAGES.cancelMinutes);

const datesSchema = z.array(bangkokDaySchema).max(400, 'At most 400 dates');
export const STOCK_MARKET_IDS = DEFAULT_STOCK_MARKETS.map((m) => m.id);

/** gov: the draw calendar; stock: holidays per market. Other families have no calendar (null). */
export const adminScheduleSchema = z
  .object({
    drawDates: datesSchema.optional(),
    holidays: z
      .record(z.string(), datesSchema)
      .refine((h) => Object.keys(h).every((id) => STOCK_MARKET_IDS.includes(id)), LOTTO_ADMIN_MESSAGES.market)
      .optional(),
  })
  .nullable();

/** Full pay or discount: `percent` off every stake, paid at `rates` (each at most the full-pay rate). */
export const adminDiscountSchema = z
  .object({
    percent: z
      .number({ error: LOTTO_ADMIN_MESSAGES.discountPercent })
      .int(LOTTO_ADMIN_MESSAGES.discountPercent)
      .min(MIN_DISCOUNT_PERCENT, LOTTO_ADMIN_MESSAGES.discountPercent)
      .max(MAX_DISCOUNT_PERCENT, LOTTO_ADMIN_MESSAGES.discountPercent),
    rates: adminRatesSchema,
  })
  .nullable();

export const adminFamilyUpdateRequest = z.object({
  family: lottoFamilySchema,
  rates: adminRatesSchema,
  bounds: adminBoundsSchema,
  tiers: adminTiersSchema,
  roundMax: bahtAmountSchema.nullable(),
  cancelMinutes: adminCancelMinutesSchema,
  schedule: adminScheduleSchema.default(null),
  /** null (or left out): the family sells at full pay only. */
  discount: adminDiscountSchema.default(null),
});
export type AdminFamilyUpdateRequest = z.output<typeof adminFamilyUpdateRequest>;
