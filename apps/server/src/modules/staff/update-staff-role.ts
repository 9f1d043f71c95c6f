import type { StaffRole } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { assertAnotherSuperAdmin, lockStaff } from './lock-staff.ts';
import { setStaffRole, type StaffView } from './staff-repository.ts';

/**
 * Applies on the staff member's next call (the guard reads the current role). Promoting to
 * Super Admin/Administrator without TOTP leaves them a session that may only enrol.
 */
export const updateStaffRole = (
  db: Database,
  actor: AuditActor,
  input: { id: number; role: StaffRole },
): Promise<StaffView> =>
  withAudit(db, actor, async (tx) => {
    const before = await lockStaff(tx, input.id);
    if (input.role !== 'Super Admin') await assertAnotherSuperAdmin(tx, before);
    await setStaffRole(tx, input.id, input.role);
    const after = { ...before, role: input.role };
    return {
      result: after,
      audit: {
        action: 'staff.role.update',
        targetType: 'staff',
        targetId: String(input.id),
        before: { role: before.role },
        after: { role: input.role },
      },
    };
  });
