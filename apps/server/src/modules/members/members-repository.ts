import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { members } from '../../db/schema/index.ts';

/** The only place that names the members table in SQL for the member-side use cases. */

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
