import { MAINTENANCE_DEFAULT_MESSAGE } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import {
  MAINTENANCE_KEY,
  readMaintenance,
  type Maintenance,
  type MaintenanceState,
} from './maintenance-state.ts';

/** Turns maintenance mode on or off (with the message members see). */
export const updateMaintenance = async (
  db: Database,
  state: MaintenanceState,
  actor: AuditActor,
  input: { enabled: boolean; message?: string | undefined },
): Promise<Maintenance> => {
  const next: Maintenance = { enabled: input.enabled, message: input.message || MAINTENANCE_DEFAULT_MESSAGE };
  const result = await withAudit(db, actor, async (tx) => {
    // Lock the row (when it exists) so the audit `before` is what this write replaced.
    await tx.execute(sql`select 1 from site_settings where key = ${MAINTENANCE_KEY} for update`);
    const before = await readMaintenance(tx);
    await tx
      .insert(siteSettings)
      .values({ key: MAINTENANCE_KEY, value: next, updatedBy: actor.staffId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: next, updatedAt: sql`now()`, updatedBy: actor.staffId },
      });
    return {
      result: next,
      audit: {
        action: 'site.maintenance.update',
        targetType: 'site_setting',
        targetId: MAINTENANCE_KEY,
        before,
        after: next,
      },
    };
  });
  state.forget();
  return result;
};
