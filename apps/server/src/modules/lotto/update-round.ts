import { type AdminRoundDetail, type AdminRoundUpdateRequest, type RoundFamily } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError, type AppError } from '../../platform/errors.ts';
import { getAdminRound, roundSettingsView } from './get-round.ts';
import { boundsIn, checkTables, ratesIn, settingsAudit, tiersIn } from './lotto-edge.ts';
import { isEditable } from './round-rows.ts';
import { lockRound, updateRoundRow, type RoundColumns } from './rounds-repository.ts';

export const roundNotEditable = (): AppError => appError('ROUND_NOT_EDITABLE');

/**
 * Per-round overrides of rates, bounds, tiers, the round maximum and the cancel window, until the
 * round closes. Only the fields sent change. Lines already sold keep the rate fixed on them.
 */
export const updateRound = async (
  db: Database,
  actor: AuditActor,
  input: AdminRoundUpdateRequest,
  now: Date = new Date(),
): Promise<AdminRoundDetail> => {
  await withAudit(db, actor, async (tx) => {
    const round = await lockRound(tx, input.id);
    if (!isEditable(round, now)) throw roundNotEditable();
    checkTables(round.family as RoundFamily, input);
    const set: RoundColumns = {};
    if (input.rates) set.rates = ratesIn(input.rates);
    if (input.bounds) set.bounds = boundsIn(input.bounds);
    if (input.tiers) set.tiers = tiersIn(input.tiers);
    if (input.roundMax !== undefined) set.roundMax = input.roundMax;
    if (input.cancelMinutes !== undefined) set.cancelMinutes = input.cancelMinutes;
    const updated = await updateRoundRow(tx, round.id, set);
    const before = settingsAudit(roundSettingsView(round));
    const after = settingsAudit(roundSettingsView(updated ?? round));
    const changed = (Object.keys(before) as (keyof typeof before)[]).filter((key) => key in set);
    const pick = (view: typeof before) => Object.fromEntries(changed.map((key) => [key, view[key]]));
    return {
      result: undefined,
      audit: {
        action: 'lotto.round.update',
        targetType: 'lotto_round',
        targetId: input.id,
        before: pick(before),
        after: pick(after),
      },
    };
  });
  return getAdminRound(db, input.id, now);
};
