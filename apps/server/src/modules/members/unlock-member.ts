import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { unlockMemberLogin } from './member-admin-repository.ts';
import { lockMember } from './lock-member.ts';

/** Clears the member's login lockout and failure count (api-contract: no wait-it-out, staff unlock). */
export const unlockMember = async (
  db: Database,
  actor: AuditActor,
  uuid: string,
): Promise<{ uuid: string }> =>
  withAudit(db, actor, async (tx) => {
    const member = await lockMember(tx, uuid);
    await unlockMemberLogin(tx, member.id);
    return {
      result: { uuid: member.uuid },
      audit: {
        action: 'member.unlock',
        targetType: 'member',
        targetId: member.uuid,
        before: { failedLoginCount: member.failedLoginCount, loginLockedAt: member.loginLockedAt },
        after: { failedLoginCount: 0, loginLockedAt: null },
      },
    };
  });
