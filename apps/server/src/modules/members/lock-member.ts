import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { lockMemberRow } from './member-admin-repository.ts';

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
  const row = await lockMemberRow(tx, uuid);
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
