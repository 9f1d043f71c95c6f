import { z } from 'zod';
import { OPTION_DIGITS, hasDigits, isBetOption } from '../bet/options.ts';
import { bahtAmountSchema } from '../wallet/amount-schema.ts';
import { bangkokDaySchema } from './wallet-schemas.ts';
import { pageQuery } from './member-admin-schemas.ts';
import { wholeNumber } from '../validation/whole-number.ts';
import {
  LOTTO_ADMIN_MESSAGES,
  adminBoundsSchema,
  adminCancelMinutesSchema,
  adminRateSchema,
  adminRatesSchema,
  adminTiersSchema,
  lottoFamilySchema,
  lottoOptionSchema,
} from './lotto-settings-schemas.ts';

/**
 * Back-office lotto rounds: listing, per-round overrides, number rules, exposure and the
 * open/close/void actions.
 */

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
  family: lottoFamilySchema.optional(),
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

const numberOfOption = <S extends z.ZodType<{ option: string; number: string }>>(schema: S) =>
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
    option: lottoOptionSchema,
    number: z.string().max(3),
    rate: adminRateSchema.nullable(),
  }),
);
export const adminRuleDeleteRequest = numberOfOption(
  z.object({ roundId: roundIdSchema, option: lottoOptionSchema, number: z.string().max(3) }),
);

export const EXPOSURE_SORTS = ['stake', 'payout'] as const;
export const adminExposureQuery = z.object({
  roundId: roundIdSchema,
  sort: z.enum(EXPOSURE_SORTS).default('stake'),
  limit: wholeNumber(z.number().int().min(1).max(200)).default(20),
  option: lottoOptionSchema.optional(),
});

export const lottoReasonSchema = z
  .string({ error: LOTTO_ADMIN_MESSAGES.reason })
  .trim()
  .min(3, LOTTO_ADMIN_MESSAGES.reason)
  .max(500, LOTTO_ADMIN_MESSAGES.reason);
export const adminRoundActionRequest = z.object({ id: roundIdSchema, reason: lottoReasonSchema });
