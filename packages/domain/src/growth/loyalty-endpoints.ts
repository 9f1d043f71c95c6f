import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { endpointGroup } from '../contract/endpoint-group.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { statementLine } from '../wallet/wallet-endpoints.ts';
import {
  achievementAnswer,
  achievementsQuery,
  adminAchievement,
  adminAchievementCreate,
  adminAchievementUpdate,
  loyaltyReportDay,
  loyaltyReportQuery,
  loyaltySettings,
  loyaltySettingsUpdate,
  redeemPointsRequest,
} from './loyalty-schemas.ts';

const tags = ['loyalty'];

export const loyaltyPointsRedeemEndpoint = endpoint({
  method: 'POST',
  path: '/api/loyalty-points.redeem',
  auth: { member: 'credit' },
  body: redeemPointsRequest,
  response: z.object({ balance: bahtAnswer, money: bahtAnswer }),
  idempotencyKey: 'optional',
  errors: ['POINTS_BELOW_MINIMUM', 'INSUFFICIENT_BALANCE'],
  summary: 'Redeem loyalty points to cash at the staff-set rate; Idempotency-Key header 1-100 chars',
  tags,
});

export const loyaltyPointsTermsEndpoint = endpoint({
  method: 'GET',
  path: '/api/loyalty-points.terms',
  auth: { member: 'member' },
  response: z.object({ pointValue: bahtAnswer, minPoints: bahtAnswer }),
  summary: 'What one point redeems for (baht) and the fewest points one redemption takes',
  tags,
});

export const loyaltyPointsTransactionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/loyalty-points.transaction.all',
  auth: { member: 'member' },
  response: z.array(statementLine),
  summary: 'The loyalty points statement: the last 90 days, newest first, at most 500 rows',
  tags,
});

export const achievementsEndpoint = endpoint({
  method: 'GET',
  path: '/api/achievements',
  auth: { member: 'member' },
  query: achievementsQuery,
  response: z.array(achievementAnswer),
  summary: "The site's active achievements with the member's progress (name in `lang`, else Thai)",
  tags,
});

const view = { staff: 'loyalty.view' } as const;
const manage = { staff: 'loyalty.manage' } as const;

/** The back office of points and achievements (docs/growth.md). Every change is audited. */
export const adminLoyaltyEndpoints = endpointGroup(
  { tags: ['admin: loyalty'] },
  {
    settings: {
      method: 'GET',
      path: '/api/admin/loyalty.settings',
      auth: view,
      response: loyaltySettings,
      summary: 'Points rates per family, redeem rate and minimum',
    },
    settingsUpdate: {
      method: 'POST',
      path: '/api/admin/loyalty.settings.update',
      auth: manage,
      body: loyaltySettingsUpdate,
      response: loyaltySettings,
      summary: 'Change points rates, the redeem rate or the minimum. Audited.',
    },
    achievementsList: {
      method: 'GET',
      path: '/api/admin/loyalty.achievements.list',
      auth: view,
      response: z.object({ items: z.array(adminAchievement) }),
      summary: 'Every achievement rule, active or not, with how many members reached it',
    },
    achievementsCreate: {
      method: 'POST',
      path: '/api/admin/loyalty.achievements.create',
      auth: manage,
      body: adminAchievementCreate,
      response: adminAchievement,
      status: 201,
      errors: ['ACHIEVEMENT_EXISTS'],
      summary: 'Add an achievement rule. Audited.',
    },
    achievementsUpdate: {
      method: 'POST',
      path: '/api/admin/loyalty.achievements.update',
      auth: manage,
      body: adminAchievementUpdate,
      response: adminAchievement,
      errors: ['ACHIEVEMENT_NOT_FOUND'],
      summary: 'Change or disable (active: false) an achievement rule. Audited.',
    },
    report: {
      method: 'GET',
      path: '/api/admin/loyalty.report',
      auth: view,
      query: loyaltyReportQuery,
      response: z.object({ days: z.array(loyaltyReportDay) }),
      summary: 'Per +07:00 day, newest first: points issued and redeemed, achievements awarded',
    },
  },
);
