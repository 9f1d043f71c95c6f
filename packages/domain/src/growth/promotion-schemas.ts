import { z } from 'zod';
import { pageQuery } from '../admin/member-admin-schemas.ts';
import { rateToHundredths } from '../bet/rates.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtInput } from '../money/baht-input.ts';
import { isoInstantSchema } from '../wallet/amount-schema.ts';
import { PROMOTION_AUDIENCES, PROMOTION_TYPES } from './promotion-bonus.ts';

/** A promotion as a member (or a guest) reads it: texts in their language, falling back to th. */
export const promotionItem = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised on save by the server; the web sanitises again before rendering. */
  body: z.string(),
  image: z.string().nullable(),
  type: z.enum(PROMOTION_TYPES),
  /** `YYYY-MM-DDTHH:mm:ss+07:00`. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** With a token only: the caller may claim it now (window, audience, not claimed, something to pay). */
  claimable: z.boolean().optional(),
  /** With a token only: when the caller claimed it (for CASHBACK: this week's claim); null if not. */
  claimedAt: z.string().nullable().optional(),
  /** With a token only: what a claim would pay now and the turnover it would add (0 when not claimable). */
  bonus: bahtAnswer.optional(),
  turnOver: bahtAnswer.optional(),
});
export type PromotionItem = z.input<typeof promotionItem>;

export const promotionsQuery = z.object({ locale: z.string().max(5).optional() }).optional();

export const promotionIdSchema = z
  .string({ error: 'id is required' })
  .regex(/^[1-9]\d{0,17}$/, 'id is invalid');
export const promotionClaimRequest = z.object({ id: promotionIdSchema });
export const promotionClaimResult = z.object({ bonus: bahtAnswer, turnOver: bahtAnswer });

const TITLE_MESSAGE = 'Title must be 1-120 characters';
const BODY_MESSAGE = 'Body must be at most 20,000 characters';
const optionalTitle = z.string().trim().max(120, TITLE_MESSAGE).default('');
const optionalBody = z.string().max(20_000, BODY_MESSAGE).default('');
/** Thai is required; an empty other language shows the Thai text. */
export const promotionTitles = z.object({
  th: z.string({ error: TITLE_MESSAGE }).trim().min(1, TITLE_MESSAGE).max(120, TITLE_MESSAGE),
  en: optionalTitle,
  kh: optionalTitle,
  mm: optionalTitle,
});
export const promotionBodies = z.object({
  th: z.string({ error: BODY_MESSAGE }).max(20_000, BODY_MESSAGE),
  en: optionalBody,
  kh: optionalBody,
  mm: optionalBody,
});

const IMAGE_MESSAGE = 'Image must be an https URL or a site path like /promotions/name.webp';
export const promotionImageSchema = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .max(500, IMAGE_MESSAGE)
  .refine(
    (value) =>
      /^\/[A-Za-z0-9/_.-]{1,199}$/.test(value) || (/^https:\/\/\S+$/.test(value) && URL.canParse(value)),
    IMAGE_MESSAGE,
  );

const hundredths = (message: string, max: number) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((value) => rateToHundredths(value) !== null, message)
    .transform((value) => rateToHundredths(value) ?? 0);

/** What staff set; percent and multiplier travel as numbers with two decimals, stored in hundredths. */
export const promotionFields = z.object({
  type: z.enum(PROMOTION_TYPES),
  title: promotionTitles,
  body: promotionBodies,
  image: promotionImageSchema.nullable().default(null),
  audience: z.enum(PROMOTION_AUDIENCES).default('ALL'),
  /** NEW_MEMBERS: registered within this many days of the claim. */
  newMemberDays: z.number().int().min(1).max(365).nullable().default(null),
  /** LEVEL: members whose level is at least this. */
  minLevel: z.number().int().min(0).max(100).nullable().default(null),
  percent: hundredths('Percent must be 0.01-100 with at most 2 decimals', 100).refine((v) => v > 0, {
    message: 'Percent must be 0.01-100 with at most 2 decimals',
  }),
  cap: bahtInput({ message: 'Cap must be a baht amount above 0', maxBaht: 10_000_000 }),
  turnoverMultiplier: hundredths('Turnover multiplier must be 0-100 with at most 2 decimals', 100),
  startsAt: isoInstantSchema,
  endsAt: isoInstantSchema,
  active: z.boolean().default(true),
});

const checked = <T extends z.ZodType<z.output<typeof promotionFields>>>(schema: T) =>
  schema
    .refine((p) => new Date(p.endsAt) > new Date(p.startsAt), {
      path: ['endsAt'],
      message: 'End must be after start',
    })
    .refine((p) => p.audience !== 'NEW_MEMBERS' || p.newMemberDays !== null, {
      path: ['newMemberDays'],
      message: 'Set the number of days for new members',
    })
    .refine((p) => p.audience !== 'LEVEL' || p.minLevel !== null, {
      path: ['minLevel'],
      message: 'Set the minimum level',
    });

export const promotionCreateRequest = checked(promotionFields);
export const promotionUpdateRequest = checked(promotionFields.extend({ id: promotionIdSchema }));
export type PromotionFields = z.output<typeof promotionFields>;

export const adminPromotion = z.object({
  id: z.string(),
  type: z.enum(PROMOTION_TYPES),
  title: z.object({ th: z.string(), en: z.string(), kh: z.string(), mm: z.string() }),
  body: z.object({ th: z.string(), en: z.string(), kh: z.string(), mm: z.string() }),
  image: z.string().nullable(),
  audience: z.enum(PROMOTION_AUDIENCES),
  newMemberDays: z.number().nullable(),
  minLevel: z.number().nullable(),
  percent: z.number(),
  cap: bahtAnswer,
  turnoverMultiplier: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  claims: z.number(),
  bonusTotal: bahtAnswer,
  updatedAt: z.string(),
});
export type AdminPromotion = z.input<typeof adminPromotion>;
export const adminPromotionsResult = z.object({ items: z.array(adminPromotion) });

export const adminPromotionClaimsQuery = z.object({ id: promotionIdSchema, ...pageQuery });
export const adminPromotionClaim = z.object({
  memberUuid: z.string(),
  userName: z.string(),
  /** CASHBACK: the +07:00 week (its Monday) the claim paid; '' for once-only promotions. */
  period: z.string(),
  /** The deposit or net loss the bonus was computed on. */
  basis: bahtAnswer,
  bonus: bahtAnswer,
  turnOver: bahtAnswer,
  createdAt: z.string(),
});
export type AdminPromotionClaim = z.input<typeof adminPromotionClaim>;
export const adminPromotionClaimsResult = z.object({
  items: z.array(adminPromotionClaim),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  bonusTotal: bahtAnswer,
});
