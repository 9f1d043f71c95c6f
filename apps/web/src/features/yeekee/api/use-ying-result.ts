import { yingResultsOneEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { yeekeeKeys } from './keys.ts';

/**
 * `POST /api/ying-results.one`. Asked only once `enabled` (spec §4: after the result time or once
 * a result is set); until the scheduler has computed it the server answers an error, so it asks
 * again every few seconds.
 */
export const useYingResult = (roundId: string, enabled: boolean) =>
  useQuery({
    queryKey: yeekeeKeys.result(roundId),
    queryFn: ({ signal }) => callApi(yingResultsOneEndpoint, { betId: roundId }, { signal }),
    enabled,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => (query.state.data ? false : 3_000),
  });
