import { z } from 'zod';
import { pageQuery } from '../admin/member-admin-schemas.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtInput } from '../money/baht-input.ts';
import { COMMISSION_BASES } from './commission.ts';

const PERCENT_MESSAGE = 'Percent must be from 0 to 100 with at most 2 decimals';
/** A plan's rate as staff type it: a percent with at most two decimals (one basis point). */
const percentSchema = z
  .number({ error: PERCENT_MESSAGE })
  .min(0, PERCENT_MESSAGE)
  .max(100, PERCENT_MESSAGE)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, PERCENT_MESSAGE);

/** Percent (2 decimals) ↔ basis points (1 % = 100). */
export const basisPointsOf = (percent: number): number => Math.round(percent * 100);
export const percentOf = (basisPoints: number): number => basisPoints / 100;

const AGENT_MESSAGE = 'Agent id must be a whole number from 0';
export const adminAffiliatePlanRequest = z.object({
  /** 0: the plan of every agent without one of its own. */
  agentId: z
    .number({ error: AGENT_MESSAGE })
    .int(AGENT_MESSAGE)
    .min(0, AGENT_MESSAGE)
    .max(2_147_483_647, AGENT_MESSAGE),
  basis: z.enum(COMMISSION_BASES, { error: 'Basis must be TURNOVER or NET_LOSS' }),
  level1Percent: percentSchema,
  level2Percent: percentSchema,
  minPayout: bahtInput({
    message: 'Minimum payout must be from 0 baht',
    allowZero: true,
    maxBaht: 1_000_000,
  }),
});

export const adminAffiliatePlan = z.object({
  agentId: z.number(),
  /** null for plan 0. */
  agentName: z.string().nullable(),
  basis: z.enum(COMMISSION_BASES),
  level1Percent: z.number(),
  level2Percent: z.number(),
  minPayout: bahtAnswer,
  updatedAt: z.string(),
});
export type AdminAffiliatePlan = z.input<typeof adminAffiliatePlan>;
export const adminAffiliatePlansResult = z.object({ items: z.array(adminAffiliatePlan) });

const DAY_MESSAGE = 'Day must be YYYY-MM-DD';
export const affiliateDaySchema = z
  .string({ error: DAY_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), DAY_MESSAGE);

export const adminAffiliateRunsQuery = z.object(pageQuery);
export const adminAffiliateRunDay = z.object({
  day: z.string(),
  /** Referrers with a row for the day. */
  referrers: z.number(),
  commission: bahtAnswer,
  paid: bahtAnswer,
  pending: bahtAnswer,
});
export type AdminAffiliateRunDay = z.input<typeof adminAffiliateRunDay>;
export const adminAffiliateRunsResult = z.object({
  items: z.array(adminAffiliateRunDay),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const adminAffiliateAccrualsQuery = z.object({ day: affiliateDaySchema, ...pageQuery });
export const adminAffiliateAccrual = z.object({
  referrer: z.object({ uuid: z.string(), userName: z.string() }),
  basis: z.enum(COMMISSION_BASES),
  level1Amount: bahtAnswer,
  level2Amount: bahtAnswer,
  level1Percent: z.number(),
  level2Percent: z.number(),
  /** Level-1 members who played that day. */
  referred: z.number(),
  commission: bahtAnswer,
  /** Rounded off, in 1/10,000 satang (never paid). */
  remainder: z.number(),
  /** The AF_COMMISSION payment's key; null while below the minimum payout. */
  paidKey: z.string().nullable(),
});
export type AdminAffiliateAccrual = z.input<typeof adminAffiliateAccrual>;
export const adminAffiliateAccrualsResult = z.object({
  items: z.array(adminAffiliateAccrual),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const adminAffiliateRunRequest = z.object({ day: affiliateDaySchema });
export const adminAffiliateRunResult = z.object({
  day: z.string(),
  /** Referrers given a row now (0 when the day was accrued before). */
  accrued: z.number(),
  /** Referrers paid now and what they were paid in all. */
  paid: z.number(),
  amount: bahtAnswer,
});
