import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CreditTurnover } from '../types.ts';
import { walletKeys } from './keys.ts';

/** `GET /api/credit-turnovers`: whether a withdrawal is allowed and the turnover still to bet. */
export const useCreditTurnover = () =>
  useQuery({
    queryKey: walletKeys.turnover(),
    queryFn: () => api.get<CreditTurnover>('credit-turnovers'),
    staleTime: 10_000,
  });
