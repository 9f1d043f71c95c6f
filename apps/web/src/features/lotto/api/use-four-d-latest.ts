import { fourDLatestEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { lottoKeys } from './keys.ts';

/** `POST /api/lotteries.4d.latest`: the 4D rounds of each family. */
export const useFourDLatest = () =>
  useQuery({
    queryKey: lottoKeys.fourD(),
    queryFn: ({ signal }) => callApi(fourDLatestEndpoint, undefined, { signal }),
    staleTime: 30_000,
  });
