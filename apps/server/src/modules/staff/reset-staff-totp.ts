import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { revokeAllStaffSessions } from '../../platform/staff-auth/index.ts';
import { lockStaff } from './lock-staff.ts';
import { clearStaffTotp, type StaffView } from './staff-repository.ts';

/**
 * For a lost phone: removes the TOTP secret and the recovery codes and ends every session of
 * that staff member. Their next login (PIN only) leads to enrolment again.
 */
export const resetStaffTotp = (db: Database, actor: AuditActor, id: number): Promise<StaffView> =>
  withAudit(db, actor, async (tx) => {
    const before = await lockStaff(tx, id);
    await clearStaffTotp(tx, id);
    const sessionsRevoked = await revokeAllStaffSessions(tx, BigInt(id));
    return {
      result: { ...before, totpEnrolled: false },
      audit: {
        action: 'staff.totp.reset',
        targetType: 'staff',
        targetId: String(id),
        before: { totpEnrolled: before.totpEnrolled },
        after: { totpEnrolled: false, sessionsRevoked },
      },
    };
  });
