import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { NumberSet } from '../types.ts';

export const NUMBER_SETS_KEY = ['number-sets'] as const;

/** `GET /api/number-sets.all`: the member's number sets by name. */
export const useNumberSets = (enabled = true) =>
  useQuery({
    queryKey: NUMBER_SETS_KEY,
    queryFn: ({ signal }) => api.get<NumberSet[]>('number-sets.all', { signal }),
    enabled,
    staleTime: 60_000,
  });
