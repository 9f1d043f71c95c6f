import { useQuery } from '@tanstack/react-query';
import { creditTurnoversEndpoint } from '@chokdee/domain';
import { callApi } from '../../../lib/call-api.ts';
import { walletKeys } from './keys.ts';

/** `GET /api/credit-turnovers`: whether a withdrawal is allowed and the turnover still to bet. */
export const useCreditTurnover = () =>
  useQuery({
    queryKey: walletKeys.turnover(),
    queryFn: () => callApi(creditTurnoversEndpoint),
    staleTime: 10_000,
  });
