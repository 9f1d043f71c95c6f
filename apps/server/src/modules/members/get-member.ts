import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { bkk } from '../../platform/bangkok-time.ts';

type Row = Record<string, unknown>;

/**
 * A member's back-office view: profile, status, lockout, live sessions, devices (one row per
 * visitorId) and linked members (other members seen on any of those visitorIds; bank accounts
 * join in with issue 8). Three set-based queries, no per-device loop.
 */
export const getMember = async (db: Database, uuid: string) => {
  const [m] = rowsOf<Row>(
    await db.execute(sql`
      select m.id::text as id, m.uuid::text as uuid, m.user_name, m.name, m.phone_number, m.email, m.line_id,
        (m.line_uid is not null) as line_linked, m.level, m.status, m.agent_id, m.af_slug,
        m.failed_login_count, ${bkk('m.login_locked_at')} as login_locked_at, ${bkk('m.created_at')} as created_at,
        (select count(*)::int from member_sessions s where s.member_id = m.id and s.revoked_at is null and s.expires_at > now()) as active_sessions
      from members m where m.uuid = ${uuid}::uuid`),
  );
  if (!m) throw appError('MEMBER_NOT_FOUND');
  const devices = rowsOf<Row>(
    await db.execute(sql`
      select visitor_id, count(*)::int as seen, ${bkk('min(created_at)')} as first_seen, ${bkk('max(created_at)')} as last_seen,
        (array_agg(ip order by created_at desc))[1] as last_ip, (array_agg(user_agent order by created_at desc))[1] as last_user_agent
      from devices where member_id = ${m.id as string}::bigint
      group by visitor_id order by max(created_at) desc limit 100`),
  );
  const linked = rowsOf<Row>(
    await db.execute(sql`
      select o.uuid::text as uuid, o.user_name, o.status, array_agg(distinct od.visitor_id order by od.visitor_id) as visitor_ids
      from devices mine
      join devices od on od.visitor_id = mine.visitor_id and od.member_id <> mine.member_id
      join members o on o.id = od.member_id
      where mine.member_id = ${m.id as string}::bigint
      group by o.uuid, o.user_name, o.status order by o.user_name limit 100`),
  );
  return {
    uuid: m.uuid as string,
    userName: m.user_name as string,
    name: m.name as string | null,
    phoneNumber: m.phone_number as string | null,
    email: m.email as string | null,
    lineId: m.line_id as string | null,
    lineLinked: m.line_linked as boolean,
    level: Number(m.level),
    status: Number(m.status),
    agentId: Number(m.agent_id),
    afSlug: m.af_slug as string,
    createdAt: m.created_at as string,
    lockout: {
      locked: m.login_locked_at !== null,
      failedLoginCount: Number(m.failed_login_count),
      lockedAt: m.login_locked_at as string | null,
    },
    activeSessions: Number(m.active_sessions),
    devices: devices.map((d) => ({
      visitorId: d.visitor_id as string,
      seen: Number(d.seen),
      firstSeen: d.first_seen as string,
      lastSeen: d.last_seen as string,
      lastIp: d.last_ip as string | null,
      lastUserAgent: d.last_user_agent as string | null,
    })),
    linkedMembers: linked.map((l) => ({
      uuid: l.uuid as string,
      userName: l.user_name as string,
      status: Number(l.status),
      via: 'visitorId' as const,
      visitorIds: l.visitor_ids as string[],
    })),
  };
};
