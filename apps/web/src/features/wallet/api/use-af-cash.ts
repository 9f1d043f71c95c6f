import { useQuery } from '@tanstack/react-query';
import { afCashsEndpoint } from '@chokdee/domain';
import { callApi } from '../../../lib/call-api.ts';
import { walletKeys } from './keys.ts';

/** `GET /api/af-cashs`: affiliate cash in baht. */
export const useAfCash = () =>
  useQuery({
    queryKey: walletKeys.afCash(),
    queryFn: async () => (await callApi(afCashsEndpoint)).afMoney,
    staleTime: 10_000,
  });
