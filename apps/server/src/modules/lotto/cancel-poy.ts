import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { type MoneyTx, postEntry, reverseTurnover, runMoneyTransaction } from '../wallet/index.ts';
import { isCancellable } from './poy-view.ts';
import { lockMemberPoy, markPoyCancelled } from './poys-repository.ts';

/**
 * Refunds one active poy in full (ABORT_POY), takes back the turnover its stake counted, takes its
 * stake and payout off the round's exposure and marks it CANCELLED, inside the caller's money
 * transaction. The ledger key
 * `abort-poy:<id>` is the same for a member's cancel and a staff void, so a poy is never
 * refunded twice whichever path runs.
 */
export const refundPoy = async (
  tx: MoneyTx,
  poy: { id: bigint; memberId: bigint; roundId: bigint; total: bigint },
  now: Date,
): Promise<void> => {
  await postEntry(tx, {
    type: 'ABORT_POY',
    lines: [
      { account: { memberId: poy.memberId, kind: 'CASH' }, amount: poy.total },
      { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: -poy.total },
    ],
    idempotencyKey: `abort-poy:${poy.id}`,
    ref: { type: 'poy', id: poy.id.toString() },
  });
  await reverseTurnover(tx, 'poy', [poy.id.toString()]);
  await markPoyCancelled(tx, poy.id, now);
};

/** poys.cancel: the member's own active poy, inside the cancel window; anything else 404 / 400. */
export const cancelPoy = async (
  db: Database,
  input: { memberId: bigint; poyId: bigint; now?: Date },
): Promise<void> => {
  const now = input.now ?? new Date();
  await runMoneyTransaction(db, async (tx) => {
    const found = await lockMemberPoy(tx, input.memberId, input.poyId);
    if (!found) throw appError('POY_NOT_FOUND');
    if (found.poy.status === 'CANCELLED') throw appError('POY_ALREADY_CANCELLED');
    if (!isCancellable(found.poy, found.round, now)) throw appError('POY_NOT_CANCELLABLE');
    await refundPoy(tx, found.poy, now);
  });
};
