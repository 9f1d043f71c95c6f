import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TOTP_REQUIRED_ROLES, type StaffRole } from '@chokdee/domain';
import { rowsOf, type Database } from '../../db/client.ts';
import { STAFF_TOKEN_COOKIE } from './cookies.ts';
import { verifyStaffToken } from './tokens.ts';
import { cookiesOf } from '../request-cookies.ts';

/** The caller of an /api/admin route, as the guard puts it on `request.staff`. */
export interface AuthenticatedStaff {
  id: bigint;
  username: string;
  /** The CURRENT role from the database: a role change applies on the next call. */
  role: StaffRole;
  totpEnrolled: boolean;
  /** A Super Admin / Administrator without TOTP: the session may only enrol. */
  enrolmentRequired: boolean;
  sid: string;
  via: 'bearer' | 'cookie';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+(\S+)$/i;

// Only the staff cookie or a Bearer header: the member `accessToken` cookie (path /) also reaches
// /api/admin but is never read here, and a member Bearer token fails verifyStaffToken.
const tokenOf = (request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null => {
  const match = request.headers.authorization ? BEARER.exec(request.headers.authorization) : null;
  if (match?.[1]) return { token: match[1], via: 'bearer' };
  const cookie = cookiesOf(request)[STAFF_TOKEN_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
};

/**
 * The staff member behind the request's token, or null. One query checks the session row and
 * reads the staff row, so logout, disable, TOTP reset and role changes apply on the next call.
 */
export const authenticateStaff = async (
  deps: { db: Database; jwtSecret: string },
  request: FastifyRequest,
): Promise<AuthenticatedStaff | null> => {
  const found = tokenOf(request);
  if (!found) return null;
  const claims = await verifyStaffToken(found.token, deps.jwtSecret);
  if (!claims || !UUID.test(claims.sid)) return null;
  const rows = rowsOf<{ id: string; username: string; role: StaffRole; enrolled: boolean }>(
    await deps.db.execute(sql`
      select s.id::text as id, s.username, s.role, (s.totp_secret is not null) as enrolled
      from staff_sessions ss join staff s on s.id = ss.staff_id
      where ss.id = ${claims.sid}::uuid and s.id = ${claims.sub}::bigint
        and ss.revoked_at is null and ss.expires_at > now() and s.disabled_at is null`),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: BigInt(row.id),
    username: row.username,
    role: row.role,
    totpEnrolled: row.enrolled,
    enrolmentRequired: !row.enrolled && TOTP_REQUIRED_ROLES.includes(row.role),
    sid: claims.sid,
    via: found.via,
  };
};
