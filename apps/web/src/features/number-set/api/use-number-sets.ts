import { numberSetsAllEndpoint } from '@chokdee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const NUMBER_SETS_KEY = ['number-sets'] as const;

/** `GET /api/number-sets.all`: the member's number sets by name. */
export const numberSetsQuery = () =>
  queryOptions({
    queryKey: NUMBER_SETS_KEY,
    queryFn: ({ signal }) => callApi(numberSetsAllEndpoint, undefined, { signal }),
    staleTime: 60_000,
  });

export const useNumberSets = (enabled = true) => useQuery({ ...numberSetsQuery(), enabled });
