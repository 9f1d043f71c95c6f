import { betListResultsStatsEndpoint, type RoundFamily } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { resultKeys } from './keys.ts';

/** `GET /api/bet-list-results.stats` (public): a family's hot and cold numbers over its latest draws. */
export const useResultStats = (betType: RoundFamily, draws: number) =>
  useQuery({
    queryKey: resultKeys.stats(betType, draws),
    queryFn: ({ signal }) => callApi(betListResultsStatsEndpoint, { betType, draws }, { signal }),
    staleTime: 5 * 60_000,
  });
