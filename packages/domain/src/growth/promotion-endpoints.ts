import { endpoint } from '../contract/endpoint.ts';
import { endpointGroup } from '../contract/endpoint-group.ts';
import { z } from 'zod';
import {
  adminPromotion,
  adminPromotionClaimsQuery,
  adminPromotionClaimsResult,
  adminPromotionsResult,
  promotionClaimRequest,
  promotionClaimResult,
  promotionCreateRequest,
  promotionItem,
  promotionsQuery,
  promotionUpdateRequest,
} from './promotion-schemas.ts';

const tags = ['promotions'];

export const promotionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/promotions',
  auth: 'public',
  query: promotionsQuery,
  response: z.array(promotionItem),
  summary:
    "Running promotions in the locale cookie's language (th fallback); with a token also claimable, claimedAt, bonus, turnOver",
  tags,
});

export const promotionClaimEndpoint = endpoint({
  method: 'POST',
  path: '/api/promotions.claim',
  auth: { member: 'credit' },
  body: promotionClaimRequest,
  response: promotionClaimResult,
  errors: [
    'PROMOTION_NOT_FOUND',
    'PROMOTION_NOT_ACTIVE',
    'PROMOTION_NOT_ELIGIBLE',
    'PROMOTION_ALREADY_CLAIMED',
    'PROMOTION_NOTHING_TO_CLAIM',
  ],
  summary:
    'Claim a promotion once (CASHBACK: once a week): the bonus is credited and a PROMOTION turnover requirement added',
  tags,
});

const view = { staff: 'promotions.view' } as const;
const manage = { staff: 'promotions.manage' } as const;

/** The back office of promotions (docs/growth.md "Promotions"). Every change is audited. */
export const adminPromotionsEndpoints = endpointGroup(
  { tags: ['admin: promotions'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/promotions.list',
      auth: view,
      response: adminPromotionsResult,
      summary: 'Every promotion, newest first, with its claim count and bonus total',
    },
    create: {
      method: 'POST',
      path: '/api/admin/promotions.create',
      auth: manage,
      body: promotionCreateRequest,
      response: adminPromotion,
      status: 201,
      summary: 'Add a promotion; the bodies are sanitised on save. Audited.',
    },
    update: {
      method: 'POST',
      path: '/api/admin/promotions.update',
      auth: manage,
      body: promotionUpdateRequest,
      response: adminPromotion,
      errors: ['PROMOTION_NOT_FOUND'],
      summary: 'Change a promotion (active: false disables it); claims already paid stay. Audited.',
    },
    claims: {
      method: 'GET',
      path: '/api/admin/promotions.claims',
      auth: view,
      query: adminPromotionClaimsQuery,
      response: adminPromotionClaimsResult,
      errors: ['PROMOTION_NOT_FOUND'],
      summary: 'The claims of a promotion, newest first: who, when, on what, bonus and turnover',
    },
  },
);
