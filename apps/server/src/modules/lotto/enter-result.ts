import {
  RESULT_ADMIN_MESSAGES,
  RESULT_ENTRY_STATUSES,
  RESULT_MESSAGES,
  deriveResult,
  resultInputKindOf,
  type AdminResultVersion,
  type AdminRoundStatus,
  type ResultInput,
  type RoundFamily,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError, validationError, type AppError } from '../../platform/errors.ts';
import { versionAudit } from './lotto-edge.ts';
import { insertPendingVersion, latestVersionOf, lockResultVersion } from './results-repository.ts';
import { lockRound } from './rounds-repository.ts';

const invalidKind = (message: string): AppError => validationError({ 'input.kind': message });

/**
 * Staff enter a round's result as printed by the official source: the next version, PENDING, with
 * the derived fields stored beside what was typed. Nothing is paid until another staff member
 * confirms it (confirm-result.ts).
 *
 * Refused: a family whose result is computed from shots (Yeekee, 5-minute Yeekee, ping-pong: never
 * typed, 400), an input of another family's kind (400), a round not closed yet or voided (409), a
 * round that already has a PENDING version (409; the partial unique index backs this up). On a
 * DRAWN or SETTLED round the new version is a correction. The round row is locked FOR UPDATE, so
 * an entry and a confirmation of the same round never interleave.
 */
export const enterResult = async (
  db: Database,
  actor: AuditActor,
  roundId: string,
  input: ResultInput,
): Promise<AdminResultVersion> =>
  withAudit(db, actor, async (tx) => {
    const round = await lockRound(tx, roundId);
    const kind = resultInputKindOf(round.family as RoundFamily);
    if (kind === null) throw invalidKind(RESULT_MESSAGES.notEntered);
    if (input.kind !== kind) throw invalidKind(RESULT_ADMIN_MESSAGES.wrongKind);
    if (round.status === 'VOIDED') throw appError('RESULT_ROUND_VOIDED');
    if (!RESULT_ENTRY_STATUSES.includes(round.status as AdminRoundStatus))
      throw appError('RESULT_ROUND_NOT_CLOSED');
    const latest = await latestVersionOf(tx, round.id);
    if (latest?.pending) throw appError('RESULT_PENDING_EXISTS');
    const version = Number(latest?.version ?? 0) + 1;
    const result = deriveResult(input);
    const insertedId = await insertPendingVersion(tx, {
      roundId: round.id,
      version,
      input,
      result,
      staffId: actor.staffId,
    });
    const entered = await lockResultVersion(tx, round.id, insertedId ?? '0');
    return {
      result: entered,
      audit: {
        action: 'lotto.result.enter',
        targetType: 'lotto_round',
        targetId: roundId,
        before: {
          roundStatus: round.status,
          confirmedVersion:
            latest?.confirmed === null || latest?.confirmed === undefined ? null : Number(latest.confirmed),
        },
        after: { ...versionAudit(entered), correction: round.status !== 'CLOSED' },
      },
    };
  });
