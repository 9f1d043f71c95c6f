import type { Locale } from '@chokdee/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { agentLocaleDefaults, devices, members } from '../../db/schema/index.ts';

/**
 * The members table (and the devices and locale defaults it is read with) for the member-side use
 * cases; the back office's reads are in member-admin-repository.ts.
 */

/** What a session is started for (signup, PIN login, LINE login). */
export interface SessionMember {
  id: bigint;
  uuid: string;
  userName: string;
  status: number;
  name: string | null;
}

const SESSION_COLUMNS = {
  id: members.id,
  uuid: members.uuid,
  userName: members.userName,
  status: members.status,
  name: members.name,
};

export type NewMember = typeof members.$inferInsert;

/** Inserts a member; a unique violation (user name, phone, LINE uid, af_slug) is the caller's to read. */
export const insertMember = async (db: Database, values: NewMember): Promise<SessionMember> => {
  const [row] = await db.insert(members).values(values).returning(SESSION_COLUMNS);
  if (!row) throw new Error('member insert returned no row');
  return row;
};

export const findMemberByLineUid = async (db: Database, sub: string): Promise<SessionMember | undefined> => {
  const [row] = await db.select(SESSION_COLUMNS).from(members).where(eq(members.lineUid, sub));
  return row;
};

export const findReferrerBySlug = async (
  db: Database,
  slug: string,
): Promise<{ id: bigint; agentId: number } | undefined> => {
  const [row] = await db
    .select({ id: members.id, agentId: members.agentId })
    .from(members)
    .where(eq(members.afSlug, slug));
  return row;
};

export const findLocaleDefaults = async (
  db: Database,
  locale: Locale,
): Promise<{ agentId: number; refUid: bigint } | undefined> => {
  const [row] = await db
    .select({ agentId: agentLocaleDefaults.agentId, refUid: agentLocaleDefaults.refUid })
    .from(agentLocaleDefaults)
    .where(eq(agentLocaleDefaults.locale, locale));
  return row;
};

export interface LoginRow {
  id: string;
  uuid: string;
  status: number;
  name: string | null;
  pin_hash: string;
  locked: boolean;
}

export const findLoginRow = async (db: Database, userName: string): Promise<LoginRow | undefined> => {
  const [row] = rowsOf<LoginRow>(
    await db.execute(sql`
      select id::text as id, uuid::text as uuid, status, name, pin_hash, login_locked_at is not null as locked
      from members where user_name = ${userName}`),
  );
  return row;
};

/** One atomic UPDATE counts the failure and locks at `maxFailures`, so parallel guesses cannot slip past. */
export const recordLoginFailure = async (db: Database, id: string, maxFailures: number): Promise<boolean> => {
  const rows = rowsOf<{ locked: boolean }>(
    await db.execute(sql`
      update members set failed_login_count = failed_login_count + 1,
        login_locked_at = case when failed_login_count + 1 >= ${maxFailures} then coalesce(login_locked_at, now()) else login_locked_at end
      where id = ${id}::bigint
      returning login_locked_at is not null as locked`),
  );
  return rows[0]?.locked ?? false;
};

/** Resets the count unless a parallel failure locked the account meanwhile (then the lock wins). */
export const recordLoginSuccess = async (db: Database, id: string): Promise<boolean> => {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`update members set failed_login_count = 0 where id = ${id}::bigint and login_locked_at is null returning id::text as id`,
    ),
  );
  return rows.length === 1;
};

export const findPinHash = async (db: Database, memberId: bigint): Promise<string | undefined> => {
  const [row] = await db.select({ pinHash: members.pinHash }).from(members).where(eq(members.id, memberId));
  return row?.pinHash;
};

export const storePin = async (tx: Database, memberId: bigint, pinHash: string): Promise<void> => {
  await tx
    .update(members)
    .set({ pinHash, pinChangedAt: sql`now()` })
    .where(eq(members.id, memberId));
};

/** Stores a first PIN only while the member has none; false when one was set meanwhile. */
export const storeFirstPin = async (tx: Database, memberId: bigint, pinHash: string): Promise<boolean> => {
  const updated = await tx
    .update(members)
    .set({ pinHash, hasPin: true, pinChangedAt: sql`now()` })
    .where(and(eq(members.id, memberId), eq(members.hasPin, false)))
    .returning({ id: members.id });
  return updated.length === 1;
};

export interface ProfileChanges {
  avatar?: string;
  email?: string;
  lineId?: string;
  name?: string;
}

export const updateMemberProfile = async (
  db: Database,
  memberId: bigint,
  changes: ProfileChanges,
): Promise<void> => {
  await db.update(members).set(changes).where(eq(members.id, memberId));
};

export type NewDevice = typeof devices.$inferInsert;

export const insertDevice = async (db: Database, values: NewDevice): Promise<void> => {
  await db.insert(devices).values(values);
};

export const findMemberName = async (db: Database, memberId: bigint): Promise<string | null> => {
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.id, memberId));
  return row?.name ?? null;
};

export interface UserInfoRow {
  level: number;
  line_id: string | null;
  user_name: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  phone_number: string | null;
  line_uid: string | null;
  has_pin: boolean;
  birth_date: string | null;
  active_popup: boolean | null;
  active_support: boolean | null;
  office_phone: string | null;
  url_bailek: string | null;
  url_popup: string | null;
  url_support: string | null;
}

/** The member's profile with their agent's support data (the centre agent when theirs is missing). */
export const findUserInfoRow = async (db: Database, memberId: bigint): Promise<UserInfoRow | undefined> => {
  const [row] = rowsOf<UserInfoRow>(
    await db.execute(sql`
      select m.level, m.line_id, m.user_name, m.name, m.email, m.avatar, m.phone_number, m.line_uid, m.has_pin,
        to_char(m.birth_date, 'YYYY-MM-DD') as birth_date,
        a.active_popup, a.active_support, a.phone_number as office_phone, a.url_bailek, a.url_popup, a.url_support
      from members m
      left join lateral (
        select * from agents where id in (m.agent_id, ${CENTRE_AGENT_ID})
        order by (id = m.agent_id) desc limit 1
      ) a on true
      where m.id = ${memberId.toString()}::bigint`),
  );
  return row;
};
