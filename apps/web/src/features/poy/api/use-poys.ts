import { poysAllEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { poyKeys } from './keys.ts';

/** `GET /poy-api/poys.all`: the member's poys, newest first (at most 100), optionally of one group. */
export const usePoys = (betGroup?: string) =>
  useQuery({
    queryKey: poyKeys.list(betGroup),
    queryFn: ({ signal }) => callApi(poysAllEndpoint, { betGroup }, { signal }),
    staleTime: 10_000,
  });
