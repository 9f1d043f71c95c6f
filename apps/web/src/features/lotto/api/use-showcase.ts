import { betListsShowcaseEndpoint } from '@chokdee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { lottoKeys } from './keys.ts';

/** `GET /api/bet-lists.showcase` (public): the next round and the newest result of each family. */
const showcaseQuery = () =>
  queryOptions({
    queryKey: lottoKeys.showcase(),
    queryFn: ({ signal }) => callApi(betListsShowcaseEndpoint, undefined, { signal }),
    staleTime: 30_000,
  });

export const useShowcase = () =>
  useQuery({
    ...showcaseQuery(),
    // A family's next round follows when one closes.
    refetchInterval: 60_000,
  });

/** Fills the cache for the first render (a failure is left for the hook to show). */
export const prefetchShowcase = (): Promise<void> => queryClient.prefetchQuery(showcaseQuery());
