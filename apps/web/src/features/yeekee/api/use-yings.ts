import { yingsEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { yeekeeKeys } from './keys.ts';

/** How many of the newest shots the panel lists. */
export const SHOTS_SHOWN = 30;

/**
 * `GET /api/yings?betId=&limit=`: the newest shots (masked usernames), newest first. The live
 * `ying-update` event writes into this query; `refetchInterval` only covers a dropped socket.
 */
export const useYings = (roundId: string, live: boolean) =>
  useQuery({
    queryKey: yeekeeKeys.shots(roundId),
    queryFn: ({ signal }) => callApi(yingsEndpoint, { betId: roundId, limit: SHOTS_SHOWN }, { signal }),
    staleTime: 2_000,
    refetchInterval: live ? 15_000 : false,
  });
