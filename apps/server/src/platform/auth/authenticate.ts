import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { ACCESS_TOKEN_COOKIE } from './cookies.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { verifyAccessToken } from './tokens.ts';
import { cookiesOf } from '../request-cookies.ts';

/** The caller of a member route, as the guard puts it on `request.member`. */
export interface AuthenticatedMember {
  id: bigint;
  uuid: string;
  /** The CURRENT status from the database, not the (possibly stale) token claim. */
  status: number;
  /** The member has given a date of birth (over the minimum age then): money areas need it. */
  ageChecked: boolean;
  /** member_sessions.id of this token. */
  sid: string;
  userName: string;
  /** How the token came: a cookie-only state-changing call must pass the CSRF check. */
  via: 'bearer' | 'cookie';
}

export interface AuthDeps {
  db: Database;
  jwtSecret: string;
  /** Checked tokens for a few seconds; without it every call reads the database. */
  sessions?: SessionCache;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+(\S+)$/i;

const tokenOf = (request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null => {
  const header = request.headers.authorization;
  const match = header ? BEARER.exec(header) : null;
  if (match?.[1]) return { token: match[1], via: 'bearer' };
  const cookie = cookiesOf(request)[ACCESS_TOKEN_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
};

/** Verifies the token and reads its session row and the member's current status. */
const loadSession = async (deps: AuthDeps, token: string): Promise<CachedSession | null> => {
  const generation = deps.sessions?.generation();
  const claims = await verifyAccessToken(token, deps.jwtSecret);
  // Both go into ::uuid casts; a malformed one must be a 401, not a database error.
  if (!claims || !UUID.test(claims.sid) || !UUID.test(claims.uuid)) return null;
  const rows = rowsOf<{
    id: string;
    uuid: string;
    status: number;
    user_name: string;
    age_checked: boolean;
    expires_at: string;
  }>(
    await deps.db.execute(sql`
      select m.id::text as id, m.uuid::text as uuid, m.status, m.user_name, m.birth_date is not null as age_checked,
        (extract(epoch from s.expires_at) * 1000)::bigint::text as expires_at
      from member_sessions s join members m on m.id = s.member_id
      where s.id = ${claims.sid}::uuid and m.uuid = ${claims.uuid}::uuid
        and s.revoked_at is null and s.expires_at > now()`),
  );
  const row = rows[0];
  if (!row) return null;
  const session = {
    id: BigInt(row.id),
    uuid: row.uuid,
    status: Number(row.status),
    ageChecked: row.age_checked,
    sid: claims.sid,
    userName: row.user_name,
  };
  if (generation !== undefined) deps.sessions?.store(token, session, Number(row.expires_at), generation);
  return session;
};

/**
 * The member behind the request's token, or null when there is none or it is forged, expired or
 * revoked. The session row and the member's current status come from the database, or from the
 * session cache for a token checked in the last few seconds and not forgotten since, so a logout,
 * PIN change or staff status change applies on the very next call.
 */
export const authenticate = async (
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<AuthenticatedMember | null> => {
  const known = cachedMember(deps, request);
  if (known !== undefined) return known;
  const found = tokenOf(request);
  const session = found ? await loadSession(deps, found.token) : null;
  return found && session ? { ...session, via: found.via } : null;
};

/**
 * authenticate() where no database read is needed: null without a token, the member when the
 * session cache knows the token, undefined when only authenticate() can tell.
 */
export const cachedMember = (
  deps: AuthDeps,
  request: FastifyRequest,
): AuthenticatedMember | null | undefined => {
  const found = tokenOf(request);
  if (!found) return null;
  const session = deps.sessions?.lookup(found.token);
  return session ? { ...session, via: found.via } : undefined;
};
