// The back office's reads: the queue of conversations and the member beside one.
import {
  satang,
  SUPPORT_QUEUE_PAGE_SIZE,
  type ChatStatus,
  type SupportConversationRow,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { availableCashSql } from '../wallet/index.ts';
import { iso } from './chat-repository.ts';

const VIEWS = {
  open: sql`c.status = 'open'`,
  unassigned: sql`c.status = 'open' and c.assigned_staff_id is null`,
  closed: sql`c.status = 'closed'`,
} as const;

interface QueueRow {
  id: string;
  status: ChatStatus;
  member_user_name: string | null;
  member_name: string | null;
  guest_name: string | null;
  staff_id: string | null;
  staff_name: string | null;
  last_text: string | null;
  last_image: boolean | null;
  last_message_at: string | null;
  created_at: string;
  unread: number;
  total: number;
}

const toQueueRow = (row: QueueRow): SupportConversationRow => ({
  id: row.id,
  status: row.status,
  visitor:
    row.member_user_name === null
      ? { kind: 'guest', name: row.guest_name ?? '', userName: null }
      : { kind: 'member', name: row.member_name ?? row.member_user_name, userName: row.member_user_name },
  assignedTo: row.staff_id === null ? null : { id: Number(row.staff_id), name: row.staff_name ?? '' },
  lastText: row.last_text ?? '',
  lastMessageAt: row.last_message_at,
  createdAt: row.created_at,
  unread: row.unread,
});

const queueSelect = sql`
  select c.id::text, c.status, mb.user_name as member_user_name, mb.name as member_name, c.guest_name,
    c.assigned_staff_id::text as staff_id, st.username as staff_name,
    last.text as last_text, ${iso(sql`c.last_message_at`)} as last_message_at, ${iso(sql`c.created_at`)} as created_at,
    (select count(*)::int from chat_messages um
      where um.conversation_id = c.id and um.sender = 'visitor' and um.id > c.staff_read_id) as unread`;

const queueJoins = sql`
  from chat_conversations c
  left join members mb on mb.id = c.member_id
  left join staff st on st.id = c.assigned_staff_id
  left join lateral (select lm.text from chat_messages lm where lm.conversation_id = c.id
    order by lm.id desc limit 1) last on true`;

/**
 * A page of a view, latest activity first. Conversations nobody wrote in yet (a visitor who only
 * opened the panel) are not in the queue.
 */
export const queuePage = async (
  db: Database,
  view: 'open' | 'mine' | 'unassigned' | 'closed',
  staffId: bigint,
  page: number,
) => {
  const where =
    view === 'mine'
      ? sql`c.status = 'open' and c.assigned_staff_id = ${staffId.toString()}::bigint`
      : VIEWS[view];
  const rows = rowsOf<QueueRow>(
    await db.execute(sql`
      ${queueSelect}, count(*) over ()::int as total
      ${queueJoins}
      where ${where} and c.last_message_at is not null
      order by c.last_message_at desc, c.id desc
      limit ${SUPPORT_QUEUE_PAGE_SIZE} offset ${(page - 1) * SUPPORT_QUEUE_PAGE_SIZE}`),
  );
  const [unread] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from chat_conversations c join chat_messages m on m.conversation_id = c.id
      where c.status = 'open' and m.sender = 'visitor' and m.id > c.staff_read_id`),
  );
  return {
    items: rows.map(toQueueRow),
    page,
    total: rows[0]?.total ?? 0,
    unreadTotal: unread?.n ?? 0,
  };
};

export const queueRowOf = async (db: Database, id: string): Promise<SupportConversationRow | null> => {
  const [row] = rowsOf<QueueRow>(
    await db.execute(sql`${queueSelect}, 1 as total ${queueJoins} where c.id = ${id}::bigint`),
  );
  return row ? toQueueRow(row) : null;
};

/** What staff see beside a member's conversation: who, balance, status, last five poys. */
export const memberCardOf = async (db: Database, memberId: string) => {
  const [member] = rowsOf<{
    user_name: string;
    name: string | null;
    phone_number: string | null;
    status: number;
    level: number;
    cash: string;
  }>(
    await db.execute(sql`
      select mb.user_name, mb.name, mb.phone_number, mb.status, mb.level,
        ${sql.raw(availableCashSql('mb.id'))}::text as cash
      from members mb where mb.id = ${memberId}::bigint`),
  );
  if (!member) return null;
  const poys = rowsOf<{
    id: string;
    round: string;
    total: string;
    win: string | null;
    status: string;
    created_at: string;
  }>(
    await db.execute(sql`
      select p.id::text, r.name as round, p.total::text, p.win::text, p.status, ${iso(sql`p.created_at`)} as created_at
      from poys p join lotto_rounds r on r.id = p.round_id
      where p.member_id = ${memberId}::bigint order by p.id desc limit 5`),
  );
  return {
    userName: member.user_name,
    name: member.name ?? '',
    phoneNumber: member.phone_number ?? '',
    status: Number(member.status),
    level: Number(member.level),
    cash: satang(member.cash),
    lastPoys: poys.map((p) => ({
      id: p.id,
      round: p.round,
      stake: satang(p.total),
      win: satang(p.win ?? '0'),
      status: p.status,
      createdAt: p.created_at,
    })),
  };
};
