import { adminAffiliateEndpoints as api, type EndpointAnswer } from '@chokdee/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';
import { callApi } from '../../../lib/call-api.ts';

const AFFILIATE_ADMIN_KEY = [ADMIN_KEY, 'affiliate'] as const;
const PLANS_KEY = [...AFFILIATE_ADMIN_KEY, 'plans'] as const;
const RUNS_KEY = [...AFFILIATE_ADMIN_KEY, 'runs'] as const;

export type AdminPlan = EndpointAnswer<typeof api.plansSave>;
export type AdminRunDay = EndpointAnswer<typeof api.runsList>['items'][number];
export type AdminAccrual = EndpointAnswer<typeof api.accrualsList>['items'][number];

export const useAffiliatePlans = () =>
  useQuery({
    queryKey: PLANS_KEY,
    queryFn: ({ signal }) => callApi(api.plansList, undefined, { signal }),
    select: (answer) => answer.items,
  });

export const useSavePlan = () => useStaffCall(api.plansSave, PLANS_KEY);

export const useRunDays = (page: number) =>
  useQuery({
    queryKey: [...RUNS_KEY, 'days', page],
    queryFn: ({ signal }) => callApi(api.runsList, { page, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAccruals = (day: string | null, page: number) =>
  useQuery({
    queryKey: [...RUNS_KEY, 'accruals', day, page],
    queryFn: ({ signal }) => callApi(api.accrualsList, { day: day ?? '', page, pageSize: 20 }, { signal }),
    enabled: day !== null,
    placeholderData: keepPreviousData,
  });

/** "Run for day X": refetches the days and their rows. */
export const useRunAccrual = () => useStaffCall(api.run, RUNS_KEY);
