import { CHAT_PAGE_SIZE, type ChatHistory, type ChatMessage, type ChatStatus } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** Who is on the visitor's side of a conversation. */
export type ChatVisitor = { kind: 'member'; memberId: bigint } | { kind: 'guest'; guestId: string };

/** A timestamptz column as ISO-8601 UTC text. */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ownedBy = (visitor: ChatVisitor): SQL =>
  visitor.kind === 'member'
    ? sql`c.member_id = ${visitor.memberId.toString()}::bigint`
    : sql`c.guest_id = ${visitor.guestId}`;

export interface ConversationState {
  id: string;
  status: ChatStatus;
  member_id: string | null;
  guest_id: string | null;
  guest_name: string | null;
  member_uuid: string | null;
}

/**
 * The visitor's open conversation, opened now when there is none. The partial unique indexes
 * make two tabs opening at once end with the one conversation.
 */
export const openConversation = async (
  db: Database,
  visitor: ChatVisitor,
  guestName: string | null,
): Promise<ConversationState & { unread: number }> => {
  await db.execute(sql`
    insert into chat_conversations (member_id, guest_id, guest_name)
    values (${visitor.kind === 'member' ? visitor.memberId.toString() : null}::bigint,
      ${visitor.kind === 'guest' ? visitor.guestId : null}, ${guestName})
    on conflict do nothing`);
  const [row] = rowsOf<ConversationState & { unread: number }>(
    await db.execute(sql`
      select c.id::text, c.status, c.member_id::text, c.guest_id, c.guest_name, null as member_uuid,
        (select count(*)::int from chat_messages m
          where m.conversation_id = c.id and m.sender = 'staff' and m.id > c.visitor_read_id) as unread
      from chat_conversations c where ${ownedBy(visitor)} and c.status = 'open'`),
  );
  if (!row) throw new Error('chat_conversations: the open conversation vanished');
  return row;
};

/** A conversation by id, for its visitor (null: not theirs, or no such conversation) or for staff. */
export const findConversation = async (
  db: Database,
  id: string,
  visitor?: ChatVisitor,
): Promise<ConversationState | null> => {
  const [row] = rowsOf<ConversationState>(
    await db.execute(sql`
      select c.id::text, c.status, c.member_id::text, c.guest_id, c.guest_name, mb.uuid::text as member_uuid
      from chat_conversations c left join members mb on mb.id = c.member_id
      where c.id = ${id}::bigint ${visitor ? sql`and ${ownedBy(visitor)}` : sql``}`),
  );
  return row ?? null;
};

interface MessageRow {
  id: string;
  conversation_id: string;
  sender: 'visitor' | 'staff';
  staff_name: string | null;
  text: string;
  image_url: string | null;
  created_at: string;
}

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  from: row.sender,
  staffName: row.staff_name,
  text: row.text,
  imageUrl: row.image_url,
  createdAt: row.created_at,
});

const messageColumns = sql`m.id::text, m.conversation_id::text, m.sender, s.username as staff_name, m.text,
  m.image_url, ${iso(sql`m.created_at`)} as created_at`;

/** Fifty messages before `before` (or the newest), oldest first, with both read marks. */
export const historyOf = async (
  db: Database,
  conversationId: string,
  before?: string,
): Promise<ChatHistory> => {
  const rows = rowsOf<MessageRow>(
    await db.execute(sql`
      select ${messageColumns}
      from chat_messages m left join staff s on s.id = m.staff_id
      where m.conversation_id = ${conversationId}::bigint
        ${before ? sql`and m.id < ${before}::bigint` : sql``}
      order by m.id desc limit ${CHAT_PAGE_SIZE + 1}`),
  );
  const [marks] = rowsOf<{ status: ChatStatus; visitor_read_id: string; staff_read_id: string }>(
    await db.execute(sql`
      select status, visitor_read_id::text, staff_read_id::text from chat_conversations
      where id = ${conversationId}::bigint`),
  );
  return {
    items: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toMessage),
    hasMore: rows.length > CHAT_PAGE_SIZE,
    status: marks?.status ?? 'closed',
    visitorReadUpTo: marks?.visitor_read_id ?? '0',
    staffReadUpTo: marks?.staff_read_id ?? '0',
  };
};

export interface NewMessage {
  conversationId: string;
  /** null: the visitor. */
  staffId: bigint | null;
  text: string;
  imageUrl: string | null;
}

/**
 * Adds a message to an open conversation (null when it is closed), under the conversation's row
 * lock. The sender has read everything up to it; a staff reply takes an unassigned conversation.
 */
export const insertMessage = async (db: Database, input: NewMessage): Promise<ChatMessage | null> =>
  db.transaction(async (tx) => {
    const [open] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id::text from chat_conversations
        where id = ${input.conversationId}::bigint and status = 'open' for update`),
    );
    if (!open) return null;
    const staffId = input.staffId?.toString() ?? null;
    const [row] = rowsOf<MessageRow>(
      await tx.execute(sql`
        with m as (
          insert into chat_messages (conversation_id, sender, staff_id, text, image_url)
          values (${input.conversationId}::bigint, ${staffId === null ? 'visitor' : 'staff'},
            ${staffId}::bigint, ${input.text}, ${input.imageUrl})
          returning *)
        select ${messageColumns} from m left join staff s on s.id = m.staff_id`),
    );
    if (!row) throw new Error('chat_messages: insert returned nothing');
    await tx.execute(
      staffId === null
        ? sql`update chat_conversations set last_message_at = now(), visitor_read_id = ${row.id}::bigint
            where id = ${input.conversationId}::bigint`
        : sql`update chat_conversations set last_message_at = now(), staff_read_id = ${row.id}::bigint,
            assigned_staff_id = coalesce(assigned_staff_id, ${staffId}::bigint)
            where id = ${input.conversationId}::bigint`,
    );
    return toMessage(row);
  });

/**
 * Moves one side's read mark forward to `upTo`, never past the conversation's last message and
 * never back; answers the mark now.
 */
export const markRead = async (
  db: Database,
  conversationId: string,
  side: 'visitor' | 'staff',
  upTo: string,
): Promise<string> => {
  const column = side === 'visitor' ? sql`visitor_read_id` : sql`staff_read_id`;
  const [row] = rowsOf<{ mark: string }>(
    await db.execute(sql`
      update chat_conversations c set ${column} = greatest(${column}, least(${upTo}::bigint,
        coalesce((select max(id) from chat_messages where conversation_id = c.id), 0)))
      where c.id = ${conversationId}::bigint
      returning ${column}::text as mark`),
  );
  return row?.mark ?? '0';
};
