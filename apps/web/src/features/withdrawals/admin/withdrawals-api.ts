import {
  adminMemberBanksEndpoint,
  adminWithdrawalsEndpoint,
  approveWithdrawalEndpoint,
  rejectWithdrawalEndpoint,
  verifyMemberBankEndpoint,
  type EndpointInput,
} from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { callApi } from '../../../lib/call-api.ts';

export const WITHDRAWALS_KEY = [ADMIN_KEY, 'withdrawals'] as const;

export const fetchWithdrawals = (
  query: EndpointInput<typeof adminWithdrawalsEndpoint>,
  signal?: AbortSignal,
) => callApi(adminWithdrawalsEndpoint, query, { signal });

export const fetchMemberBanks = (
  query: EndpointInput<typeof adminMemberBanksEndpoint>,
  signal?: AbortSignal,
) => callApi(adminMemberBanksEndpoint, query, { signal });

/** Approve / reject / verify; every success refetches the queue and the bank list. */
export function useWithdrawalActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
  return {
    approve: useMutation({
      mutationFn: (body: EndpointInput<typeof approveWithdrawalEndpoint>) =>
        callApi(approveWithdrawalEndpoint, body),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (body: EndpointInput<typeof rejectWithdrawalEndpoint>) =>
        callApi(rejectWithdrawalEndpoint, body),
      onSuccess: refresh,
    }),
    verify: useMutation({
      mutationFn: (body: EndpointInput<typeof verifyMemberBankEndpoint>) =>
        callApi(verifyMemberBankEndpoint, body),
      onSuccess: refresh,
    }),
  };
}
