import { affiliateEndpoints } from '@chokdee/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';

// Under `wallet`: a move of affiliate cash invalidates ['wallet'], and these with it.
const keys = {
  me: () => ['wallet', 'affiliate', 'me'] as const,
  members: (page: number) => ['wallet', 'affiliate', 'members', page] as const,
  earnings: () => ['wallet', 'affiliate', 'earnings'] as const,
};

export const AFFILIATE_PAGE_SIZE = 10;

/** `GET /api/affiliates.me`: the caller's link, referred counts, earnings and plan levels. */
export const useAffiliateMe = () =>
  useQuery({
    queryKey: keys.me(),
    queryFn: ({ signal }) => callApi(affiliateEndpoints.me, undefined, { signal }),
    staleTime: 30_000,
  });

/** `GET /api/affiliates.members`: one page of the caller's referred members, names masked. */
export const useAffiliateMembers = (page: number) =>
  useQuery({
    queryKey: keys.members(page),
    queryFn: ({ signal }) =>
      callApi(affiliateEndpoints.members, { page, pageSize: AFFILIATE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** `GET /api/affiliates.earnings`: commission credited per day, the last 30 days. */
export const useAffiliateEarnings = () =>
  useQuery({
    queryKey: keys.earnings(),
    queryFn: ({ signal }) => callApi(affiliateEndpoints.earnings, undefined, { signal }),
    staleTime: 30_000,
  });
