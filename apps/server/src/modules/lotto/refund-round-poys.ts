import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { type MoneyTx, postEntry, type PostEntryInput, reverseTurnover } from '../wallet/index.ts';

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
  const active = rowsOf<{ id: string; member_id: string; total: string }>(
    await tx.execute(sql`
      select id::text, member_id::text, total::text from poys
      where round_id = ${roundId.toString()}::bigint and status = 'ACTIVE'
      order by member_id, id
      for update`),
  );
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
  await tx.execute(sql`
    update poys set status = 'CANCELLED', cancelled_at = ${options.now.toISOString()}::timestamptz
    where round_id = ${roundId.toString()}::bigint and status = 'ACTIVE'`);
  await tx.execute(
    sql`update lotto_exposure set stake = 0, payout = 0 where round_id = ${roundId.toString()}::bigint`,
  );
  return {
    activePoys: active.length,
    refundedPoys,
    refunded,
    members: new Set(active.map((p) => p.member_id)).size,
  };
};
