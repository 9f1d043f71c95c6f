import { z } from 'zod';
import { BET_OPTIONS, ROUND_FAMILIES, type RoundFamily } from '../bet/options.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { ADMIN_ROUND_STATUSES, EXPOSURE_SORTS } from './lotto-round-schemas.ts';

/**
 * What the back-office lotto calls answer (the `data` of each call): rates as JSON numbers, money
 * as `bahtAnswer` (Satang in the handler, baht on the wire).
 */

const betOption = z.enum(BET_OPTIONS);
const roundFamily = z.enum(ROUND_FAMILIES as readonly [RoundFamily, ...RoundFamily[]]);
const roundStatus = z.enum(ADMIN_ROUND_STATUSES);

export const adminRatesAnswer = z.partialRecord(betOption, z.number());
export const adminBoundsAnswer = z.partialRecord(
  betOption,
  z.object({ betMin: bahtAnswer, betMax: bahtAnswer }),
);
export const adminTierAnswer = z.object({ aboveStake: bahtAnswer, ratePercent: z.number() });
export type AdminRates = z.output<typeof adminRatesAnswer>;
export type AdminBounds = z.output<typeof adminBoundsAnswer>;
export type AdminTier = z.output<typeof adminTierAnswer>;

/** The tables a family sells with and a round copies (and may override until it closes). */
const sellingSettings = {
  /** Options sold, in display order (empty for 4D families: they sell sets). */
  options: z.array(betOption),
  rates: adminRatesAnswer,
  bounds: adminBoundsAnswer,
  tiers: z.array(adminTierAnswer),
  roundMax: bahtAnswer.nullable(),
  cancelMinutes: z.number(),
};

export const adminFamilySettingsAnswer = z.object({
  family: roundFamily,
  ...sellingSettings,
  schedule: z
    .object({
      drawDates: z.array(z.string()).optional(),
      holidays: z.record(z.string(), z.array(z.string())).optional(),
    })
    .nullable(),
  /** The discount offer (percent off the stake, its rates); null: full pay only. */
  discount: z.object({ percent: z.number(), rates: adminRatesAnswer }).nullable(),
  /** False while the family runs on the built-in defaults (never saved). */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminFamilySettings = z.output<typeof adminFamilySettingsAnswer>;

export const adminRoundRowAnswer = z.object({
  id: z.string(),
  family: roundFamily,
  drawDate: z.string(),
  roundNo: z.number(),
  name: z.string(),
  status: roundStatus,
  openAt: z.string(),
  closeAt: z.string(),
  resultAt: z.string(),
  /** Active poys, sold stake and potential payout. */
  poys: z.number(),
  stake: bahtAnswer,
  payout: bahtAnswer,
});
export type AdminRoundRow = z.output<typeof adminRoundRowAnswer>;

export const adminRoundsAnswer = z.object({
  items: z.array(adminRoundRowAnswer),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const adminNumberRuleAnswer = z.object({
  option: betOption,
  number: z.string(),
  /** null = closed. */
  rate: z.number().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type AdminNumberRule = z.output<typeof adminNumberRuleAnswer>;

export const adminRoundDetailAnswer = adminRoundRowAnswer.extend({
  ...sellingSettings,
  /** True while rates, rules and the cancel window may still change (not closed yet). */
  editable: z.boolean(),
  rules: z.array(adminNumberRuleAnswer),
});
export type AdminRoundDetail = z.output<typeof adminRoundDetailAnswer>;

const exposureSums = { stake: bahtAnswer, payout: bahtAnswer };

export const adminExposureAnswer = z.object({
  roundId: z.string(),
  sort: z.enum(EXPOSURE_SORTS),
  totals: z.object({ ...exposureSums, numbers: z.number(), poys: z.number() }),
  /** Per option; `maxPayout` is the largest single number's payout: what one result could cost at most on that option. */
  byOption: z.array(z.object({ option: z.string(), ...exposureSums, maxPayout: bahtAnswer })),
  items: z.array(
    z.object({
      option: z.string(),
      number: z.string(),
      ...exposureSums,
      /** The rate a new line on this number gets now (rule, then tiers); 0 = closed. Null for 4D sets. */
      rate: z.number().nullable(),
    }),
  ),
});
export type AdminExposure = z.output<typeof adminExposureAnswer>;

export const adminRoundActionAnswer = z.object({
  id: z.string(),
  status: roundStatus,
  /** void: poys refunded and their total. */
  refundedPoys: z.number().optional(),
  refunded: bahtAnswer.optional(),
});
export type AdminRoundActionResult = z.output<typeof adminRoundActionAnswer>;
