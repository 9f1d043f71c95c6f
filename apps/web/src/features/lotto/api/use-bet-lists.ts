import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { BetListsLatest } from '../types.ts';
import { lottoKeys } from './keys.ts';

export const fetchBetLists = (signal?: AbortSignal) =>
  api.get<BetListsLatest>('bet-lists.latest', { signal });

/** `GET /api/bet-lists.latest`: open rounds (and those closed within the hour) per group. */
export const useBetLists = () =>
  useQuery({
    queryKey: lottoKeys.latest(),
    queryFn: ({ signal }) => fetchBetLists(signal),
    staleTime: 30_000,
    // New rounds open through the day (Yeekee every 15 minutes): refresh while the page is open.
    refetchInterval: 60_000,
  });
