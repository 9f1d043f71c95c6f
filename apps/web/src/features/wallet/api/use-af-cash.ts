import { useQuery } from '@tanstack/react-query';
import { afCashEndpoint } from '@chokdee/domain';
import { callApi } from '../../../lib/call-api.ts';
import { walletKeys } from './keys.ts';

/** `GET /api/af-cashs`: affiliate cash in baht. */
export const useAfCash = () =>
  useQuery({
    queryKey: walletKeys.afCash(),
    queryFn: async () => (await callApi(afCashEndpoint)).afMoney,
    staleTime: 10_000,
  });
