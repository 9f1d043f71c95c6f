import { useQuery } from '@tanstack/react-query';
import type { ResultQuery } from '../types.ts';
import { fetchResults } from './fetch-results.ts';
import { resultKeys } from './keys.ts';

/** Results of one draw date and/or one group (a group alone: its latest 30). */
export const useResults = (query: ResultQuery, enabled = true) =>
  useQuery({
    enabled,
    queryKey: resultKeys.list(query),
    queryFn: ({ signal }) => fetchResults(query, signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
