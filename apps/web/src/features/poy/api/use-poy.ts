import { useQuery } from '@tanstack/react-query';
import { isApiError, poyApi } from '../../../lib/api-client.ts';
import type { PoyDetail } from '../types.ts';
import { poyKeys } from './keys.ts';

/** `GET /poy-api/poys.one?id=`: one slip with its lines; another member's or none → the 404 page. */
export const usePoy = (poyId: string) =>
  useQuery({
    queryKey: poyKeys.one(poyId),
    queryFn: ({ signal }) => poyApi.get<PoyDetail>('poys.one', { query: { id: poyId }, signal }),
    staleTime: 10_000,
    throwOnError: (error) => isApiError(error) && [400, 403, 404].includes(error.status),
  });
