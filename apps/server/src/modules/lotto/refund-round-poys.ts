import { type MoneyTx, postEntry, type PostEntryInput, reverseTurnover } from '../wallet/index.ts';
import { cancelRoundSales, lockActivePoys } from './round-refund-repository.ts';

export interface RoundRefund {
  /** ACTIVE poys found (locked) when the refund started. */
  activePoys: number;
  /** Poys refunded by this call (a poy refunded before under the same key is not counted). */
  refundedPoys: number;
  refunded: bigint;
  members: number;
}

/**
 * The money side of voiding a round, inside the caller's money transaction (which must hold the
 * round row FOR UPDATE): every ACTIVE poy is refunded in full (ABORT_POY: member CASH +total,
 * HOUSE_BETS_IN_PLAY −total), its turnover taken back, and becomes CANCELLED, and the exposure is
 * zeroed. Staff voids
 * (admin void-round.ts) and the Yeekee draw of a round with too few shots both use it.
 *
 * Never twice: only ACTIVE poys are refunded, and the ledger key `abort-poy:<poyId>` is the one a
 * member's own cancel uses. Poys are locked and refunded in member order: two voids touching the
 * same members take their cash rows in the same order.
 */
export const refundRoundPoys = async (
  tx: MoneyTx,
  roundId: bigint,
  options: { reason: PostEntryInput['remark']; staffId?: bigint | undefined; now: Date },
): Promise<RoundRefund> => {
  const active = await lockActivePoys(tx, roundId);
  let refunded = 0n;
  let refundedPoys = 0;
  for (const poy of active) {
    const total = BigInt(poy.total);
    const posted = await postEntry(tx, {
      type: 'ABORT_POY',
      lines: [
        { account: { memberId: BigInt(poy.member_id), kind: 'CASH' }, amount: total },
        { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: -total },
      ],
      idempotencyKey: `abort-poy:${poy.id}`,
      ref: { type: 'poy', id: poy.id },
      remark: options.reason,
      staffId: options.staffId,
    });
    if (!posted.replayed) {
      refunded += total;
      refundedPoys += 1;
    }
  }
  await reverseTurnover(
    tx,
    'poy',
    active.map((poy) => poy.id),
  );
  await cancelRoundSales(tx, roundId, options.now);
  return {
    activePoys: active.length,
    refundedPoys,
    refunded,
    members: new Set(active.map((p) => p.member_id)).size,
  };
};
