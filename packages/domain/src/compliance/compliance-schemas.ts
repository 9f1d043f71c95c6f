import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtInput } from '../money/baht-input.ts';
import { MEMBER_MESSAGES } from '../members/member-messages.ts';

/** The operator's default minimum age (docs/compliance.md); staff may raise it. */
export const DEFAULT_MINIMUM_AGE = 20;

const isCalendarDate = (value: string): boolean => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
};

/** `YYYY-MM-DD`, a real calendar day from 1900; the age rule is the server's (its clock). */
export const birthDateSchema = z
  .string({ error: MEMBER_MESSAGES.birthDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MEMBER_MESSAGES.birthDateInvalid, abort: true })
  .refine(isCalendarDate, MEMBER_MESSAGES.birthDateInvalid);

const COUNTRY = 'Countries are ISO 3166-1 alpha-2 codes (TH, LA, …)';
const RANGE = 'Ranges are IPv4 or IPv6 addresses with a prefix length (203.0.113.0/24)';
const IPV4_CIDR = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\/(3[0-2]|[12]?\d)$/;
const IPV6_CIDR = /^[0-9a-f:]{2,39}\/(12[0-8]|1[01]\d|[1-9]?\d)$/i;

/**
 * The countries the operator is licensed for (an empty list: not configured, nobody is turned
 * away) and the address ranges always let in (the operator's own offices).
 */
export const jurisdictionsSchema = z.object({
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, COUNTRY)).max(250),
  allowedRanges: z
    .array(
      z
        .string()
        .refine((range) => IPV4_CIDR.test(range) || (IPV6_CIDR.test(range) && range.includes(':')), RANGE),
    )
    .max(100),
});
export type Jurisdictions = z.infer<typeof jurisdictionsSchema>;

export const SELF_EXCLUSION_PERIODS = ['24h', '7d', '6m', '1y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** One month of a member's play (Bangkok months, the newest last): what they put in and took out. */
export const activityMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  deposits: bahtAnswer,
  withdrawals: bahtAnswer,
  /** Lotto, Yeekee and game stakes, less what was refunded. */
  stakes: bahtAnswer,
  wins: bahtAnswer,
  /** wins - stakes: negative is a loss. */
  net: bahtAnswer,
});
export type ActivityMonth = z.input<typeof activityMonth>;

export const ACTIVITY_MONTHS = 12;

/** The money limits a member sets on themself (docs/compliance.md "Limits"). */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** The reality check's choices, in minutes. */
export const SESSION_REMINDER_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** How long a raise or a removal of a money limit waits before it applies. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

const LIMIT_VALUE = 'Enter a limit from 1 to 10,000,000 baht';
const REMINDER_VALUE = 'Choose how often to be reminded';

/** A limit per period, in baht; null: none. */
const periodLimits = z.object({
  day: bahtAnswer.nullable(),
  week: bahtAnswer.nullable(),
  month: bahtAnswer.nullable(),
});

export const limitsSchema = z.object({
  deposit: periodLimits,
  loss: periodLimits,
  /** The reality check every `minutes` of play; null: none. */
  session: z.object({ minutes: z.number().int().nullable() }),
  /** Raises and removals waiting for their time (value null: the limit goes). */
  pending: z.array(
    z.object({
      kind: z.enum(MONEY_LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      value: bahtAnswer.nullable(),
      effectiveAt: z.string(),
    }),
  ),
});
export type Limits = z.input<typeof limitsSchema>;

/** One change: a money limit (value null: remove it) or the reminder (applies at once). */
export const limitUpdateSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(MONEY_LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    value: bahtInput({ message: LIMIT_VALUE, maxBaht: 10_000_000 }).nullable(),
  }),
  z.object({
    kind: z.literal('session'),
    period: z.literal('session').optional(),
    value: z
      .number({ error: REMINDER_VALUE })
      .refine((minutes) => (SESSION_REMINDER_MINUTES as readonly number[]).includes(minutes), REMINDER_VALUE)
      .nullable(),
  }),
]);
export type LimitUpdate = z.input<typeof limitUpdateSchema>;
