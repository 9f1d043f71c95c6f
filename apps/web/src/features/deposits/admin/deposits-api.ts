import {
  adminDepositBanksCreateEndpoint,
  adminDepositBanksListEndpoint,
  adminDepositBanksUpdateEndpoint,
  adminDepositsApproveEndpoint,
  adminDepositsListEndpoint,
  adminDepositsRejectEndpoint,
  adminStatementLinesDismissEndpoint,
  adminStatementLinesListEndpoint,
  adminStatementLinesMatchEndpoint,
  type AdminDepositBankRequest,
  type DepositStatus,
  type EndpointInput,
} from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';

export const DEPOSIT_COLORS: Record<DepositStatus, string> = {
  PENDING: 'yellow',
  SUCCESS: 'green',
  EXPIRED: 'gray',
  REJECTED: 'red',
};

export const DEPOSITS_KEY = [ADMIN_KEY, 'deposits'] as const;

export const fetchDeposits = (query: EndpointInput<typeof adminDepositsListEndpoint>, signal?: AbortSignal) =>
  callApi(adminDepositsListEndpoint, query, { signal });

export const fetchStatementLines = (
  query: EndpointInput<typeof adminStatementLinesListEndpoint>,
  signal?: AbortSignal,
) => callApi(adminStatementLinesListEndpoint, query, { signal });

export const fetchDepositBanks = (signal?: AbortSignal) =>
  callApi(adminDepositBanksListEndpoint, undefined, { signal });

/** The slip image URL (the staff cookie authenticates the <img>/link request). */
export const slipUrl = (id: string): string => `/api/admin/deposits.slip?id=${encodeURIComponent(id)}`;

/** Every deposit action; a success refetches all deposit queues (a match changes two of them). */
export function useDepositActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
  return {
    approve: useStaffCall(adminDepositsApproveEndpoint, DEPOSITS_KEY),
    reject: useStaffCall(adminDepositsRejectEndpoint, DEPOSITS_KEY),
    match: useStaffCall(adminStatementLinesMatchEndpoint, DEPOSITS_KEY),
    dismiss: useStaffCall(adminStatementLinesDismissEndpoint, DEPOSITS_KEY),
    saveBank: useMutation({
      mutationFn: ({ bankId, ...body }: AdminDepositBankRequest & { bankId?: string }) =>
        bankId
          ? callApi(adminDepositBanksUpdateEndpoint, { ...body, bankId })
          : callApi(adminDepositBanksCreateEndpoint, body),
      onSuccess: refresh,
    }),
  };
}
