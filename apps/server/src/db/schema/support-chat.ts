import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/**
 * A live chat between a member (or a guest, by the `guest` cookie) and staff (docs/support.md,
 * "Live support chat"). At most one open conversation per member and per guest. The read marks
 * are the last message id each side has read; unread counts are the other side's messages above.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id').references(() => members.id),
    guestId: text('guest_id'),
    guestName: text('guest_name'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assignedStaffId: bigintColumn('assigned_staff_id').references(() => staff.id),
    visitorReadId: bigintColumn('visitor_read_id')
      .notNull()
      .default(sql`0`),
    staffReadId: bigintColumn('staff_read_id')
      .notNull()
      .default(sql`0`),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_conversations_visitor_check', sql`(${t.memberId} is null) <> (${t.guestId} is null)`),
    uniqueIndex('chat_conversations_open_member_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'open' and ${t.memberId} is not null`),
    uniqueIndex('chat_conversations_open_guest_idx')
      .on(t.guestId)
      .where(sql`${t.status} = 'open' and ${t.guestId} is not null`),
    index('chat_conversations_queue_idx').on(t.status, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    conversationId: bigintColumn('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: ['visitor', 'staff'] }).notNull(),
    staffId: bigintColumn('staff_id').references(() => staff.id),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_staff_check', sql`(${t.sender} = 'staff') = (${t.staffId} is not null)`),
  ],
);

/** Staff's prepared answers, per language (th required). */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: idColumn(),
    title: text('title').notNull(),
    texts: jsonb('texts').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('chat_canned_replies_th_check', sql`${t.texts} ? 'th'`)],
);
