import {
  transactionsBankEndpoint,
  withdrawsCreateEndpoint,
  withdrawsLimitsEndpoint,
  type MemberWithdrawal,
  type Satang,
  type WithdrawalStatus,
} from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/call-api.ts';
import { USER_INFO_KEY } from '../profile/index.ts';
import { createSubmissionKeys, outcomeOf, type SubmissionKeys } from '../../lib/idempotency.ts';
import { walletKeys } from '../wallet/index.ts';

export const withdrawKeys = {
  limits: ['wallet', 'withdraw-limits'] as const,
  mine: ['wallet', 'withdrawals'] as const,
};

/** `GET /api/withdraws.limits`: the configured limits and today's use. */
export const useWithdrawLimits = () =>
  useQuery({
    queryKey: withdrawKeys.limits,
    queryFn: () => callApi(withdrawsLimitsEndpoint),
    staleTime: 10_000,
  });

/** `POST /api/transactions.bank` type userWithdraw: the member's withdrawals, newest first. */
export const useMyWithdrawals = () =>
  useQuery({
    queryKey: withdrawKeys.mine,
    // The userWithdraw type answers withdrawals only.
    queryFn: async () =>
      (await callApi(transactionsBankEndpoint, { type: 'userWithdraw' })) as MemberWithdrawal[],
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
      callApi(
        withdrawsCreateEndpoint,
        { amount: input.baht, bankAccountId: input.bankAccountId },
        { idempotencyKey: submissions.keyFor(`withdraw:${input.bankAccountId}:${input.satang}`) },
      ),
    // Not awaited: the form is reset when the server has answered, before the refetched list shows
    // the new withdrawal; awaiting would reset it later and could clear an amount typed since.
    onSuccess: () => {
      submissions.settle('settled');
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
    onError: (error) => submissions.settle(outcomeOf(error)),
  });
}

export const STATUS_COLORS: Record<WithdrawalStatus, string> = {
  PENDING: 'yellow',
  APPROVED_1: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};
