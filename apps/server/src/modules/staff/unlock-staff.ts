import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { lockStaff } from './lock-staff.ts';
import { clearStaffLockout, type StaffView } from './staff-repository.ts';

/** Clears a staff login lockout (5 failures); only a Super Admin may (staff.manage). */
export const unlockStaff = (db: Database, actor: AuditActor, id: number): Promise<StaffView> =>
  withAudit(db, actor, async (tx) => {
    const before = await lockStaff(tx, id);
    await clearStaffLockout(tx, id);
    return {
      result: { ...before, locked: false, failedLoginCount: 0 },
      audit: {
        action: 'staff.unlock',
        targetType: 'staff',
        targetId: String(id),
        before: { locked: before.locked, failedLoginCount: before.failedLoginCount },
        after: { locked: false, failedLoginCount: 0 },
      },
    };
  });
