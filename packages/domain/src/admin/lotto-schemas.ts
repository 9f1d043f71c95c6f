import { z } from 'zod';
import {
  BET_OPTIONS,
  OPTION_DIGITS,
  ROUND_FAMILIES,
  hasDigits,
  isBetOption,
  type RoundFamily,
} from '../bet/options.ts';
import { rateToHundredths } from '../bet/rates.ts';
import { DEFAULT_STOCK_MARKETS } from '../bet/calendar-schedules.ts';
import { bahtAmountSchema } from '../wallet/amount-schema.ts';
import { bangkokDaySchema } from './wallet-schemas.ts';
import { pageQuery } from './member-admin-schemas.ts';
import { wholeNumber } from '../validation/whole-number.ts';

/**
 * Back-office lotto calls (issue 6, staff part): family settings, rounds, number rules, exposure
 * and the open/close/void actions. At this edge rates are JSON numbers (900, 3.2) and money is
 * baht, read into Satang by the schema (bahtInput); rates are read by their digits (rateToHundredths).
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
} as const;

/** The most a rate may be: 100,000 (well above any market's 3-top rate, below overflow). */
export const MAX_ADMIN_RATE = 100_000;

export const adminRateSchema = z.number({ error: LOTTO_ADMIN_MESSAGES.rate }).refine((value) => {
  const hundredths = rateToHundredths(value);
  return hundredths !== null && hundredths > 0 && value <= MAX_ADMIN_RATE;
}, LOTTO_ADMIN_MESSAGES.rate);

const optionSchema = z.enum(BET_OPTIONS, { error: 'Unknown bet option' });
const familySchema = z.enum(ROUND_FAMILIES as readonly [RoundFamily, ...RoundFamily[]], {
  error: 'Unknown lottery family',
});

/** { option: rate } — the options a family or round sells. */
export const adminRatesSchema = z.partialRecord(optionSchema, adminRateSchema);

