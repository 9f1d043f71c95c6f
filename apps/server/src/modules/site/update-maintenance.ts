import { MAINTENANCE_DEFAULT_MESSAGE } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { MAINTENANCE_KEY, readMaintenance, type Maintenance } from './maintenance-state.ts';
import { lockSetting, writeSetting } from '../../platform/settings.ts';

/**
 * Turns maintenance mode on or off (with the message members see). The caller broadcasts
 * MAINTENANCE_CHANGED after it, so every node's gate drops its cached flag.
 */
export const updateMaintenance = async (
  db: Database,
  actor: AuditActor,
  input: { enabled: boolean; message?: string | undefined },
): Promise<Maintenance> => {
  const next: Maintenance = { enabled: input.enabled, message: input.message || MAINTENANCE_DEFAULT_MESSAGE };
  return withAudit(db, actor, async (tx) => {
    await lockSetting(tx, MAINTENANCE_KEY);
    const before = await readMaintenance(tx);
    await writeSetting(tx, MAINTENANCE_KEY, next, actor.staffId);
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
};
