import {
  adminMemberBanksListEndpoint,
  adminWithdrawalsListEndpoint,
  adminWithdrawalsApproveEndpoint,
  adminWithdrawalsRejectEndpoint,
  adminMemberBanksVerifyEndpoint,
  type EndpointInput,
} from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { callApi } from '../../../lib/call-api.ts';

export const WITHDRAWALS_KEY = [ADMIN_KEY, 'withdrawals'] as const;

export const fetchWithdrawals = (
  query: EndpointInput<typeof adminWithdrawalsListEndpoint>,
  signal?: AbortSignal,
) => callApi(adminWithdrawalsListEndpoint, query, { signal });

export const fetchMemberBanks = (
  query: EndpointInput<typeof adminMemberBanksListEndpoint>,
  signal?: AbortSignal,
) => callApi(adminMemberBanksListEndpoint, query, { signal });

/** Approve / reject / verify; every success refetches the queue and the bank list. */
export function useWithdrawalActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
  return {
    approve: useMutation({
      mutationFn: (body: EndpointInput<typeof adminWithdrawalsApproveEndpoint>) =>
        callApi(adminWithdrawalsApproveEndpoint, body),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (body: EndpointInput<typeof adminWithdrawalsRejectEndpoint>) =>
        callApi(adminWithdrawalsRejectEndpoint, body),
      onSuccess: refresh,
    }),
    verify: useMutation({
      mutationFn: (body: EndpointInput<typeof adminMemberBanksVerifyEndpoint>) =>
        callApi(adminMemberBanksVerifyEndpoint, body),
      onSuccess: refresh,
    }),
  };
}
