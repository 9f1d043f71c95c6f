import { type AdminResultVersion } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { versionAudit } from './lotto-edge.ts';
import { decideVersion, lockResultVersion } from './results-repository.ts';
import { lockRound } from './rounds-repository.ts';

/**
 * A PENDING version becomes REJECTED (a typo, a wrong source): anyone with lotto.results may reject,
 * including the one who entered it. The round keeps its state and whatever was confirmed before;
 * a new version can then be entered. Round and version are locked as in confirm-result.ts, so a
 * rejection and a confirmation of the same version cannot both win.
 */
export const rejectResult = async (
  db: Database,
  actor: AuditActor,
  params: { id: string; resultId: string },
  now: Date = new Date(),
): Promise<AdminResultVersion> =>
  withAudit(db, actor, async (tx) => {
    const round = await lockRound(tx, params.id);
    const pending = await lockResultVersion(tx, round.id, params.resultId);
    if (pending.status !== 'PENDING') throw appError('RESULT_NOT_PENDING');
    await decideVersion(tx, pending.id, { status: 'REJECTED', staffId: actor.staffId, at: now });
    const rejected = await lockResultVersion(tx, round.id, pending.id);
    return {
      result: rejected,
      audit: {
        action: 'lotto.result.reject',
        targetType: 'lotto_round',
        targetId: params.id,
        before: { roundStatus: round.status, ...versionAudit(pending), enteredBy: pending.enteredBy },
        after: { roundStatus: round.status, ...versionAudit(rejected) },
      },
    };
  });
