import type { TurnoverSettings } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { loadDepositMultiplier, TURNOVER_SETTING } from '../wallet/index.ts';
import { lockSetting, writeSetting } from '../../platform/settings.ts';

export const getTurnoverSettings = async (db: Database): Promise<TurnoverSettings> => ({
  depositMultiplier: await loadDepositMultiplier(db),
});

/** Replaces the deposit turnover multiplier; applies to deposits credited after it. Audited. */
export const updateTurnoverSettings = async (
  db: Database,
  actor: AuditActor,
  input: TurnoverSettings,
): Promise<TurnoverSettings> =>
  withAudit(db, actor, async (tx) => {
    await lockSetting(tx, TURNOVER_SETTING);
    const before = await getTurnoverSettings(tx);
    const value = { depositMultiplier: input.depositMultiplier };
    await writeSetting(tx, TURNOVER_SETTING, value, actor.staffId);
    return {
      result: value,
      audit: {
        action: 'site.turnover.update',
        targetType: 'site_setting',
        targetId: TURNOVER_SETTING,
        before,
        after: value,
      },
    };
  });
