import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { revokeAllSessions } from '../../platform/auth/index.ts';
import { lockMember } from './lock-member.ts';

/** Force logout: every session of the member is revoked; each of their tokens answers 401 next. */
export const logOutMember = async (
  db: Database,
  actor: AuditActor,
  uuid: string,
): Promise<{ uuid: string; sessionsRevoked: number }> =>
  withAudit(db, actor, async (tx) => {
    const member = await lockMember(tx, uuid);
    await revokeAllSessions(tx, member.id);
    return {
      result: { uuid: member.uuid, sessionsRevoked: member.activeSessions },
      audit: {
        action: 'member.logout',
        targetType: 'member',
        targetId: member.uuid,
        before: { activeSessions: member.activeSessions },
        after: { activeSessions: 0 },
      },
    };
  });
