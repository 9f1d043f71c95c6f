import type {
  AdminCryptoSettingsRequest,
  AdminCryptoTransfersResult,
  AdminProviderSettings,
  AdminTruemoneyTransfersResult,
  CryptoNetwork,
} from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api.ts';
import { DEPOSITS_KEY } from '../deposits/deposits-api.ts';

/** Under the deposits key: a change here refetches with the rest of the Deposits page. */
export const PROVIDERS_KEY = [...DEPOSITS_KEY, 'providers'] as const;

type Query = Record<string, string | number | undefined>;

export const fetchProviderSettings = (signal?: AbortSignal) =>
  adminApi.get<AdminProviderSettings>('deposits.providers', undefined, signal);

export const fetchCryptoTransfers = (query: Query, signal?: AbortSignal) =>
  adminApi.get<AdminCryptoTransfersResult>('deposits.crypto.transfers', query, signal);

export const fetchTruemoneyTransfers = (query: Query, signal?: AbortSignal) =>
  adminApi.get<AdminTruemoneyTransfersResult>('deposits.truemoney.transfers', query, signal);

/** The TrueMoney number, crypto settings and address pool changes (each audited by the server). */
export function useProviderActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY });
  return {
    truemoney: useMutation({
      mutationFn: (body: { walletPhone: string }) =>
        adminApi.post<AdminProviderSettings>('deposits.truemoney.update', body),
      onSuccess: refresh,
    }),
    crypto: useMutation({
      mutationFn: (body: AdminCryptoSettingsRequest) =>
        adminApi.post<AdminProviderSettings>('deposits.crypto.update', body),
      onSuccess: refresh,
    }),
    addAddresses: useMutation({
      mutationFn: (body: { network: CryptoNetwork; addresses: string[] }) =>
        adminApi.post<{ added: number; skipped: number }>('deposits.crypto.addresses.add', body),
      onSuccess: refresh,
    }),
  };
}
