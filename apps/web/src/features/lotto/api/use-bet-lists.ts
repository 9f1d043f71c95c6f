import { betListsLatestEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { lottoKeys } from './keys.ts';

export const fetchBetLists = (signal?: AbortSignal) => callApi(betListsLatestEndpoint, undefined, { signal });

/** `GET /api/bet-lists.latest`: open rounds (and those closed within the hour) per group. */
export const useBetLists = () =>
  useQuery({
    queryKey: lottoKeys.latest(),
    queryFn: ({ signal }) => fetchBetLists(signal),
    staleTime: 30_000,
    // New rounds open through the day (Yeekee every 15 minutes): refresh while the page is open.
    refetchInterval: 60_000,
  });
