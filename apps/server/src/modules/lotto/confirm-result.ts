import { RESULT_ENTRY_STATUSES, type AdminResultVersion, type AdminRoundStatus } from '@chokdee/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError, type AppError } from '../../platform/errors.ts';
import { settleRound } from './settle-round.ts';
import { versionAudit } from './lotto-edge.ts';
import {
  decideVersion,
  isTwoPersonViolation,
  lockResultVersion,
  supersedeConfirmed,
} from './results-repository.ts';
import { lockRound, markRoundDrawn } from './rounds-repository.ts';

const secondPerson = (): AppError => appError('RESULT_SECOND_PERSON');

/**
 * A second staff member confirms a PENDING version: the round row is locked FOR UPDATE, the version
 * confirmed before (if any: this one is a correction) becomes SUPERSEDED, this one CONFIRMED
 * (decided_by/at) and the round DRAWN — one transaction with its audit row. Settlement then pays
 * against it (and re-settles a corrected round): kickSettlement right after, and the scheduler's
 * settle step every few seconds in any case.
 *
 * Two-person rule: the one who entered it cannot confirm it (409); the database's CHECK
 * (decided_by <> entered_by on CONFIRMED/SUPERSEDED rows) refuses it too.
 */
export const confirmResult = async (
  db: Database,
  actor: AuditActor,
  params: { id: string; resultId: string },
  now: Date = new Date(),
): Promise<AdminResultVersion> => {
  try {
    return await withAudit(db, actor, async (tx) => {
      const round = await lockRound(tx, params.id);
      const pending = await lockResultVersion(tx, round.id, params.resultId);
      if (pending.status !== 'PENDING') throw appError('RESULT_NOT_PENDING');
      if (actor.staffId === null || BigInt(pending.enteredById) === actor.staffId) throw secondPerson();
      if (round.status === 'VOIDED') throw appError('RESULT_ROUND_VOIDED');
      if (!RESULT_ENTRY_STATUSES.includes(round.status as AdminRoundStatus))
        throw appError('RESULT_ROUND_NOT_CLOSED');
      // First the old one, then this one: one CONFIRMED row per round (a unique index) at every statement.
      const superseded = await supersedeConfirmed(tx, round.id);
      await decideVersion(tx, pending.id, { status: 'CONFIRMED', staffId: actor.staffId, at: now });
      await markRoundDrawn(tx, round.id);
      const confirmed = await lockResultVersion(tx, round.id, pending.id);
      return {
        result: confirmed,
        audit: {
          action: 'lotto.result.confirm',
          targetType: 'lotto_round',
          targetId: params.id,
          before: {
            roundStatus: round.status,
            ...versionAudit(pending),
            enteredBy: pending.enteredBy,
            confirmed: superseded ? { resultId: superseded.id, version: Number(superseded.version) } : null,
          },
          after: {
            roundStatus: 'DRAWN',
            ...versionAudit(confirmed),
            superseded: superseded ? { resultId: superseded.id, version: Number(superseded.version) } : null,
          },
        },
      };
    });
  } catch (error) {
    if (isTwoPersonViolation(error)) throw secondPerson();
    throw error;
  }
};

/**
 * Starts settling the round now (after the confirmation committed), without waiting for it: the
 * HTTP answer does not depend on it, and the scheduler settles every DRAWN round anyway, so a
 * failure here is only logged.
 */
export const kickSettlement = (db: Database, roundId: string, log: FastifyBaseLogger): void => {
  void settleRound(db, BigInt(roundId)).catch((error: unknown) => {
    log.error(
      { err: error, roundId },
      'settlement after a result confirmation failed; the scheduler retries',
    );
  });
};
