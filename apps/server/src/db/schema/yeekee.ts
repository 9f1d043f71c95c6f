import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintColumn } from './columns.ts';
import { lottoRounds } from './lotto-rounds.ts';
import { members } from './members.ts';

/**
 * Yeekee shooting (docs/yeekee.md). A shot's sequence number comes from its round's counter row,
 * incremented in the same transaction as the insert: a rolled-back shot returns its number (no
 * gaps, unlike a sequence object), and the row lock orders concurrent shots on every node.
 */

/**
 * One row per round that has been shot into: the last sequence number handed out (= the count)
 * and the running sum. `closed` is set by the draw under the row lock; a shot waiting on that lock
 * then finds the round closed, so no shot lands after the list the result was computed from.
 */
export const lottoYingCounters = pgTable(
  'lotto_ying_counters',
  {
    roundId: bigintColumn('round_id')
      .primaryKey()
      .references(() => lottoRounds.id),
    count: integer('count').notNull().default(0),
    sum: bigintColumn('sum')
      .notNull()
      .default(sql`0`),
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [check('lotto_ying_counters_nonnegative_check', sql`${t.count} >= 0 and ${t.sum} >= 0`)],
);

/** The shots, append-only (a trigger refuses UPDATE and DELETE). Keyed and listed by round + sequence. */
export const lottoYings = pgTable(
  'lotto_yings',
  {
    roundId: bigintColumn('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    seq: integer('seq').notNull(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    yingNumber: text('ying_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.seq] }),
    check('lotto_yings_number_check', sql`${t.yingNumber} ~ '^[0-9]{5}$'`),
    check('lotto_yings_seq_check', sql`${t.seq} >= 1`),
  ],
);

/** A member's last accepted shot: one shot every 5 seconds, enforced by a conditional upsert. */
export const lottoYingCooldowns = pgTable('lotto_ying_cooldowns', {
  memberId: bigintColumn('member_id')
    .primaryKey()
    .references(() => members.id),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
