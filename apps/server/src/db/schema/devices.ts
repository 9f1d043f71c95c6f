import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * Browser fingerprints (spec §3). Append-only: staff later look for members sharing a visitorId.
 */
export const devices = pgTable(
  'devices',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    visitorId: text('visitor_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    payload: jsonb('payload').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_visitor_id_idx').on(t.visitorId), index('devices_member_id_idx').on(t.memberId)],
);
