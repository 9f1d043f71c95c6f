import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { lockStaff, type StaffView } from './lock-staff.ts';

/** Clears a staff login lockout (5 failures); only a Super Admin may (staff.manage). */
export const unlockStaff = (db: Database, actor: AuditActor, id: number): Promise<StaffView> =>
  withAudit(db, actor, async (tx) => {
    const before = await lockStaff(tx, id);
    await tx
      .update(staff)
      .set({ failedLoginCount: 0, loginLockedAt: null })
      .where(eq(staff.id, BigInt(id)));
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
