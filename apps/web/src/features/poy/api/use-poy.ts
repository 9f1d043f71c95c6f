import { poysOneEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { poyKeys } from './keys.ts';

/** `GET /poy-api/poys.one?id=`: one poy with its lines; another member's or none → the 404 page. */
export const usePoy = (poyId: string) =>
  useQuery({
    queryKey: poyKeys.one(poyId),
    queryFn: ({ signal }) => callApi(poysOneEndpoint, { id: poyId }, { signal }),
    staleTime: 10_000,
    throwOnError: (error) => isApiError(error) && [400, 403, 404].includes(error.status),
  });
