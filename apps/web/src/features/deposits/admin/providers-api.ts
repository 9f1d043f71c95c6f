import {
  adminDepositsCryptoAddressesAddEndpoint,
  adminDepositsCryptoTransfersCreditEndpoint,
  adminDepositsCryptoTransfersDismissEndpoint,
  adminDepositsCryptoTransfersEndpoint,
  adminDepositsCryptoUpdateEndpoint,
  adminDepositsProvidersEndpoint,
  adminDepositsTruemoneyTransfersCreditEndpoint,
  adminDepositsTruemoneyTransfersDismissEndpoint,
  adminDepositsTruemoneyTransfersEndpoint,
  adminDepositsTruemoneyUpdateEndpoint,
  type EndpointInput,
} from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { translateAdminError } from '../../../lib/admin/i18n.ts';
import { callApi } from '../../../lib/call-api.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';
import { DEPOSITS_KEY } from './deposits-api.ts';

/** Under the deposits key: a change here refetches with the rest of the Deposits page. */
export const PROVIDERS_KEY = [...DEPOSITS_KEY, 'providers'] as const;

export const fetchProviderSettings = (signal?: AbortSignal) =>
  callApi(adminDepositsProvidersEndpoint, undefined, { signal });

export const fetchCryptoTransfers = (
  query: EndpointInput<typeof adminDepositsCryptoTransfersEndpoint>,
  signal?: AbortSignal,
) => callApi(adminDepositsCryptoTransfersEndpoint, query, { signal });

export const fetchTruemoneyTransfers = (
  query: EndpointInput<typeof adminDepositsTruemoneyTransfersEndpoint>,
  signal?: AbortSignal,
) => callApi(adminDepositsTruemoneyTransfersEndpoint, query, { signal });

const DISMISS = {
  truemoney: adminDepositsTruemoneyTransfersDismissEndpoint,
  crypto: adminDepositsCryptoTransfersDismissEndpoint,
} as const;

/** Settings, address pool and unmatched-transfer decisions (each audited by the server). */
export function useProviderActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY });
  return {
    truemoney: useStaffCall(adminDepositsTruemoneyUpdateEndpoint, PROVIDERS_KEY),
    crypto: useStaffCall(adminDepositsCryptoUpdateEndpoint, PROVIDERS_KEY),
    creditTruemoney: useStaffCall(adminDepositsTruemoneyTransfersCreditEndpoint, PROVIDERS_KEY),
    creditCrypto: useStaffCall(adminDepositsCryptoTransfersCreditEndpoint, PROVIDERS_KEY),
    dismiss: useMutation({
      mutationFn: ({ kind, ...body }: { kind: 'truemoney' | 'crypto'; id: string; note: string }) =>
        callApi(DISMISS[kind], body),
      onSuccess: refresh,
    }),
    addAddresses: useStaffCall(adminDepositsCryptoAddressesAddEndpoint, PROVIDERS_KEY),
  };
}

/** A failed provider save as one translated line (null while nothing failed). */
export const providerErrorText = (t: TFunction, error: unknown): string | null =>
  error ? translateAdminError(t, error) : null;
