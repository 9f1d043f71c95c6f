import { afCashsMoveEndpoint, type Satang } from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/call-api.ts';
import { startBalanceRead } from '../../../lib/balance.ts';
import { USER_INFO_KEY } from '../../profile/index.ts';
import { createSubmissionKeys, outcomeOf, type SubmissionKeys } from '../../../lib/idempotency.ts';
import { walletKeys } from './keys.ts';

/** `POST /api/af-cashs.move` with its Idempotency-Key (pure so that it is unit-tested). */
export const postAfMove = (amountBaht: number, idempotencyKey: string) =>
  callApi(afCashsMoveEndpoint, { amount: amountBaht }, { idempotencyKey });

/**
 * Moves affiliate cash to the wallet (MOVE_AF_TO_MONEY). One Idempotency-Key per submission
 * attempt: a retry of the same amount after a network failure or 5xx reuses it (the server answers
 * the first result, nothing moves twice); success or a 4xx ends the submission. On success the
 * header balance takes the answer at once (the WS money-update follows) and wallet queries refetch.
 */
export function useMoveAfToMoney(keys?: SubmissionKeys) {
  const queryClient = useQueryClient();
  const [submissions] = useState<SubmissionKeys>(() => keys ?? createSubmissionKeys());
  return useMutation({
    mutationFn: (amount: { satang: Satang; baht: number }) =>
      postAfMove(amount.baht, submissions.keyFor(`af-move:${amount.satang}`)),
    onMutate: () => ({ showBalance: startBalanceRead() }),
    onSuccess: async (result, _amount, { showBalance }) => {
      submissions.settle('settled');
      showBalance(result.money);
      queryClient.setQueryData(walletKeys.afCash(), result.afMoney);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
      ]);
    },
    onError: (error) => submissions.settle(outcomeOf(error)),
  });
}
