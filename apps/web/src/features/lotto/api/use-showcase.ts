import { betListsShowcaseEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { lottoKeys } from './keys.ts';

/** `GET /api/bet-lists.showcase` (public): the next round and the newest result of each family. */
export const useShowcase = () =>
  useQuery({
    queryKey: lottoKeys.showcase(),
    queryFn: ({ signal }) => callApi(betListsShowcaseEndpoint, undefined, { signal }),
    staleTime: 30_000,
    // A family's next round follows when one closes.
    refetchInterval: 60_000,
  });
