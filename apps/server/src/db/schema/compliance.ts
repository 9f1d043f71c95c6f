import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/**
 * A member's self-exclusion (docs/compliance.md): from `created_at` until `until` (null:
 * permanent). Rows are never updated or deleted by the application: no staff role can lift one.
 */
export const selfExclusions = pgTable(
  'self_exclusions',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    until: timestamp('until', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('self_exclusions_member_idx').on(t.memberId, t.until),
    check('self_exclusions_period_check', sql`${t.period} in ('24h', '7d', '6m', '1y', 'permanent')`),
  ],
);

/**
 * A limit a member set on themself (docs/compliance.md "Limits"): `value` in satang for deposit
 * and loss limits, in minutes for the session reminder. A raise or a removal waits: it is
 * `pending_value` (null: no limit) from `pending_at` on, and until then `value` holds.
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    value: bigintColumn('value'),
    pendingValue: bigintColumn('pending_value'),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check(
      'member_limits_kind_period_check',
      sql`(${t.kind} in ('deposit', 'loss') and ${t.period} in ('day', 'week', 'month')) or (${t.kind} = 'session' and ${t.period} = 'session')`,
    ),
    check('member_limits_positive_check', sql`${t.value} > 0 and ${t.pendingValue} > 0`),
  ],
);

/**
 * An identity check (docs/compliance.md "Identity checks"): the member's ID document and selfie,
 * kept by the storage adapter under the two keys, and staff's decision. One pending check per
 * member at a time.
 */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').notNull().default('PENDING'),
    documentKey: text('document_key').notNull(),
    selfieKey: text('selfie_key').notNull(),
    reason: text('reason'),
    reviewedBy: bigintColumn('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('kyc_checks_member_idx').on(t.memberId, t.createdAt),
    index('kyc_checks_status_idx').on(t.status, t.createdAt),
    uniqueIndex('kyc_checks_one_pending_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'PENDING'`),
    check('kyc_checks_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);
