import { isAccountStatus, type AccountStatus } from '@chokdee/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { validationError } from '../../platform/errors.ts';
import { escapeLike, UUID } from '../../platform/paged-list.ts';

/** The back office's reads and writes of members, their sessions count and their devices. */

type Row = Record<string, unknown>;

// members_status_check holds the column to the contract's statuses.
export const accountStatusOf = (value: unknown): AccountStatus => Number(value) as AccountStatus;

/**
 * One box finds a member by any of: username prefix, phone number, uuid (exact), a visitorId of
 * one of their devices. Bank account numbers join in when the member bank tables exist (issue 8):
 * add `or exists (select 1 from member_banks b where b.member_id = m.id and b.account_number = q)`.
 * Each branch is an indexed lookup (user_name unique btree, phone unique, uuid unique, devices.visitor_id).
 */
export const memberSearchMatch = (q: string): SQL => {
  if (!q) return sql`true`;
  const branches: SQL[] = [
    sql`m.user_name like ${`${escapeLike(q.toLowerCase())}%`}`,
    sql`m.phone_number = ${q}`,
    sql`exists (select 1 from devices d where d.member_id = m.id and d.visitor_id = ${q})`,
  ];
  if (UUID.test(q)) branches.push(sql`m.uuid = ${q}::uuid`);
  return sql.join(branches, sql` or `);
};

export const MEMBERS_FROM = sql`members m`;

export interface MemberListRow {
  uuid: string;
  user_name: string;
  name: string | null;
  phone_number: string | null;
  status: number;
  locked: boolean;
  created_at: string;
}

export const findMemberPage = async (
  db: Database,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<MemberListRow[]> =>
  rowsOf<MemberListRow>(
    await db.execute(sql`
      select m.uuid::text as uuid, m.user_name, m.name, m.phone_number, m.status, (m.login_locked_at is not null) as locked, ${bkk('m.created_at')} as created_at
      from members m where ${where}
      order by m.created_at desc, m.id desc
      limit ${page.limit} offset ${page.offset}`),
  );

const ACTIVE_SESSIONS = sql`(select count(*)::int from member_sessions s where s.member_id = m.id and s.revoked_at is null and s.expires_at > now()) as active_sessions`;

export const findMemberProfile = async (db: Database, uuid: string): Promise<Row | undefined> => {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select m.id::text as id, m.uuid::text as uuid, m.user_name, m.name, m.phone_number, m.email, m.line_id,
        (m.line_uid is not null) as line_linked, m.level, m.status, m.agent_id, m.af_slug,
        m.failed_login_count, ${bkk('m.login_locked_at')} as login_locked_at, ${bkk('m.created_at')} as created_at,
        ${ACTIVE_SESSIONS}
      from members m where m.uuid = ${uuid}::uuid`),
  );
  return row;
};

/** One row per visitorId the member was seen on, latest first. */
export const findMemberDevices = async (db: Database, memberId: string): Promise<Row[]> =>
  rowsOf<Row>(
    await db.execute(sql`
      select visitor_id, count(*)::int as seen, ${bkk('min(created_at)')} as first_seen, ${bkk('max(created_at)')} as last_seen,
        (array_agg(ip order by created_at desc))[1] as last_ip, (array_agg(user_agent order by created_at desc))[1] as last_user_agent
      from devices where member_id = ${memberId}::bigint
      group by visitor_id order by max(created_at) desc limit 100`),
  );

/** Other members seen on any of the member's visitorIds. */
export const findLinkedMembers = async (db: Database, memberId: string): Promise<Row[]> =>
  rowsOf<Row>(
    await db.execute(sql`
      select o.uuid::text as uuid, o.user_name, o.status, array_agg(distinct od.visitor_id order by od.visitor_id) as visitor_ids
      from devices mine
      join devices od on od.visitor_id = mine.visitor_id and od.member_id <> mine.member_id
      join members o on o.id = od.member_id
      where mine.member_id = ${memberId}::bigint
      group by o.uuid, o.user_name, o.status order by o.user_name limit 100`),
  );

export interface LockedMemberRow {
  id: string;
  uuid: string;
  user_name: string;
  status: number;
  failed_login_count: number;
  login_locked_at: string | null;
  active_sessions: number;
}

/** The member under FOR UPDATE, inside the caller's transaction. */
export const lockMemberRow = async (tx: Database, uuid: string): Promise<LockedMemberRow | undefined> => {
  const [row] = rowsOf<LockedMemberRow>(
    await tx.execute(sql`
      select m.id::text as id, m.uuid::text as uuid, m.user_name, m.status, m.failed_login_count, ${bkk('m.login_locked_at')} as login_locked_at,
        ${ACTIVE_SESSIONS}
      from members m where m.uuid = ${uuid}::uuid for update of m`),
  );
  return row;
};

/**
 * No session is revoked: authenticate() reads the current status on every call, so the change
 * applies to the member's next request. Returns false for an unknown member.
 */
export const setMemberStatus = async (db: Database, memberId: bigint, status: number): Promise<boolean> => {
  if (!isAccountStatus(status)) throw validationError({ status: 'Status is invalid' });
  const rows = await db
    .update(members)
    .set({ status })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length === 1;
};

/** The next login starts counting from 0. Returns false for an unknown member. */
export const unlockMemberLogin = async (db: Database, memberId: bigint): Promise<boolean> => {
  const rows = await db
    .update(members)
    .set({ failedLoginCount: 0, loginLockedAt: null })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length === 1;
};
