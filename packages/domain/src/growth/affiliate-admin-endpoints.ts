import { endpointGroup } from '../contract/endpoint-group.ts';
import {
  adminAffiliateAccrualsQuery,
  adminAffiliateAccrualsResult,
  adminAffiliatePlan,
  adminAffiliatePlanRequest,
  adminAffiliatePlansResult,
  adminAffiliateRunRequest,
  adminAffiliateRunResult,
  adminAffiliateRunsQuery,
  adminAffiliateRunsResult,
} from './affiliate-admin-schemas.ts';

const view = { staff: 'affiliate.view' } as const;
const manage = { staff: 'affiliate.manage' } as const;

/** The back office of affiliate commissions (docs/growth.md). Every change is audited. */
export const adminAffiliateEndpoints = endpointGroup(
  { tags: ['admin: affiliate'] },
  {
    plansList: {
      method: 'GET',
      path: '/api/admin/affiliate.plans.list',
      auth: view,
      response: adminAffiliatePlansResult,
      summary: 'Commission plans: plan 0 (every agent without its own), then per agent',
    },
    plansSave: {
      method: 'POST',
      path: '/api/admin/affiliate.plans.save',
      auth: manage,
      body: adminAffiliatePlanRequest,
      response: adminAffiliatePlan,
      errors: ['AGENT_NOT_FOUND'],
      summary: "Create or change an agent's plan (basis, level 1 and 2 percent, minimum payout). Audited.",
    },
    runsList: {
      method: 'GET',
      path: '/api/admin/affiliate.runs.list',
      auth: view,
      query: adminAffiliateRunsQuery,
      response: adminAffiliateRunsResult,
      summary: 'Accrued days, newest first: referrers, commission, paid and pending',
    },
    accrualsList: {
      method: 'GET',
      path: '/api/admin/affiliate.accruals.list',
      auth: view,
      query: adminAffiliateAccrualsQuery,
      response: adminAffiliateAccrualsResult,
      summary: "One day's accruals per referrer, largest commission first",
    },
    run: {
      method: 'POST',
      path: '/api/admin/affiliate.runs.run',
      auth: manage,
      body: adminAffiliateRunRequest,
      response: adminAffiliateRunResult,
      errors: ['AFFILIATE_DAY_OPEN'],
      summary:
        'Run the daily accrual for a day that has ended (+07:00): accrues it if not yet, pays what is due. Safe to re-run: it pays once. Audited.',
    },
  },
);
