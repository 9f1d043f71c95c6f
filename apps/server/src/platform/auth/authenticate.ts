import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { ACCESS_TOKEN_COOKIE } from './cookies.ts';
import { verifyAccessToken } from './tokens.ts';

/** The caller of a member route, as the guard puts it on `request.member`. */
export interface AuthenticatedMember {
  id: bigint;
  uuid: string;
  /** The CURRENT status from the database, not the (possibly stale) token claim. */
  status: number;
  /** member_sessions.id of this token. */
  sid: string;
  userName: string;
  /** How the token came: a cookie-only state-changing call must pass the CSRF check. */
  via: 'bearer' | 'cookie';
}

export interface AuthDeps {
  db: Database;
  jwtSecret: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+(\S+)$/i;

const tokenOf = (request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null => {
  const header = request.headers.authorization;
  const match = header ? BEARER.exec(header) : null;
  if (match?.[1]) return { token: match[1], via: 'bearer' };
  const cookie = request.cookies?.[ACCESS_TOKEN_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
};

/**
 * The member behind the request's token, or null when there is none or it is forged, expired or
 * revoked. One query checks the session row and reads the member's current status, so a logout,
 * PIN change or staff status change applies on the very next call.
 */
export const authenticate = async (
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<AuthenticatedMember | null> => {
  const found = tokenOf(request);
  if (!found) return null;
  const claims = await verifyAccessToken(found.token, deps.jwtSecret);
  // Both go into ::uuid casts; a malformed one must be a 401, not a database error.
  if (!claims || !UUID.test(claims.sid) || !UUID.test(claims.uuid)) return null;
  const rows = rowsOf<{ id: string; uuid: string; status: number; user_name: string }>(
    await deps.db.execute(sql`
      select m.id::text as id, m.uuid::text as uuid, m.status, m.user_name
      from member_sessions s join members m on m.id = s.member_id
      where s.id = ${claims.sid}::uuid and m.uuid = ${claims.uuid}::uuid
        and s.revoked_at is null and s.expires_at > now()`),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: BigInt(row.id),
    uuid: row.uuid,
    status: Number(row.status),
    sid: claims.sid,
    userName: row.user_name,
    via: found.via,
  };
};
