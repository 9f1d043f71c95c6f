import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lottoRounds } from './lotto-rounds.ts';
import { members } from './members.ts';

/**
 * Poys (members' bet tickets) and their lines, and members' saved number sets (docs/lotto.md). Money is
 * satang; rates are hundredths.
 */

/** A poy. `total` was debited through the ledger (BET_*) in the transaction that inserted it. */
export const poys = pgTable(
  'poys',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    roundId: bigint('round_id', { mode: 'bigint' })
      .notNull()
      .references(() => lottoRounds.id),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    /** ACTIVE → CANCELLED | (settlement) SETTLED. */
    status: text('status').notNull().default('ACTIVE'),
    /** Filled by settlement: the sum of the lines' wins, and the result it was settled against. */
    win: bigint('win', { mode: 'bigint' }),
    resultId: bigint('result_id', { mode: 'bigint' }),
    note: text('note'),
    /** The client's Idempotency-Key: the same key replays this poy. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('poys_member_idempotency_idx').on(t.memberId, t.idempotencyKey),
    index('poys_member_created_idx').on(t.memberId, t.createdAt.desc()),
    // Settlement claims a round's unsettled poys in id order.
    index('poys_round_status_idx').on(t.roundId, t.status, t.id),
    check('poys_total_check', sql`${t.total} > 0`),
    check('poys_status_check', sql`${t.status} in ('ACTIVE', 'CANCELLED', 'SETTLED')`),
  ],
);

/** A line of a poy: the rate is fixed at placement. 4D lines are `set_4` with a count of sets. */
export const poyLines = pgTable(
  'poy_lines',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    poyId: bigint('poy_id', { mode: 'bigint' })
      .notNull()
      .references(() => poys.id),
    roundId: bigint('round_id', { mode: 'bigint' }).notNull(),
    number: text('number').notNull(),
    option: text('option').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    /** The rate in hundredths (the column keeps the contract's word); null for 4D sets (their prizes are per tier). */
    rate: integer('multiply'),
    sets: integer('sets'),
    /** What the line would win at most (price × rate, or sets × the top 4D prize): the exposure it added. */
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    /** Filled by settlement: the credited amount (0 for a losing line). */
    win: bigint('win', { mode: 'bigint' }),
  },
  (t) => [
    index('poy_lines_poy_idx').on(t.poyId),
    // Settlement marks a round's lines by option and number.
    index('poy_lines_round_option_number_idx').on(t.roundId, t.option, t.number),
    check('poy_lines_price_check', sql`${t.price} > 0`),
  ],
);

/** A member's named list of numbers (the /number-set page), loaded into a slip. */
export const numberSets = pgTable(
  'number_sets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    /** [{ number, option }] */
    lines: jsonb('lines').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('number_sets_member_name_idx').on(t.memberId, t.name)],
);
