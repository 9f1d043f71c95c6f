import {
  depositsCryptoAllEndpoint,
  depositsCryptoEndpoint,
  depositsProvidersEndpoint,
  depositsTruemoneyEndpoint,
  depositsTruemoneyOpenEndpoint,
  trueWalletHistoryEndpoint,
  type EndpointInput,
  type TrueWalletHistoryItem,
} from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { walletKeys } from '../../wallet/index.ts';
import { POLL_MS } from '../api.ts';

export const providerKeys = {
  settings: ['wallet', 'deposit-providers'] as const,
  truemoneyOpen: ['wallet', 'deposits', 'truemoney-open'] as const,
  truemoneyHistory: ['wallet', 'deposits', 'truemoney-history'] as const,
  crypto: ['wallet', 'deposits', 'crypto'] as const,
};

/** `GET /api/deposits.providers`: the TrueMoney wallet and the crypto networks/rate (null: off). */
export const useProviderSettings = () =>
  useQuery({
    queryKey: providerKeys.settings,
    queryFn: () => callApi(depositsProvidersEndpoint),
    staleTime: 30_000,
  });

/** `GET /api/deposits.truemoney.open`: the member's open TrueMoney request, if any. */
export const useOpenTruemoney = () =>
  useQuery({
    queryKey: providerKeys.truemoneyOpen,
    queryFn: () => callApi(depositsTruemoneyOpenEndpoint),
    staleTime: 5_000,
  });

/** `POST /api/deposits.truemoney`. */
export function useCreateTruemoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => callApi(depositsTruemoneyEndpoint, { amount }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/**
 * `POST /api/true.wallet.history`: the member's transfers to the site wallet. Spec §8: a failure
 * is shown as an empty list, not an error.
 */
export const useTrueWalletHistory = () =>
  useQuery({
    queryKey: providerKeys.truemoneyHistory,
    queryFn: () => callApi(trueWalletHistoryEndpoint, {}).catch((): TrueWalletHistoryItem[] => []),
    staleTime: 5_000,
  });

/** `POST /api/deposits.crypto`. */
export function useCreateCrypto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof depositsCryptoEndpoint>) =>
      callApi(depositsCryptoEndpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/**
 * `GET /api/deposits.crypto.all`: the member's USDT requests with the transfer seen and its
 * confirmations, polled while one is still PENDING so confirmations count up on screen.
 */
export const useCryptoDeposits = () =>
  useQuery({
    queryKey: providerKeys.crypto,
    queryFn: () => callApi(depositsCryptoAllEndpoint),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'PENDING') ? POLL_MS : false),
  });