export const adminBoundsSchema = z.partialRecord(
  optionSchema,
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

export const adminFamilyUpdateRequest = z.object({
  family: familySchema,
  rates: adminRatesSchema,
  bounds: adminBoundsSchema,
  tiers: adminTiersSchema,
  roundMax: bahtAmountSchema.nullable(),
  cancelMinutes: adminCancelMinutesSchema,
  schedule: adminScheduleSchema.default(null),
});
export type AdminFamilyUpdateRequest = z.output<typeof adminFamilyUpdateRequest>;

const roundIdSchema = z
  .string({ error: LOTTO_ADMIN_MESSAGES.id })
  .regex(/^\d{1,18}$/, LOTTO_ADMIN_MESSAGES.id);

export const ADMIN_ROUND_STATUSES = [
  'SCHEDULED',
  'OPEN',
  'CLOSED',
  'SHOOTING',
  'DRAWN',
  'SETTLED',
  'VOIDED',
] as const;
export type AdminRoundStatus = (typeof ADMIN_ROUND_STATUSES)[number];

export const adminRoundsQuery = z.object({
  family: familySchema.optional(),
  /** Draw date (a rolled-over round keeps its draw date). */
  date: bangkokDaySchema.optional(),
  status: z.enum(ADMIN_ROUND_STATUSES).optional(),
  ...pageQuery,
});

export const adminRoundQuery = z.object({ id: roundIdSchema });

/** Per-round overrides; only the fields sent are changed. */
export const adminRoundUpdateRequest = z
  .object({
    id: roundIdSchema,
    rates: adminRatesSchema.optional(),
    bounds: adminBoundsSchema.optional(),
    tiers: adminTiersSchema.optional(),
    roundMax: bahtAmountSchema.nullable().optional(),
    cancelMinutes: adminCancelMinutesSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 1, { path: ['id'], error: 'Nothing to change' });
export type AdminRoundUpdateRequest = z.output<typeof adminRoundUpdateRequest>;

const numberOfOption = <T extends { option: string; number: string }>(schema: z.ZodType<T>) =>
  schema.superRefine((rule, ctx) => {
    if (!isBetOption(rule.option)) return;
    const digits = OPTION_DIGITS[rule.option];
    if (!hasDigits(rule.number, digits))
      ctx.addIssue({ code: 'custom', path: ['number'], message: LOTTO_ADMIN_MESSAGES.number(digits) });
  });

/** A fixed lower rate for one number of one option, or `rate: null` = closed (not sellable). */
export const adminRuleSetRequest = numberOfOption(
  z.object({
    roundId: roundIdSchema,
    option: optionSchema,
    number: z.string().max(3),
    rate: adminRateSchema.nullable(),
  }),
);
export const adminRuleDeleteRequest = numberOfOption(
  z.object({ roundId: roundIdSchema, option: optionSchema, number: z.string().max(3) }),
);

export const EXPOSURE_SORTS = ['stake', 'payout'] as const;
export const adminExposureQuery = z.object({
  roundId: roundIdSchema,
  sort: z.enum(EXPOSURE_SORTS).default('stake'),
  limit: wholeNumber(z.number().int().min(1).max(200)).default(20),
  option: optionSchema.optional(),
});

export const lottoReasonSchema = z
  .string({ error: LOTTO_ADMIN_MESSAGES.reason })
  .trim()
  .min(3, LOTTO_ADMIN_MESSAGES.reason)
  .max(500, LOTTO_ADMIN_MESSAGES.reason);
export const adminRoundActionRequest = z.object({ id: roundIdSchema, reason: lottoReasonSchema });

// ---- answers (the `data` of each call); money in baht, rates as numbers ----

export type AdminRates = Partial<Record<(typeof BET_OPTIONS)[number], number>>;
export type AdminBounds = Partial<Record<(typeof BET_OPTIONS)[number], { betMin: number; betMax: number }>>;
export interface AdminTier {
  aboveStake: number;
  ratePercent: number;
}

export interface AdminFamilySettings {
  family: RoundFamily;
  /** Options the family sells, in display order (empty for 4D families: they sell sets). */
  options: (typeof BET_OPTIONS)[number][];
  rates: AdminRates;
  bounds: AdminBounds;
  tiers: AdminTier[];
  roundMax: number | null;
  cancelMinutes: number;
  schedule: { drawDates?: string[]; holidays?: Record<string, string[]> } | null;
  /** False while the family runs on the built-in defaults (never saved). */
  saved: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface AdminRoundRow {
  id: string;
  family: RoundFamily;
  drawDate: string;
  roundNo: number;
  name: string;
  status: AdminRoundStatus;
  openAt: string;
  closeAt: string;
  resultAt: string;
  /** Active poys, sold stake and potential payout (baht). */
  poys: number;
  stake: number;
  payout: number;
}

export interface AdminNumberRule {
  option: (typeof BET_OPTIONS)[number];
  number: string;
  /** null = closed. */
  rate: number | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface AdminRoundDetail extends AdminRoundRow {
  options: (typeof BET_OPTIONS)[number][];
  rates: AdminRates;
  bounds: AdminBounds;
  tiers: AdminTier[];
  roundMax: number | null;
  cancelMinutes: number;
  /** True while rates, rules and the cancel window may still change (not closed yet). */
  editable: boolean;
  rules: AdminNumberRule[];
}

export interface AdminExposureRow {
  option: string;
  number: string;
  stake: number;
  payout: number;
  /** The rate a new line on this number gets now (rule, then tiers); 0 = closed. Null for 4D sets. */
  rate: number | null;
}

export interface AdminExposure {
  roundId: string;
  sort: (typeof EXPOSURE_SORTS)[number];
  totals: { stake: number; payout: number; numbers: number; poys: number };
  /** Per option; `maxPayout` is the largest single number's payout: what one result could cost at most on that option. */
  byOption: { option: string; stake: number; payout: number; maxPayout: number }[];
  items: AdminExposureRow[];
}

export interface AdminRoundActionResult {
  id: string;
  status: AdminRoundStatus;
  /** void: poys refunded and their total (baht). */
  refundedPoys?: number;
  refunded?: number;
}
