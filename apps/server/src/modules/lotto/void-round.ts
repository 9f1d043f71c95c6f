import { satang, satangToBaht, type AdminRoundActionResult } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { runMoneyTransaction } from '../wallet/index.ts';
import { refundRoundPoys } from './refund-round-poys.ts';
import { lockRound, setRoundColumns } from './rounds-repository.ts';

/**
 * Voids a round: every ACTIVE poy is refunded in full (refundRoundPoys: ABORT_POY, poys
 * CANCELLED, exposure zeroed) and the round is VOIDED — one transaction, audited with it.
 *
 * Never twice: the round row is locked FOR UPDATE first (placement holds it FOR SHARE, so no poy
 * lands during or after the void) and a VOIDED round is refused; refundRoundPoys refunds only
 * ACTIVE poys under the member cancel's own ledger key.
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
      if (round.status === 'VOIDED') throw appError('ROUND_ALREADY_VOIDED');
      // A drawn round has a confirmed result (settlement may be under way): correct it, never void it.
      if (round.status === 'SETTLED' || round.status === 'DRAWN') throw appError('ROUND_HAS_RESULT');
      const { activePoys, refundedPoys, refunded, members } = await refundRoundPoys(tx, round.id, {
        reason: input.reason,
        staffId: actor.staffId ?? undefined,
        now,
      });
      await setRoundColumns(tx, round.id, { status: 'VOIDED' });
      return {
        result: { id: input.id, status: 'VOIDED' as const, refundedPoys, refunded: satang(refunded) },
        audit: {
          action: 'lotto.round.void',
          targetType: 'lotto_round',
          targetId: input.id,
          before: { status: round.status, activePoys },
          after: {
            status: 'VOIDED',
            reason: input.reason,
            refundedPoys,
            refunded: satangToBaht(refunded),
            members,
          },
        },
      };
    }),
  );
