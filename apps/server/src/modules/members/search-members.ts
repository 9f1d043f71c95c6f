import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { escapeLike, pagedList, UUID } from '../../platform/paged-list.ts';
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

interface MemberRow {
  uuid: string;
  user_name: string;
  name: string | null;
  phone_number: string | null;
  status: number;
  locked: boolean;
  created_at: string;
}

export const searchMembers = (
  db: Database,
  query: { q: string; page: number; pageSize: number },
): Promise<Page<MemberListItem>> => {
  const where = matchOf(query.q);
  return pagedList(db, {
    from: sql`members m`,
    where,
    page: query,
    rows: async ({ limit, offset }) =>
      rowsOf<MemberRow>(
        await db.execute(sql`
          select m.uuid::text as uuid, m.user_name, m.name, m.phone_number, m.status, (m.login_locked_at is not null) as locked, ${bkk('m.created_at')} as created_at
          from members m where ${where}
          order by m.created_at desc, m.id desc
          limit ${limit} offset ${offset}`),
      ).map((r) => ({
        uuid: r.uuid,
        userName: r.user_name,
        name: r.name,
        phoneNumber: r.phone_number,
        status: Number(r.status),
        locked: r.locked,
        createdAt: r.created_at,
      })),
  });
};
