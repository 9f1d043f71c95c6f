import { z } from 'zod';
import { endpointGroup } from '../contract/endpoint-group.ts';
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
  .regex(/^\d{4}-\d{2}-\d{2}$/, MEMBER_MESSAGES.birthDateInvalid)
  .refine(isCalendarDate, MEMBER_MESSAGES.birthDateInvalid);

export const SELF_EXCLUSION_PERIODS = ['24h', '7d', '6m', '1y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export const complianceEndpoints = endpointGroup(
  { tags: ['compliance'] },
  {
    birthDate: {
      method: 'POST',
      path: '/api/users.birth-date',
      auth: { member: 'account' },
      body: z.object({ birthDate: birthDateSchema }),
      response: z.object({}),
      errors: ['BIRTH_DATE_SET'],
      summary:
        'A member from before the age check gives their date of birth (once); under the minimum age: 400 fields.birthDate',
    },
    selfExclude: {
      method: 'POST',
      path: '/api/self-exclusions.create',
      auth: { member: 'account' },
      body: z.object({
        period: z.enum(SELF_EXCLUSION_PERIODS),
        password: z.string({ error: MEMBER_MESSAGES.pinEmpty }).min(1, MEMBER_MESSAGES.pinEmpty).max(100),
      }),
      response: z.object({ until: z.string().nullable() }),
      errors: ['WRONG_PIN'],
      summary:
        'Excludes the member for the period (null until: permanently); ends every session. Login, bets, deposits and games answer SELF_EXCLUDED until then',
    },
  },
);
