import { satangToBaht, type AdminRoundActionResult } from '@chokdee/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { lottoRounds } from '../../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../../platform/audit/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { runMoneyTransaction } from '../../wallet/money-transaction.ts';
import { postEntry } from '../../wallet/post-entry.ts';
import { lottoAudit } from './lotto-edge.ts';
import { lockRound } from './round-rows.ts';

/**
 * Voids a round: every ACTIVE poy is refunded in full (ABORT_POY: member CASH +total,
 * HOUSE_BETS_IN_PLAY −total), the poys become CANCELLED, the exposure is zeroed and the round is
 * VOIDED — one transaction, audited with it.
 *
 * Never twice: the round row is locked FOR UPDATE first (placement holds it FOR SHARE, so no slip
 * lands during or after the void) and a VOIDED round is refused; only ACTIVE poys are refunded,
 * and the ledger key `abort-poy:<poyId>` is the one a member's own cancel uses, so a poy
 * cancelled by its member is never refunded again. Poys are locked and refunded in member order:
 * two voids touching the same members take their cash rows in the same order.
 */
export const voidRound = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; reason: string },
  now: Date = new Date(),
): Promise<AdminRoundActionResult> =>
  runMoneyTransaction(db, (tx) =>
    // withAudit on the money transaction is a savepoint on its connection: the audit row commits
    // exactly with the refunds, and postEntry still sees the money transaction (audited-money.ts).
    withAudit(tx, actor, async () => {
      const round = await lockRound(tx, input.id);
      if (round.status === 'VOIDED') throw new AppError('CONFLICT', 409, 'This round is already voided');
      // A drawn round has a confirmed result (settlement may be under way): correct it, never void it.
      if (round.status === 'SETTLED' || round.status === 'DRAWN')
        throw new AppError('CONFLICT', 409, 'A round with a confirmed result cannot be voided');
      const active = rowsOf<{ id: string; member_id: string; total: string }>(
        await tx.execute(sql`
          select id::text, member_id::text, total::text from poys
          where round_id = ${round.id.toString()}::bigint and status = 'ACTIVE'
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
          remark: input.reason,
          staffId: actor.staffId ?? undefined,
        });
        if (!posted.replayed) {
          refunded += total;
          refundedPoys += 1;
        }
      }
      await tx.execute(sql`
        update poys set status = 'CANCELLED', cancelled_at = ${now.toISOString()}::timestamptz
        where round_id = ${round.id.toString()}::bigint and status = 'ACTIVE'`);
      await tx.execute(
        sql`update lotto_exposure set stake = 0, payout = 0 where round_id = ${round.id.toString()}::bigint`,
      );
      await tx.update(lottoRounds).set({ status: 'VOIDED' }).where(eq(lottoRounds.id, round.id));
      const members = new Set(active.map((p) => p.member_id)).size;
      return {
        result: { id: input.id, status: 'VOIDED' as const, refundedPoys, refunded: satangToBaht(refunded) },
        audit: lottoAudit({
          action: 'lotto.round.void',
          targetType: 'lotto_round',
          targetId: input.id,
          before: { status: round.status, activePoys: active.length },
          after: {
            status: 'VOIDED',
            reason: input.reason,
            refundedPoys,
            refunded: satangToBaht(refunded),
            members,
          },
        }),
      };
    }),
  );
