import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import type { StaffRole } from '../../db/schema/index.ts';
import { appError } from '../../platform/errors.ts';
import { bkkText } from '../../platform/bangkok-time.ts';

export interface StaffView {
  id: number;
  username: string;
  role: StaffRole;
  totpEnrolled: boolean;
  locked: boolean;
  failedLoginCount: number;
  disabled: boolean;
  createdAt: string;
}

/** The columns of StaffView, for any query on `staff s`. */
export const STAFF_VIEW_SQL =
  sql.raw(`s.id::int as id, s.username, s.role, (s.totp_secret is not null) as "totpEnrolled",
  (s.login_locked_at is not null) as locked, s.failed_login_count as "failedLoginCount", (s.disabled_at is not null) as disabled,
  ${bkkText('s.created_at')} as "createdAt"`);

/** Reads a staff row under FOR UPDATE in the caller's transaction (the audit `before`). */
export const lockStaff = async (tx: Database, id: number): Promise<StaffView> => {
  const [row] = rowsOf<StaffView>(
    await tx.execute(sql`select ${STAFF_VIEW_SQL} from staff s where s.id = ${id} for update`),
  );
  if (!row) throw appError('STAFF_NOT_FOUND');
  return row;
};

/**
 * Refuses a change that would leave no active Super Admin (nobody could manage staff or site
 * settings any more). Locks the active Super Admin rows, so two such changes serialise.
 */
export const assertAnotherSuperAdmin = async (tx: Database, changing: StaffView): Promise<void> => {
  if (changing.role !== 'Super Admin' || changing.disabled) return;
  const others = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select id::int as id from staff where role = 'Super Admin' and disabled_at is null and id <> ${changing.id} for update`,
    ),
  );
  if (others.length === 0) throw appError('LAST_SUPER_ADMIN');
};
