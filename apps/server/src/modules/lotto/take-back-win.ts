import { satangToBaht } from '@chokdee/domain';
import { type MoneyTx, takeBackCredit } from '../wallet/index.ts';

/**
 * A corrected result takes back the win a poy was paid under the old result: a reversal of the
 * old WIN entry, which stays in the statement. Never more than the member can spend now (no
 * balance goes negative, docs/settlement.md): what is missing stays with the member and is named
 * in the entry's remark. Answers what was taken.
 */
export const takeBackWin = (
  tx: MoneyTx,
  input: { memberId: bigint; poyId: string; oldResultId: string; newResultId: string; amount: bigint },
): Promise<bigint> =>
  takeBackCredit(tx, {
    memberId: input.memberId,
    amount: input.amount,
    // The win taken back is the poy's latest WIN entry before this settlement's own: it may have been
    // paid under an older result than oldResultId when a correction left the poy's outcome unchanged.
    credit: {
      ref: { type: 'poy', id: input.poyId },
      typePrefix: 'WIN_',
      exceptKey: `win:${input.poyId}:${input.newResultId}`,
    },
    idempotencyKey: `win-reversal:${input.poyId}:${input.oldResultId}`,
    remark: (taken) =>
      taken === input.amount
        ? { code: 'RESULT_CORRECTED' }
        : { code: 'RESULT_CORRECTED_PARTLY', params: { missing: satangToBaht(input.amount - taken) } },
  });
