import { yingsSummaryEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { yeekeeKeys } from './keys.ts';

/** `POST /api/yings.summary`: count, running sum and the shot currently 16th from the newest. */
export const useYingSummary = (roundId: string, live: boolean) =>
  useQuery({
    queryKey: yeekeeKeys.summary(roundId),
    queryFn: ({ signal }) => callApi(yingsSummaryEndpoint, { betId: roundId }, { signal }),
    staleTime: 2_000,
    refetchInterval: live ? 15_000 : false,
  });
