import { can, type StaffRole } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';

interface Locked {
  status: string;
  assigned_staff_id: string | null;
}

const lockConversation = async (tx: Database, id: string): Promise<Locked> => {
  const [row] = rowsOf<Locked>(
    await tx.execute(sql`
      select status, assigned_staff_id::text from chat_conversations where id = ${id}::bigint for update`),
  );
  if (!row) throw appError('CHAT_NOT_FOUND');
  return row;
};

/** Active staff members whose role has chat access: who may take a conversation. */
export const chatStaff = async (db: Database): Promise<{ id: number; name: string }[]> => {
  const rows = rowsOf<{ id: string; username: string; role: StaffRole }>(
    await db.execute(
      sql`select id::text, username, role from staff where disabled_at is null order by username`,
    ),
  );
  return rows
    .filter((row) => can(row.role, 'support.chat'))
    .map((row) => ({ id: Number(row.id), name: row.username }));
};

/** Take (oneself) or transfer an open conversation to a staff member with chat access. Audited. */
export const assignConversation = async (
  db: Database,
  actor: AuditActor,
  input: { conversationId: string; staffId: number },
): Promise<void> =>
  withAudit(db, actor, async (tx) => {
    const before = await lockConversation(tx, input.conversationId);
    if (before.status !== 'open') throw appError('CHAT_CLOSED');
    if (!(await chatStaff(tx)).some((s) => s.id === input.staffId)) throw appError('CHAT_STAFF_NOT_FOUND');
    await tx.execute(sql`
      update chat_conversations set assigned_staff_id = ${input.staffId}::bigint
      where id = ${input.conversationId}::bigint`);
    return {
      result: undefined,
      audit: {
        action: 'support.assign',
        targetType: 'chat_conversation',
        targetId: input.conversationId,
        before: { assignedStaffId: before.assigned_staff_id },
        after: { assignedStaffId: String(input.staffId) },
      },
    };
  });

/** Closes a conversation (closing a closed one changes nothing). Audited. */
export const closeConversation = async (
  db: Database,
  actor: AuditActor,
  conversationId: string,
): Promise<boolean> =>
  withAudit(db, actor, async (tx) => {
    const before = await lockConversation(tx, conversationId);
    if (before.status === 'open')
      await tx.execute(sql`
        update chat_conversations set status = 'closed', closed_at = now() where id = ${conversationId}::bigint`);
    return {
      result: before.status === 'open',
      audit: {
        action: 'support.close',
        targetType: 'chat_conversation',
        targetId: conversationId,
        before: { status: before.status },
        after: { status: 'closed' },
      },
    };
  });
