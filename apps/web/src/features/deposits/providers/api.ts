import type {
  CryptoDepositAnswer,
  CryptoNetwork,
  MemberCryptoDeposit,
  ProviderSettings,
  TruemoneyDepositAnswer,
  TrueWalletHistoryItem,
} from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
    queryFn: () => api.get<ProviderSettings>('deposits.providers'),
    staleTime: 30_000,
  });

/** `GET /api/deposits.truemoney.open`: the member's open TrueMoney request, if any. */
export const useOpenTruemoney = () =>
  useQuery({
    queryKey: providerKeys.truemoneyOpen,
    queryFn: () => api.get<TruemoneyDepositAnswer | null>('deposits.truemoney.open'),
    staleTime: 5_000,
  });

/** `POST /api/deposits.truemoney`. */
export function useCreateTruemoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => api.post<TruemoneyDepositAnswer>('deposits.truemoney', { amount }),
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
    queryFn: () =>
      api.post<TrueWalletHistoryItem[]>('true.wallet.history', {}).catch((): TrueWalletHistoryItem[] => []),
    staleTime: 5_000,
  });

/** `POST /api/deposits.crypto`. */
export function useCreateCrypto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: number; network: CryptoNetwork }) =>
      api.post<CryptoDepositAnswer>('deposits.crypto', input),
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
    queryFn: () => api.get<MemberCryptoDeposit[]>('deposits.crypto.all'),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'PENDING') ? POLL_MS : false),
  });
