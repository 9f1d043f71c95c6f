import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn, idColumn } from './columns.ts';
import { members } from './members.ts';

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
