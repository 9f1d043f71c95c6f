import type { ResultQuery } from '../types.ts';

/** TanStack Query keys of the results pages. */
export const resultKeys = {
  all: ['results'] as const,
  list: (query: ResultQuery) =>
    ['results', 'list', query.resultDate ?? 'latest', query.betGroup ?? 'all'] as const,
  stats: (betType: string, draws: number) => ['results', 'stats', betType, draws] as const,
};
