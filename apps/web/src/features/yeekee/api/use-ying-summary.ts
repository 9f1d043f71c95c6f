import { yingsSummaryEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { yeekeeKeys } from './keys.ts';

/** `POST /api/yings.summary`: count, running sum and the shot currently 16th from the newest. */
export const useYingSummary = (betId: string, live: boolean) =>
  useQuery({
    queryKey: yeekeeKeys.summary(betId),
    queryFn: ({ signal }) => callApi(yingsSummaryEndpoint, { betId }, { signal }),
    staleTime: 2_000,
    refetchInterval: live ? 15_000 : false,
  });
