import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffSessions } from '../../db/schema/index.ts';
import { STAFF_SESSION_TTL_SECONDS, signStaffToken, staffCsrfTokenFor } from './tokens.ts';

export interface IssuedStaffSession {
  token: string;
  csrfToken: string;
  sid: string;
  expiresAt: Date;
}

export const issueStaffSession = async (
  db: Database,
  jwtSecret: string,
  staffId: bigint,
  meta: { ip?: string | undefined; userAgent?: string | undefined } = {},
): Promise<IssuedStaffSession> => {
  const expiresAt = new Date(Date.now() + STAFF_SESSION_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(staffSessions)
    .values({ staffId, expiresAt, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned no row');
  const token = await signStaffToken({ sub: staffId.toString(), sid: row.id }, jwtSecret, expiresAt);
  return { token, csrfToken: staffCsrfTokenFor(row.id, jwtSecret), sid: row.id, expiresAt };
};

export const revokeStaffSession = async (db: Database, sid: string): Promise<void> => {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sid), isNull(staffSessions.revokedAt)));
};

/** Used by disable, TOTP reset and role change: the staff member must sign in again. */
export const revokeAllStaffSessions = async (db: Database, staffId: bigint): Promise<number> => {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
};
