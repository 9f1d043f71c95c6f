import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn } from './columns.ts';
import { members } from './members.ts';

/**
 * Browser fingerprints (spec §3). Append-only: staff later look for members sharing a visitorId.
 */
export const devices = pgTable(
  'devices',
  {
    id: idColumn(),
    visitorId: text('visitor_id').notNull(),
    memberId: bigintColumn('member_id').references(() => members.id),
    payload: jsonb('payload').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('devices_visitor_id_idx').on(t.visitorId), index('devices_member_id_idx').on(t.memberId)],
);
