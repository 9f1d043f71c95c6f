import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { revokeAllStaffSessions } from '../../platform/staff-auth/index.ts';
import { assertAnotherSuperAdmin, lockStaff } from './lock-staff.ts';
import { setStaffDisabledAt, type StaffView } from './staff-repository.ts';

/**
 * Disables (or re-enables) a staff account. Rows are never deleted: audit rows point at them.
 * Disabling ends every session at once; nobody can disable themselves or the last Super Admin.
 */
export const setStaffDisabled = (
  db: Database,
  actor: AuditActor,
  id: number,
  disabled: boolean,
): Promise<StaffView> =>
  withAudit(db, actor, async (tx) => {
    if (disabled && actor.staffId === BigInt(id)) throw appError('CANNOT_DISABLE_SELF');
    const before = await lockStaff(tx, id);
    if (disabled) await assertAnotherSuperAdmin(tx, before);
    await setStaffDisabledAt(tx, id, disabled);
    const sessionsRevoked = disabled ? await revokeAllStaffSessions(tx, BigInt(id)) : 0;
    return {
      result: { ...before, disabled },
      audit: {
        action: disabled ? 'staff.disable' : 'staff.enable',
        targetType: 'staff',
        targetId: String(id),
        before: { disabled: before.disabled },
        after: { disabled, ...(disabled ? { sessionsRevoked } : {}) },
      },
    };
  });
