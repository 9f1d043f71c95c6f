import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn } from './columns.ts';
import { members } from './members.ts';

/**
 * One row per issued member token (JWT claim `sid`). A token is valid only while its row is
 * neither revoked nor expired, so logout, a PIN change and a ban take effect at once.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('member_sessions_member_id_idx').on(t.memberId)],
);
