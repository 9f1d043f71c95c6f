import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lottoRounds, poys } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type MoneyTx, postEntry, reverseTurnover, runMoneyTransaction } from '../wallet/index.ts';
import { isCancellable } from './poy-view.ts';

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
  await tx.execute(sql`
    update lotto_exposure e set stake = e.stake - l.price,
      payout = e.payout - l.payout
    from poy_lines l
    where l.poy_id = ${poy.id.toString()}::bigint and e.round_id = l.round_id and e.option = l.option and e.number = l.number`);
  await tx.update(poys).set({ status: 'CANCELLED', cancelledAt: now }).where(eq(poys.id, poy.id));
};

/** poys.cancel: the member's own active poy, inside the cancel window; anything else 404 / 400. */
export const cancelPoy = async (
  db: Database,
  input: { memberId: bigint; poyId: bigint; now?: Date },
): Promise<void> => {
  const now = input.now ?? new Date();
  await runMoneyTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ poy: poys, round: lottoRounds })
      .from(poys)
      .innerJoin(lottoRounds, eq(lottoRounds.id, poys.roundId))
      .where(and(eq(poys.id, input.poyId), eq(poys.memberId, input.memberId)))
      .for('update', { of: poys });
    if (!found) throw notFound('Poy not found');
    if (found.poy.status === 'CANCELLED')
      throw new AppError('BAD_REQUEST', 400, 'This poy is already cancelled');
    if (!isCancellable(found.poy, found.round, now))
      throw new AppError('BAD_REQUEST', 400, 'This poy can no longer be cancelled');
    await refundPoy(tx, found.poy, now);
  });
};
