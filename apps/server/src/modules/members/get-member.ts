import type { AdminMemberDetail } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { runningExclusion } from '../../platform/auth/index.ts';
import { appError } from '../../platform/errors.ts';
import { readLimits } from '../compliance/index.ts';
import {
  accountStatusOf,
  findLinkedMembers,
  findMemberDevices,
  findMemberProfile,
} from './member-admin-repository.ts';

/**
 * A member's back-office view: profile, status, lockout, live sessions, devices (one row per
 * visitorId) and linked members (other members seen on any of those visitorIds; bank accounts
 * join in with issue 8), the running self-exclusion and the limits the member set (read-only).
 * Set-based queries, no per-device loop.
 */
export const getMember = async (db: Database, uuid: string): Promise<AdminMemberDetail> => {
  const m = await findMemberProfile(db, uuid);
  if (!m) throw appError('MEMBER_NOT_FOUND');
  const devices = await findMemberDevices(db, m.id as string);
  const linked = await findLinkedMembers(db, m.id as string);
  const exclusionEnd = await runningExclusion(db, BigInt(m.id as string));
  const limits = await readLimits(db, BigInt(m.id as string));
  return {
    uuid: m.uuid as string,
    userName: m.user_name as string,
    name: m.name as string | null,
    phoneNumber: m.phone_number as string | null,
    email: m.email as string | null,
    lineId: m.line_id as string | null,
    lineLinked: m.line_linked as boolean,
    level: Number(m.level),
    status: accountStatusOf(m.status),
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
      status: accountStatusOf(l.status),
      via: 'visitorId' as const,
      visitorIds: l.visitor_ids as string[],
    })),
    selfExclusion: exclusionEnd === undefined ? null : { until: exclusionEnd },
    limits,
  };
};
