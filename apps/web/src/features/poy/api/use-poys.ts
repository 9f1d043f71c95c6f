import { useQuery } from '@tanstack/react-query';
import { poyApi } from '../../../lib/api-client.ts';
import type { PoySummary } from '../types.ts';
import { poyKeys } from './keys.ts';

/** `GET /poy-api/poys.all`: the member's slips, newest first (at most 100), optionally of one group. */
export const usePoys = (betGroup?: string) =>
  useQuery({
    queryKey: poyKeys.list(betGroup),
    queryFn: ({ signal }) => poyApi.get<PoySummary[]>('poys.all', { query: { betGroup }, signal }),
    staleTime: 10_000,
  });
