import type { StaffRole } from '@chokdee/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { assertAnotherSuperAdmin, lockStaff, type StaffView } from './lock-staff.ts';

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
    await tx
      .update(staff)
      .set({ role: input.role })
      .where(eq(staff.id, BigInt(input.id)));
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
