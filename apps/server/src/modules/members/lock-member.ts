import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { bkk } from '../../platform/bangkok-time.ts';

export interface LockedMember {
  id: bigint;
  uuid: string;
  userName: string;
  status: number;
  failedLoginCount: number;
  loginLockedAt: string | null;
  activeSessions: number;
}

/**
 * Reads a member under FOR UPDATE inside the caller's transaction, so the audit row's `before`
 * is exactly what the change replaced (two staff changing one member serialise here).
 */
export const lockMember = async (tx: Database, uuid: string): Promise<LockedMember> => {
  const [row] = rowsOf<{
    id: string;
    uuid: string;
    user_name: string;
    status: number;
    failed_login_count: number;
    login_locked_at: string | null;
    active_sessions: number;
  }>(
    await tx.execute(sql`
      select m.id::text as id, m.uuid::text as uuid, m.user_name, m.status, m.failed_login_count, ${bkk('m.login_locked_at')} as login_locked_at,
        (select count(*)::int from member_sessions s where s.member_id = m.id and s.revoked_at is null and s.expires_at > now()) as active_sessions
      from members m where m.uuid = ${uuid}::uuid for update of m`),
  );
  if (!row) throw appError('MEMBER_NOT_FOUND');
  return {
    id: BigInt(row.id),
    uuid: row.uuid,
    userName: row.user_name,
    status: Number(row.status),
    failedLoginCount: Number(row.failed_login_count),
    loginLockedAt: row.login_locked_at,
    activeSessions: Number(row.active_sessions),
  };
};
