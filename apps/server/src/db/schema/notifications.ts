import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';

/**
 * A member's inbox (docs/support.md, "Notifications"). `kind` + `params` only: the web app words
 * them in the member's language. Rows are written in the transaction of their cause; the delivery
 * loop claims rows with `delivered_at` null after COMMIT (an outbox), so a rolled-back change
 * never notifies.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAtColumn(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.id),
    index('notifications_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
    index('notifications_undelivered_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** One Web Push subscription per browser (endpoint unique); re-subscribing moves it to the member. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId)],
);
