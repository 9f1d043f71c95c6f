import { z } from 'zod';
import { endpointGroup } from '../contract/endpoint-group.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { loginRequest } from '../members/member-schemas.ts';
import { bahtAmountSchema } from '../wallet/amount-schema.ts';
import { withdrawAnswer } from '../wallet/withdraw-schemas.ts';
import { MEMBER_MESSAGES } from '../members/member-messages.ts';
import {
  activityMonth,
  birthDateSchema,
  jurisdictionsSchema,
  limitsSchema,
  limitUpdateSchema,
  SELF_EXCLUSION_PERIODS,
} from './compliance-schemas.ts';

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
    activity: {
      method: 'GET',
      path: '/api/activity',
      auth: { member: 'account' },
      response: z.object({ months: z.array(activityMonth) }),
      summary:
        "The member's last 12 months: deposits, withdrawals, stakes (less refunds), wins and the net result, per Bangkok month",
    },
    limits: {
      method: 'GET',
      path: '/api/limits',
      auth: { member: 'account' },
      response: limitsSchema,
      summary:
        "The member's deposit and loss limits per day, week and month, the session reminder, and raises waiting for their time",
    },
    updateLimit: {
      method: 'POST',
      path: '/api/limits.update',
      auth: { member: 'account' },
      body: limitUpdateSchema,
      response: limitsSchema,
      summary:
        'Sets one limit (value null: removes it). A lower limit applies at once; a higher one or a removal after 24 hours (in pending). The reminder applies at once',
    },
    excludedWithdraw: {
      method: 'POST',
      path: '/api/self-exclusions.withdraw',
      auth: 'public',
      body: loginRequest.extend({ amount: bahtAmountSchema.optional() }),
      response: withdrawAnswer.extend({ amount: bahtAnswer }),
      status: 201,
      errors: [
        'INVALID_CREDENTIALS',
        'LOCKED',
        'NOT_SELF_EXCLUDED',
        'BANK_ACCOUNT_MISMATCH',
        'TURNOVER_NOT_MET',
        'WITHDRAWAL_PENDING',
        'INSUFFICIENT_BALANCE',
        'RATE_LIMITED',
      ],
      summary:
        'A self-excluded member, who cannot log in, asks with their user name and PIN for a withdrawal to their withdrawal account: `amount`, or without it all the available balance; the usual withdrawal rules apply',
    },
    realityCheck: {
      method: 'GET',
      path: '/api/reality-check',
      auth: { member: 'account' },
      response: z.object({ startedAt: z.string(), net: bahtAnswer, minutes: z.number().int().nullable() }),
      summary:
        "The reality check: when this login started, the net result (wins - stakes) since, and the member's reminder in minutes",
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

const manageSite = { staff: 'site.manage' } as const;

export const adminJurisdictionEndpoints = endpointGroup(
  { tags: ['admin: compliance'], auth: manageSite },
  {
    read: {
      method: 'GET',
      path: '/api/admin/site.jurisdictions',
      response: jurisdictionsSchema,
      summary: 'The countries the site serves and the address ranges always let in',
    },
    update: {
      method: 'POST',
      path: '/api/admin/site.jurisdictions.update',
      body: jurisdictionsSchema,
      response: jurisdictionsSchema,
      summary:
        'Replace the countries served (empty: everyone) and the always-allowed ranges; applies on every node within seconds. Audited.',
    },
  },
);
