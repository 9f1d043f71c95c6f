import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtInput } from '../money/baht-input.ts';
import { POINT_FAMILIES } from './points.ts';
import { LOTTO_FAMILIES, FOUR_D_FAMILIES } from '../bet/options.ts';

/**
 * The kinds of achievement rule staff can define (docs/growth.md, "Achievements"): the first
 * deposit; N poys placed; turnover of X baht within one +07:00 month; a Yeekee shot that lands as
 * the 16th; a winning line on one lotto family.
 */
export const ACHIEVEMENT_KINDS = [
  'FIRST_DEPOSIT',
  'POYS_PLACED',
  'MONTH_TURNOVER',
  'YEEKEE_SIXTEENTH',
  'FAMILY_WIN',
] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];
export const WIN_FAMILIES = [...LOTTO_FAMILIES, ...FOUR_D_FAMILIES] as const;

/** One achievement as the member sees it: progress and target in the rule's unit (baht for turnover). */
export const achievementAnswer = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Cash paid when awarded (ACHIVEMENT_ADDMONEY), baht; 0 for none. */
  reward: bahtAnswer,
  progress: z.number(),
  target: z.number(),
  /** `YYYY-MM-DDTHH:mm:ss+07:00`, null while not reached. */
  achievedAt: z.string().nullable(),
});
export type AchievementAnswer = z.input<typeof achievementAnswer>;

export const achievementsQuery = z
  .object({ lang: z.enum(LOCALES, { error: 'lang must be th, en, kh or mm' }).optional() })
  .nullish();

const pointsMessage = 'points must be a positive number with at most 2 decimals';
export const redeemPointsRequest = z.object({ points: bahtInput({ message: pointsMessage }) });

/** Staff text in the four languages; Thai is required, the others fall back to it. */
const localized = (max: number) =>
  z.object({
    th: z.string().trim().min(1, 'Thai text is required').max(max),
    en: z.string().trim().max(max).default(''),
    kh: z.string().trim().max(max).default(''),
    mm: z.string().trim().max(max).default(''),
  });

const rate = z
  .number({ error: 'rate must be a whole number of basis points from 0 to 10000' })
  .int('rate must be a whole number of basis points from 0 to 10000')
  .min(0, 'rate must be a whole number of basis points from 0 to 10000')
  .max(10_000, 'rate must be a whole number of basis points from 0 to 10000');

export const loyaltySettings = z.object({
  /** Points (hundredths) per satang of settled turnover, in basis points: 100 = 1 point per 100 baht. */
  rates: z.array(z.object({ family: z.enum(POINT_FAMILIES), rateBp: rate })),
  /** Satang per hundredth of a point, in basis points: 10,000 = 1 baht a point. */
  redeemBp: rate,
  /** The fewest points one redemption takes. */
  minPoints: bahtAnswer,
});
export const loyaltySettingsUpdate = z.object({
  rates: z.array(z.object({ family: z.enum(POINT_FAMILIES), rateBp: rate })).max(POINT_FAMILIES.length),
  redeemBp: rate,
  minPoints: bahtInput({ message: 'minPoints must be a positive number with at most 2 decimals' }),
});

const target = z
  .number({ error: 'target must be a positive whole number' })
  .int('target must be a positive whole number')
  .min(1, 'target must be a positive whole number')
  .max(1_000_000_000, 'target must be a positive whole number');

const achievementFields = {
  kind: z.enum(ACHIEVEMENT_KINDS),
  /** Poys for POYS_PLACED, baht for MONTH_TURNOVER, 1 for the others. */
  target,
  /** FAMILY_WIN only: the lotto family whose winning line counts. */
  family: z.enum(WIN_FAMILIES).nullable().default(null),
  reward: bahtInput({
    message: 'reward must be 0 or a positive number with at most 2 decimals',
    allowZero: true,
  }),
  name: localized(80),
  description: localized(300),
  active: z.boolean().default(true),
};

export const adminAchievementCreate = z
  .object({
    code: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'code must be 2-40 lower-case letters, digits or dashes'),
    ...achievementFields,
  })
  .refine((a) => (a.kind === 'FAMILY_WIN') === (a.family !== null), {
    message: 'family is required for FAMILY_WIN and only for it',
    path: ['family'],
  });
export const adminAchievementUpdate = z
  .object({ id: z.number().int().positive(), ...achievementFields })
  .refine((a) => (a.kind === 'FAMILY_WIN') === (a.family !== null), {
    message: 'family is required for FAMILY_WIN and only for it',
    path: ['family'],
  });

export const adminAchievement = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(ACHIEVEMENT_KINDS),
  target: z.number(),
  family: z.string().nullable(),
  reward: bahtAnswer,
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  active: z.boolean(),
  /** Members who reached it. */
  awarded: z.number(),
});
export type AdminAchievement = z.input<typeof adminAchievement>;

export const loyaltyReportQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
});
/**
 * One +07:00 day of the growth features: points issued and redeemed, the cash redemptions paid,
 * achievements awarded and their rewards, affiliate commissions paid, promotion bonuses granted.
 */
export const loyaltyReportDay = z.object({
  day: z.string(),
  issued: bahtAnswer,
  redeemed: bahtAnswer,
  redeemedMoney: bahtAnswer,
  awards: z.number(),
  rewards: bahtAnswer,
  commission: bahtAnswer,
  bonuses: bahtAnswer,
});
