import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FourDLists } from '../types.ts';
import { lottoKeys } from './keys.ts';

/** `POST /api/lotteries.4d.latest`: the 4D rounds of each family. */
export const useFourDLatest = () =>
  useQuery({
    queryKey: lottoKeys.fourD(),
    queryFn: ({ signal }) => api.post<Partial<FourDLists>>('lotteries.4d.latest', {}, { signal }),
    staleTime: 30_000,
  });
