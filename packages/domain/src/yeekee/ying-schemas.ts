import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtInput } from '../money/baht-input.ts';
import { wholeNumber } from '../validation/whole-number.ts';
import { YING_MESSAGES } from './ying-errors.ts';
import { YING_NUMBER_PATTERN } from './ying-number.ts';
import { YINGS_DEFAULT_LIMIT, YINGS_MAX_LIMIT } from './shooting.ts';

const betId = z.string({ error: YING_MESSAGES.betId }).regex(/^\d{1,18}$/, YING_MESSAGES.betId);

/** Body of POST /api/yings.create: a string of exactly 5 digits (a number would lose leading zeros). */
export const createYingRequest = z.object({
  betId,
  yingNumber: z
    .string({ error: YING_MESSAGES.yingNumber })
    .regex(YING_NUMBER_PATTERN, YING_MESSAGES.yingNumber),
});
export type CreateYingRequest = z.infer<typeof createYingRequest>;

/** Body of yings.summary and ying-results.one. */
export const yingRoundRequest = z.object({ betId });

/** Query of GET /api/yings. */
export const yingsQuery = z.object({
  betId,
  limit: wholeNumber(
    z
      .number({ error: YING_MESSAGES.limit })
      .int(YING_MESSAGES.limit)
      .min(1, YING_MESSAGES.limit)
      .max(YINGS_MAX_LIMIT, YING_MESSAGES.limit),
    YING_MESSAGES.limit,
  ).default(YINGS_DEFAULT_LIMIT),
});

/** Query of GET /api/yings.export. */
export const yingsExportQuery = z.object({
  betId,
  format: z.enum(['json', 'csv'], { error: YING_MESSAGES.format }).default('json'),
});

/**
 * A username as the public shot list shows it: the first two and the last two characters around
 * three stars (`demo01` → `de***01`); names of four characters or fewer keep only the first one.
 */
export const maskUserName = (userName: string): string =>
  userName.length <= 4 ? `${userName.slice(0, 1)}***` : `${userName.slice(0, 2)}***${userName.slice(-2)}`;

/**
 * The demo crowd (DEMO mode only, docs/yeekee.md "Demo"): its members' user names start with
 * `demo_`. A member's own user name is `[a-z0-9]` only (userNameSchema), so no real member can
 * ever be shown as a demo account.
 */
export const DEMO_SHOOTER_PREFIX = 'demo_';
export const isDemoShooter = (userName: string): boolean => userName.startsWith(DEMO_SHOOTER_PREFIX);

/** A shot as the public lists show it (`yings`, `yings.summary`, the export). */
export const yingShotView = z.object({
  seq: z.number(),
  yingNumber: z.string(),
  /** Masked (`de***01`). */
  userName: z.string(),
  /** ISO 8601, +07:00. */
  createdAt: z.string(),
  /** Present (true) on a shot of a demo crowd account, which the lists label as such. */
  demo: z.literal(true).optional(),
});
export type YingShotView = z.infer<typeof yingShotView>;

/** `yings.summary`: the running figures while shooting. `sum` is a decimal string (exact). */
export const yingSummaryView = z.object({
  count: z.number(),
  sum: z.string(),
  /** The shot currently 16th from the newest; null with fewer than 16 shots. */
  sixteenth: yingShotView.nullable(),
});
export type YingSummaryView = z.infer<typeof yingSummaryView>;

/**
 * `ying-results.one`, after shooting closed. `status` is `DRAWN` (result computed; SETTLED once
 * paid) or `VOIDED` (fewer than 20 shots or voided by staff: result fields null, every poy
 * refunded). `sum` and `r` are decimal strings (exact). `exportUrl` is the full shot list (JSON;
 * add `&format=csv` for CSV).
 */
export const yingResultView = z.object({
  betId: z.string(),
  status: z.enum(['DRAWN', 'SETTLED', 'VOIDED']),
  count: z.number(),
  sum: z.string(),
  sixteenth: yingShotView.nullable(),
  r: z.string().nullable(),
  top3: z.string().nullable(),
  top2: z.string().nullable(),
  bottom2: z.string().nullable(),
  exportUrl: z.string(),
});
export type YingResultView = z.infer<typeof yingResultView>;

const BONUS_MESSAGE = 'An amount in baht (0 or more, at most 2 decimals)';
const bonusBaht = bahtInput({ message: BONUS_MESSAGE, allowZero: true, maxBaht: 10_000_000 });

/**
 * The shooter bonus setting (back office, baht): the 16th-shot and last-shot bonuses (0 = none)
 * and the minimum a shooter must have bet in the round to get one.
 */
export const yingBonusSettingsSchema = z.object({ sixteenth: bonusBaht, last: bonusBaht, minBet: bonusBaht });
/** The setting as staff send and read it (baht). */
export type YingBonusSettingsView = z.input<typeof yingBonusSettingsSchema>;
/** The setting as the back office reads it (baht). */
export const yingBonusSettingsAnswer = z.object({
  sixteenth: bahtAnswer,
  last: bahtAnswer,
  minBet: bahtAnswer,
});
/** The setting as the server holds it (Satang). */
export type YingBonusSettings = z.output<typeof yingBonusSettingsSchema>;
