import type { MemberWithdrawal, Satang, WithdrawalStatus, WithdrawLimits } from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { USER_INFO_KEY } from '../profile/index.ts';
import { createSubmissionKeys, isSettledFailure, type SubmissionKeys, walletKeys } from '../wallet/index.ts';

export const withdrawKeys = {
  limits: ['wallet', 'withdraw-limits'] as const,
  mine: ['wallet', 'withdrawals'] as const,
};

/** `GET /api/withdraws.limits`: the configured limits and today's use. */
export const useWithdrawLimits = () =>
  useQuery({
    queryKey: withdrawKeys.limits,
    queryFn: () => api.get<WithdrawLimits>('withdraws.limits'),
    staleTime: 10_000,
  });

/** `POST /api/transactions.bank` type userWithdraw: the member's withdrawals, newest first. */
export const useMyWithdrawals = () =>
  useQuery({
    queryKey: withdrawKeys.mine,
    queryFn: () => api.post<MemberWithdrawal[]>('transactions.bank', { type: 'userWithdraw' }),
    staleTime: 5_000,
  });

/**
 * `POST /api/withdraws.create` with one Idempotency-Key per submission (a retry after a dropped
 * answer asks once). On success every wallet query refetches (balance, limits, the list).
 */
export function useCreateWithdrawal(keys?: SubmissionKeys) {
  const queryClient = useQueryClient();
  const [submissions] = useState<SubmissionKeys>(() => keys ?? createSubmissionKeys());
  return useMutation({
    mutationFn: (input: { satang: Satang; baht: number; bankAccountId: string }) =>
      api.post<{ id: string; status: WithdrawalStatus }>(
        'withdraws.create',
        { amount: input.baht, bankAccountId: input.bankAccountId },
        {
          headers: {
            'Idempotency-Key': submissions.keyFor(`withdraw:${input.bankAccountId}:${input.satang}`),
          },
        },
      ),
    // Not awaited: the form is reset when the server has answered, before the refetched list shows
    // the new withdrawal; awaiting would reset it later and could clear an amount typed since.
    onSuccess: () => {
      submissions.settle('settled');
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
    onError: (error) => submissions.settle(isSettledFailure(error) ? 'settled' : 'unknown'),
  });
}

export const STATUS_COLORS: Record<WithdrawalStatus, string> = {
  PENDING: 'yellow',
  APPROVED_1: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};
