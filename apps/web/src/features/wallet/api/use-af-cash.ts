import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { walletKeys } from './keys.ts';

/** `GET /api/af-cashs`: affiliate cash in baht. */
export const useAfCash = () =>
  useQuery({
    queryKey: walletKeys.afCash(),
    queryFn: async () => (await api.get<{ afMoney: number }>('af-cashs')).afMoney,
    staleTime: 10_000,
  });
