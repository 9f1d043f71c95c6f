import type { StaffRole } from '@chokdee/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { staff, staffRecoveryCodes } from '../../db/schema/index.ts';
import { bkkText } from '../../platform/bangkok-time.ts';

// The only file that names the staff tables: staff (with its TOTP columns) and staff_recovery_codes.
// Staff sessions belong to platform/staff-auth, which every admin route's guard reads.

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

const STAFF_VIEW_SQL =
  sql.raw(`s.id::int as id, s.username, s.role, (s.totp_secret is not null) as "totpEnrolled",
  (s.login_locked_at is not null) as locked, s.failed_login_count as "failedLoginCount", (s.disabled_at is not null) as disabled,
  ${bkkText('s.created_at')} as "createdAt"`);

export const listStaffRows = async (db: Database): Promise<StaffView[]> =>
  rowsOf<StaffView>(await db.execute(sql`select ${STAFF_VIEW_SQL} from staff s order by s.username`));

/** Reads a staff row under FOR UPDATE in the caller's transaction. */
export const lockStaffRow = async (tx: Database, id: number): Promise<StaffView | undefined> => {
  const [row] = rowsOf<StaffView>(
    await tx.execute(sql`select ${STAFF_VIEW_SQL} from staff s where s.id = ${id} for update`),
  );
  return row;
};

/** How many other active Super Admins there are; locks their rows, so two such changes serialise. */
export const countOtherSuperAdmins = async (tx: Database, id: number): Promise<number> =>
  rowsOf<{ id: number }>(
    await tx.execute(
      sql`select id::int as id from staff where role = 'Super Admin' and disabled_at is null and id <> ${id} for update`,
    ),
  ).length;

/** The new staff id, or undefined when the username is taken (the unique constraint decides). */
export const insertStaff = async (
  tx: Database,
  values: { username: string; role: StaffRole; pinHash: string },
): Promise<bigint | undefined> => {
  const [row] = await tx
    .insert(staff)
    .values(values)
    .onConflictDoNothing({ target: staff.username })
    .returning({ id: staff.id });
  return row?.id;
};

export const setStaffRole = async (tx: Database, id: number, role: StaffRole): Promise<void> => {
  await tx
    .update(staff)
    .set({ role })
    .where(eq(staff.id, BigInt(id)));
};

export const clearStaffLockout = async (tx: Database, id: number): Promise<void> => {
  await tx
    .update(staff)
    .set({ failedLoginCount: 0, loginLockedAt: null })
    .where(eq(staff.id, BigInt(id)));
};

/** Keeps the first disabling time when disabled twice; null re-enables. */
export const setStaffDisabledAt = async (tx: Database, id: number, disabled: boolean): Promise<void> => {
  await tx
    .update(staff)
    .set({ disabledAt: disabled ? sql`coalesce(disabled_at, now())` : null })
    .where(eq(staff.id, BigInt(id)));
};

/** Removes the TOTP secrets (active and pending) and every recovery code. */
export const clearStaffTotp = async (tx: Database, id: number): Promise<void> => {
  await tx
    .update(staff)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(staff.id, BigInt(id)));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, BigInt(id)));
};

export const setPendingTotpSecret = async (db: Database, id: bigint, secret: string): Promise<void> => {
  await db.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, id));
};

export const totpSecretsOf = async (
  db: Database,
  id: bigint,
): Promise<{ pending: string | null; active: string | null } | undefined> => {
  const [row] = await db
    .select({ pending: staff.totpPendingSecret, active: staff.totpSecret })
    .from(staff)
    .where(eq(staff.id, id));
  return row;
};

/**
 * Makes `pending` the active secret with `step` as its last used step; conditional on the same
 * pending secret and no active one, so of two concurrent confirms one wins. False: it lost.
 */
export const activatePendingTotp = async (
  tx: Database,
  id: bigint,
  pending: string,
  step: number,
): Promise<boolean> => {
  const updated = await tx
    .update(staff)
    .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
    .where(and(eq(staff.id, id), eq(staff.totpPendingSecret, pending), isNull(staff.totpSecret)))
    .returning({ id: staff.id });
  return updated.length === 1;
};

export interface StaffLoginRow {
  id: string;
  username: string;
  pin_hash: string;
  role: StaffRole;
  totp_secret: string | null;
  locked: boolean;
}

/** An enabled staff member by username (trimmed, lower case). */
export const staffForLogin = async (db: Database, username: string): Promise<StaffLoginRow | undefined> => {
  const [row] = rowsOf<StaffLoginRow>(
    await db.execute(sql`
      select id::text as id, username, pin_hash, role, totp_secret, (login_locked_at is not null) as locked
      from staff where username = ${username.trim().toLowerCase()} and disabled_at is null`),
  );
  return row;
};

/** Counts a failed login; the `lockAfter`th locks the account. Returns whether it is locked now. */
export const recordLoginFailure = async (db: Database, id: string, lockAfter: number): Promise<boolean> => {
  const [row] = rowsOf<{ locked: boolean }>(
    await db.execute(sql`
      update staff set failed_login_count = failed_login_count + 1,
        login_locked_at = case when failed_login_count + 1 >= ${lockAfter} then coalesce(login_locked_at, now()) else login_locked_at end
      where id = ${id}::bigint returning (login_locked_at is not null) as locked`),
  );
  return row?.locked ?? false;
};

export const resetLoginFailures = async (db: Database, id: string): Promise<void> => {
  await db.execute(sql`update staff set failed_login_count = 0 where id = ${id}::bigint`);
};

/** Records the TOTP step only if it is newer than the last used one; false when it is not. */
export const claimTotpStep = async (db: Database, id: string, step: number): Promise<boolean> => {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update staff set totp_last_step = ${step}
      where id = ${id}::bigint and (totp_last_step is null or totp_last_step < ${step}) returning id::text`),
  );
  return rows.length === 1;
};

export const replaceRecoveryCodeHashes = async (
  tx: Database,
  staffId: bigint,
  hashes: readonly string[],
): Promise<void> => {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
};

/** Marks the code used if it is an unused code of this staff member; one conditional UPDATE, so it works once. */
export const markRecoveryCodeUsed = async (
  db: Database,
  staffId: bigint,
  codeHash: string,
): Promise<boolean> => {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
};
