import {
  achievementsEndpoint,
  loyaltyPointsBalanceEndpoint,
  loyaltyPointsRedeemEndpoint,
  loyaltyPointsTermsEndpoint,
  loyaltyPointsTransactionsEndpoint,
  type Locale,
} from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { startBalanceRead } from '../../lib/balance.ts';
import { callApi } from '../../lib/call-api.ts';
import { createSubmissionKeys, outcomeOf } from '../../lib/idempotency.ts';

/** TanStack Query keys of loyalty; `['loyalty']` refetches all of them after a redemption. */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  balance: () => ['loyalty', 'balance'] as const,
  terms: () => ['loyalty', 'terms'] as const,
  history: () => ['loyalty', 'history'] as const,
  achievements: (lang: Locale) => ['loyalty', 'achievements', lang] as const,
};

/** `GET /api/loyalty-points.balance`: points, 2 decimals. */
export const usePoints = (enabled = true) =>
  useQuery({
    queryKey: loyaltyKeys.balance(),
    queryFn: async () => (await callApi(loyaltyPointsBalanceEndpoint)).balance,
    staleTime: 30_000,
    enabled,
  });

export const usePointsTerms = () =>
  useQuery({
    queryKey: loyaltyKeys.terms(),
    queryFn: () => callApi(loyaltyPointsTermsEndpoint),
    staleTime: 300_000,
  });

export const usePointsHistory = () =>
  useQuery({
    queryKey: loyaltyKeys.history(),
    queryFn: ({ signal }) => callApi(loyaltyPointsTransactionsEndpoint, undefined, { signal }),
    staleTime: 10_000,
  });

export const useAchievements = (lang: Locale) =>
  useQuery({
    queryKey: loyaltyKeys.achievements(lang),
    queryFn: ({ signal }) => callApi(achievementsEndpoint, { lang }, { signal }),
    staleTime: 30_000,
  });

/**
 * Redeems points (`loyalty-points.redeem`), one Idempotency-Key per submission: a retry after a
 * dropped answer reuses it, so the points move once. The header balance takes the new cash at once.
 */
export function useRedeemPoints() {
  const queryClient = useQueryClient();
  const [submissions] = useState(() => createSubmissionKeys());
  return useMutation({
    mutationFn: (points: { text: string; value: number }) =>
      callApi(
        loyaltyPointsRedeemEndpoint,
        { points: points.value },
        { idempotencyKey: submissions.keyFor(`redeem:${points.text}`) },
      ),
    onMutate: () => ({ showBalance: startBalanceRead() }),
    onSuccess: async (result, _amount, { showBalance }) => {
      submissions.settle('settled');
      showBalance(result.money);
      queryClient.setQueryData(loyaltyKeys.balance(), result.balance);
      await queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
    },
    onError: (error) => submissions.settle(outcomeOf(error)),
  });
}
