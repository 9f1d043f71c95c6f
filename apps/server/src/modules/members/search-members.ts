import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import type { Page } from '../../platform/reply.ts';

export interface MemberListItem {
  uuid: string;
  userName: string;
  name: string | null;
  phoneNumber: string | null;
  status: number;
  locked: boolean;
  createdAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One box finds a member by any of: username prefix, phone number, uuid (exact), a visitorId of
 * one of their devices. Bank account numbers join in when the member bank tables exist (issue 8):
 * add `or exists (select 1 from member_banks b where b.member_id = m.id and b.account_number = q)`.
 * Each branch is an indexed lookup (user_name unique btree, phone unique, uuid unique, devices.visitor_id).
 */
const matchOf = (q: string): SQL => {
  if (!q) return sql`true`;
  const branches: SQL[] = [
    sql`m.user_name like ${`${escapeLike(q.toLowerCase())}%`}`,
    sql`m.phone_number = ${q}`,
    sql`exists (select 1 from devices d where d.member_id = m.id and d.visitor_id = ${q})`,
  ];
  if (UUID.test(q)) branches.push(sql`m.uuid = ${q}::uuid`);
  return sql.join(branches, sql` or `);
};

export const searchMembers = async (
  db: Database,
  query: { q: string; page: number; pageSize: number },
): Promise<Page<MemberListItem>> => {
  const where = matchOf(query.q);
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from members m where ${where}`),
  );
  const rows = rowsOf<{
    uuid: string;
    user_name: string;
    name: string | null;
    phone_number: string | null;
    status: number;
    locked: boolean;
    created_at: string;
  }>(
    await db.execute(sql`
      select m.uuid::text as uuid, m.user_name, m.name, m.phone_number, m.status, (m.login_locked_at is not null) as locked, ${bkk('m.created_at')} as created_at
      from members m where ${where}
      order by m.created_at desc, m.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  return {
    items: rows.map((r) => ({
      uuid: r.uuid,
      userName: r.user_name,
      name: r.name,
      phoneNumber: r.phone_number,
      status: Number(r.status),
      locked: r.locked,
      createdAt: r.created_at,
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
