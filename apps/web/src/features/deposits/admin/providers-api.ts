import type {
  AdminCryptoSettingsRequest,
  AdminCryptoTransfer,
  AdminTruemoneyTransfer,
  AdminCryptoTransfersResult,
  AdminProviderSettings,
  AdminTruemoneyTransfersResult,
  CryptoNetwork,
} from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { translateAdminError } from '../../../lib/admin/i18n.ts';
import { DEPOSITS_KEY } from './deposits-api.ts';

/** Under the deposits key: a change here refetches with the rest of the Deposits page. */
export const PROVIDERS_KEY = [...DEPOSITS_KEY, 'providers'] as const;

type Query = Record<string, string | number | undefined>;

export const fetchProviderSettings = (signal?: AbortSignal) =>
  adminApi.get<AdminProviderSettings>('deposits.providers', undefined, signal);

export const fetchCryptoTransfers = (query: Query, signal?: AbortSignal) =>
  adminApi.get<AdminCryptoTransfersResult>('deposits.crypto.transfers', query, signal);

export const fetchTruemoneyTransfers = (query: Query, signal?: AbortSignal) =>
  adminApi.get<AdminTruemoneyTransfersResult>('deposits.truemoney.transfers', query, signal);

/** Settings, address pool and unmatched-transfer decisions (each audited by the server). */
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
    creditTruemoney: useMutation({
      mutationFn: (body: { id: string; memberUuid?: string }) =>
        adminApi.post<AdminTruemoneyTransfer>('deposits.truemoney.transfers.credit', body),
      onSuccess: refresh,
    }),
    creditCrypto: useMutation({
      mutationFn: (body: { id: string }) =>
        adminApi.post<AdminCryptoTransfer>('deposits.crypto.transfers.credit', body),
      onSuccess: refresh,
    }),
    dismiss: useMutation({
      mutationFn: ({ kind, ...body }: { kind: 'truemoney' | 'crypto'; id: string; note: string }) =>
        adminApi.post<unknown>(`deposits.${kind}.transfers.dismiss`, body),
      onSuccess: refresh,
    }),
    addAddresses: useMutation({
      mutationFn: (body: { network: CryptoNetwork; addresses: string[] }) =>
        adminApi.post<{ added: number; skipped: number }>('deposits.crypto.addresses.add', body),
      onSuccess: refresh,
    }),
  };
}

/** A failed provider save as one translated line (null while nothing failed). */
export const providerErrorText = (t: TFunction, error: unknown): string | null =>
  error ? translateAdminError(t, error) : null;
