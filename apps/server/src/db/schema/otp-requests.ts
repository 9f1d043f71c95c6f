import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn } from './columns.ts';
import { members } from './members.ts';

/** A one-time code sent by SMS (forgot PIN). Only its hash is stored. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id').references(() => members.id),
    refCode: text('ref_code').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('otp_requests_member_id_created_at_idx').on(t.memberId, t.createdAt)],
);
