import { endpointGroup } from '../contract/endpoint-group.ts';
import {
  affiliateEarningsAnswer,
  affiliateMeAnswer,
  affiliateMembersAnswer,
  affiliateMembersQuery,
} from './affiliate-schemas.ts';

/**
 * The member's affiliate page (docs/growth.md). No input names a member: every call answers the
 * caller's own link, referrals and earnings.
 */
export const affiliateEndpoints = endpointGroup(
  { tags: ['affiliate'], auth: { member: 'credit' } },
  {
    me: {
      method: 'GET',
      path: '/api/affiliates.me',
      response: affiliateMeAnswer,
      summary: "The caller's affiliate link, referred members' counts, earnings and plan levels",
    },
    members: {
      method: 'GET',
      path: '/api/affiliates.members',
      query: affiliateMembersQuery,
      response: affiliateMembersAnswer,
      summary: "The caller's referred members (levels 1 and 2), newest first, names masked",
    },
    earnings: {
      method: 'GET',
      path: '/api/affiliates.earnings',
      response: affiliateEarningsAnswer,
      summary: 'Commission credited per +07:00 day over the last 30 days (the earnings chart)',
    },
  },
);
