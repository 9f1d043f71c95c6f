import { z } from 'zod';
import { pageQuery } from '../admin/member-admin-schemas.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { COMMISSION_BASES } from './commission.ts';

/** Days on the member's earnings chart: today and the 29 days before it (+07:00). */
export const AFFILIATE_CHART_DAYS = 30;

export const affiliateLevel = z.object({
  level: z.union([z.literal(1), z.literal(2)]),
  /** Percent of the basis (0.5 = 0.5 %). */
  percent: z.number(),
  basis: z.enum(COMMISSION_BASES),
});

export const affiliateMeAnswer = z.object({
  slug: z.string(),
  /** `<site>/register/<slug>`. */
  link: z.string(),
  referred: z.object({
    /** Members the caller brought in (level 1). */
    total: z.number(),
    /** Of those, members who staked in the last 30 days. */
    active30d: z.number(),
  }),
  /** Commission credited to affiliate cash, by the +07:00 day it was credited. */
  earnings: z.object({
    today: bahtAnswer,
    month: bahtAnswer,
    allTime: bahtAnswer,
    /** Accrued but not paid yet: below the plan's minimum payout. */
    pending: bahtAnswer,
  }),
  /** The plan's minimum payout. */
  minPayout: bahtAnswer,
  levels: z.array(affiliateLevel),
});

export const affiliateMembersQuery = z.object(pageQuery);

export const affiliateMember = z.object({
  /** Masked as the Yeekee shot list masks names (`maskUserName`: `de***01`). */
  userName: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** `YYYY-MM-DDTHH:mm:ss+07:00`. */
  joinedAt: z.string(),
  /** Stakes less refunds of the last 30 days, never below 0. */
  turnover30d: bahtAnswer,
});

export const affiliateMembersAnswer = z.object({
  items: z.array(affiliateMember),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const affiliateEarningsAnswer = z.object({
  /** Oldest first, one per day of the window, 0 on days without a payment. */
  days: z.array(z.object({ day: z.string(), amount: bahtAnswer })),
});
