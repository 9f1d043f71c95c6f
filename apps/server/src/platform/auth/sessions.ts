import { createHmac } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberSessions } from '../../db/schema/index.ts';
import { SESSION_TTL_SECONDS, signAccessToken } from './tokens.ts';

export interface SessionMember {
  id: bigint;
  uuid: string;
  status: number;
}

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface IssuedSession {
  token: string;
  csrfToken: string;
  sid: string;
  expiresAt: Date;
}

/**
 * The CSRF token is derived from the session id (signed double submit): a cookie planted by a
 * sibling subdomain cannot match it, and no extra column is needed.
 */
export const csrfTokenFor = (sid: string, secret: string): string =>
  createHmac('sha256', secret).update(`csrf:${sid}`).digest('base64url');

/** Inserts the session row and signs its token. */
export const issueSession = async (
  db: Database,
  jwtSecret: string,
  member: SessionMember,
  meta: SessionMeta = {},
): Promise<IssuedSession> => {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(memberSessions)
    .values({
      memberId: member.id,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: memberSessions.id });
  if (!row) throw new Error('session insert returned no row');
  const token = await signAccessToken(
    { uuid: member.uuid, status: member.status, sid: row.id },
    jwtSecret,
    expiresAt,
  );
  return { token, csrfToken: csrfTokenFor(row.id, jwtSecret), sid: row.id, expiresAt };
};

export const revokeSession = async (db: Database, sid: string): Promise<void> => {
  await db
    .update(memberSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(memberSessions.id, sid), isNull(memberSessions.revokedAt)));
};

/** Revokes every live session of the member, except `exceptSid` (the caller's own, after a PIN change). */
export const revokeAllSessions = async (
  db: Database,
  memberId: bigint,
  exceptSid?: string,
): Promise<void> => {
  await db
    .update(memberSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        exceptSid ? ne(memberSessions.id, exceptSid) : undefined,
      ),
    );
};
