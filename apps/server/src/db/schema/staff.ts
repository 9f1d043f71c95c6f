import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn } from './columns.ts';

// Kept literal here (not imported from @chokdee/domain) because drizzle-kit loads this file on
// its own; a unit test checks it equals the domain's STAFF_ROLES.
export const STAFF_ROLES = ['Super Admin', 'Administrator', 'Staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Back-office users, never members. `totpSecret` set means TOTP is enrolled (the demo seed sets
 * it directly); `totpPendingSecret` is a secret shown by enrol-start and not yet confirmed.
 */
export const staff = pgTable(
  'staff',
  {
    id: idColumn(),
    username: text('username').notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted TOTP time step: a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Consecutive failed logins; the 5th locks the account until a Super Admin unlocks it. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    loginLockedAt: timestamp('login_locked_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('Super Admin', 'Administrator', 'Staff')`)],
);

/** One row per issued staff token (claim `sid`): logout, disable and TOTP reset revoke at once. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: bigintColumn('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_id_idx').on(t.staffId)],
);

/** TOTP recovery codes: SHA-256 hashes only; `usedAt` makes each one single use. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: idColumn(),
    staffId: bigintColumn('staff_id')
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_staff_id_code_hash_idx').on(t.staffId, t.codeHash)],
);
