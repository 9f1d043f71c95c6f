import { ACCOUNT_STATUS, type AccountStatus } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { revokeAllSessions } from '../../platform/auth/index.ts';
import { setMemberStatus } from './member-admin-repository.ts';
import { lockMember } from './lock-member.ts';

/**
 * Changes a member's account status. The member guard reads the current status on every call,
 * so this applies to the member's next request; a ban (9) also revokes their sessions so the
 * tokens stay dead even if the ban is lifted later.
 */
export const updateMemberStatus = async (
  db: Database,
  actor: AuditActor,
  input: { uuid: string; status: AccountStatus; reason: string },
): Promise<{ uuid: string; status: AccountStatus }> =>
  withAudit(db, actor, async (tx) => {
    const member = await lockMember(tx, input.uuid);
    await setMemberStatus(tx, member.id, input.status);
    const banned = input.status === ACCOUNT_STATUS.banned;
    if (banned) await revokeAllSessions(tx, member.id);
    return {
      result: { uuid: member.uuid, status: input.status },
      audit: {
        action: 'member.status.update',
        targetType: 'member',
        targetId: member.uuid,
        before: { status: member.status },
        after: {
          status: input.status,
          reason: input.reason,
          ...(banned ? { sessionsRevoked: member.activeSessions } : {}),
        },
      },
    };
  });
