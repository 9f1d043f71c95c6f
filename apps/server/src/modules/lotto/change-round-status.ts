import { toBangkokIso, type AdminRoundActionResult } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { lockRound, setRoundColumns } from './rounds-repository.ts';

/**
 * Opens a round for bets now: from SCHEDULED (early) or CLOSED (closed by staff), never past its
 * close time. Placement sells only after `open_at`, so opening early also moves `open_at` to now;
 * the lifecycle step still closes it at `close_at`.
 */
export const openRound = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; reason: string },
  now: Date = new Date(),
): Promise<AdminRoundActionResult> =>
  withAudit(db, actor, async (tx) => {
    const round = await lockRound(tx, input.id);
    if (round.status !== 'SCHEDULED' && round.status !== 'CLOSED')
      throw appError('ROUND_NOT_OPENABLE', { status: round.status });
    if (now >= round.closeAt) throw appError('ROUND_CLOSE_TIME_PASSED');
    const openAt = round.openAt > now ? now : round.openAt;
    await setRoundColumns(tx, round.id, { status: 'OPEN', openAt });
    return {
      result: { id: input.id, status: 'OPEN' },
      audit: {
        action: 'lotto.round.open',
        targetType: 'lotto_round',
        targetId: input.id,
        before: { status: round.status, openAt: toBangkokIso(round.openAt) },
        after: { status: 'OPEN', openAt: toBangkokIso(openAt), reason: input.reason },
      },
    };
  });

/**
 * Stops selling at once (SCHEDULED or OPEN → CLOSED). Poys in flight hold the round FOR SHARE,
 * so they finish first and no poy lands after the close. The lifecycle never reopens a CLOSED round.
 */
export const closeRound = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; reason: string },
): Promise<AdminRoundActionResult> =>
  withAudit(db, actor, async (tx) => {
    const round = await lockRound(tx, input.id);
    if (round.status !== 'SCHEDULED' && round.status !== 'OPEN')
      throw appError('ROUND_NOT_CLOSABLE', { status: round.status });
    await setRoundColumns(tx, round.id, { status: 'CLOSED' });
    return {
      result: { id: input.id, status: 'CLOSED' },
      audit: {
        action: 'lotto.round.close',
        targetType: 'lotto_round',
        targetId: input.id,
        before: { status: round.status },
        after: { status: 'CLOSED', reason: input.reason },
      },
    };
  });
