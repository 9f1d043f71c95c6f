import { z } from 'zod';
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

export const SELF_EXCLUSION_PERIODS = ['24h', '7d', '6m', '1y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
