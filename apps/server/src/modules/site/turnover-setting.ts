import type { TurnoverSettings } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { loadDepositMultiplier, TURNOVER_SETTING } from '../wallet/index.ts';

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
    // Lock the row (when it exists) so the audit `before` is what this write replaced.
    await tx.execute(sql`select 1 from site_settings where key = ${TURNOVER_SETTING} for update`);
    const before = await getTurnoverSettings(tx);
    const value = { depositMultiplier: input.depositMultiplier };
    await tx
      .insert(siteSettings)
      .values({ key: TURNOVER_SETTING, value, updatedBy: actor.staffId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedAt: sql`now()`, updatedBy: actor.staffId },
      });
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
