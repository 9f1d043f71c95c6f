import { rateNowEndpoint } from '@chokdee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { lottoKeys } from './keys.ts';

/**
 * `GET /api/number-reachs.rate-now.all?betId=`: default rates and every number whose rate differs
 * now. Its `betType` parameter narrows to one *option*, so it is left out: the slip needs them all.
 */
export const ratesNowQuery = (roundId: string) =>
  queryOptions({
    queryKey: lottoKeys.ratesNow(roundId),
    queryFn: ({ signal }) => callApi(rateNowEndpoint, { betId: roundId }, { signal }),
    staleTime: 15_000,
  });

export const useRatesNow = (roundId: string, enabled = true) =>
  useQuery({
    ...ratesNowQuery(roundId),
    enabled,
    // Rates drop as numbers sell; a slip kept open for a while should see it before confirming.
    refetchInterval: 30_000,
  });
