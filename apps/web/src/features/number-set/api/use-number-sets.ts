import { numberSetsAllEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const NUMBER_SETS_KEY = ['number-sets'] as const;

/** `GET /api/number-sets.all`: the member's number sets by name. */
export const useNumberSets = (enabled = true) =>
  useQuery({
    queryKey: NUMBER_SETS_KEY,
    queryFn: ({ signal }) => callApi(numberSetsAllEndpoint, undefined, { signal }),
    enabled,
    staleTime: 60_000,
  });
