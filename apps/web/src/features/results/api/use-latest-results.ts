import { useQueries } from '@tanstack/react-query';
import { RESULT_SECTIONS } from '../result-sections.ts';
import { fetchResults } from './fetch-results.ts';
import { resultKeys } from './keys.ts';

/**
 * The latest results of every group: each group's history (one call per group, in parallel),
 * merged once every group answered; a failed group leaves the others shown and sets `isError`.
 */
export function useLatestResults(enabled = true) {
  return useQueries({
    queries: RESULT_SECTIONS.map((group) => ({
      enabled,
      queryKey: resultKeys.list({ betGroup: group }),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchResults({ betGroup: group }, signal),
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
    })),
    combine: (answers) => {
      const isPending = answers.some((a) => a.isPending);
      return {
        data: isPending ? undefined : answers.flatMap((a) => a.data ?? []),
        isPending,
        isError: answers.some((a) => a.isError),
        refetch: () => Promise.all(answers.map((a) => a.refetch())),
      };
    },
  });
}
