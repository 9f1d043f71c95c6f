import type { AdminMemberBank, AdminWithdrawal, AdminWithdrawalsResult } from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { Paged } from '../../../lib/admin/types.ts';

export const WITHDRAWALS_KEY = [ADMIN_KEY, 'withdrawals'] as const;

export const fetchWithdrawals = (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  adminApi.get<AdminWithdrawalsResult>('withdrawals.list', query, signal);

export const fetchMemberBanks = (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  adminApi.get<Paged<AdminMemberBank>>('member-banks.list', query, signal);

/** Approve / reject / verify; every success refetches the queue and the bank list. */
export function useWithdrawalActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
  return {
    approve: useMutation({
      mutationFn: (body: { id: string; reference?: string }) =>
        adminApi.post<AdminWithdrawal>('withdrawals.approve', body),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (body: { id: string; reason: string }) =>
        adminApi.post<AdminWithdrawal>('withdrawals.reject', body),
      onSuccess: refresh,
    }),
    verify: useMutation({
      mutationFn: (body: { id: string; bankAccountName?: string }) =>
        adminApi.post<AdminMemberBank>('member-banks.verify', body),
      onSuccess: refresh,
    }),
  };
}
