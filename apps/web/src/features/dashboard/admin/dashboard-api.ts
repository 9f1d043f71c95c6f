import { adminDashboardSummaryEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';

export const DASHBOARD_KEY = [ADMIN_KEY, 'dashboard'] as const;

export const fetchDashboardSummary = (signal?: AbortSignal) =>
  callApi(adminDashboardSummaryEndpoint, undefined, { signal });

/** Today's money, the open queues and 14 days; refreshed each minute while the page is open. */
export const useDashboardSummary = () =>
  useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => fetchDashboardSummary(signal),
    refetchInterval: 60_000,
  });
