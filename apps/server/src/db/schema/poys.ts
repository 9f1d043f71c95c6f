import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn, updatedAtColumn } from './columns.ts';
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
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    roundId: bigintColumn('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    /** What the member paid: the lines' prices less their discounts. */
    total: bigintColumn('total').notNull(),
    /** FULL or DISCOUNT: how the slip was paid; its lines carry that choice's rates. */
    payMode: text('pay_mode').notNull().default('FULL'),
    /** ACTIVE → CANCELLED | (settlement) SETTLED. */
    status: text('status').notNull().default('ACTIVE'),
    /** Filled by settlement: the sum of the lines' wins, and the result it was settled against. */
    win: bigintColumn('win'),
    resultId: bigintColumn('result_id'),
    note: text('note'),
    /** The client's Idempotency-Key: the same key replays this poy. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAtColumn(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('poys_member_idempotency_idx').on(t.memberId, t.idempotencyKey),
    index('poys_member_created_idx').on(t.memberId, t.createdAt.desc()),
    // Settlement claims a round's unsettled poys in id order.
    index('poys_round_status_idx').on(t.roundId, t.status, t.id),
    check('poys_total_check', sql`${t.total} > 0`),
    check('poys_status_check', sql`${t.status} in ('ACTIVE', 'CANCELLED', 'SETTLED')`),
    check('poys_pay_mode_check', sql`${t.payMode} in ('FULL', 'DISCOUNT')`),
  ],
);

/** A line of a poy: the rate is fixed at placement. 4D lines are `set_4` with a count of sets. */
export const poyLines = pgTable(
  'poy_lines',
  {
    id: idColumn(),
    poyId: bigintColumn('poy_id')
      .notNull()
      .references(() => poys.id),
    roundId: bigintColumn('round_id').notNull(),
    number: text('number').notNull(),
    option: text('option').notNull(),
    price: bigintColumn('price').notNull(),
    /** What the discount took off `price` (0 under full pay); the member paid price − discount. */
    discount: bigintColumn('discount')
      .notNull()
      .default(sql`0`),
    /** The rate in hundredths (the column keeps the contract's word); null for 4D sets (their prizes are per tier). */
    rate: integer('multiply'),
    sets: integer('sets'),
    /** What the line would win at most (price × rate, or sets × the top 4D prize): the exposure it added. */
    payout: bigintColumn('payout').notNull(),
    /** Filled by settlement: the credited amount (0 for a losing line). */
    win: bigintColumn('win'),
  },
  (t) => [
    index('poy_lines_poy_idx').on(t.poyId),
    // Settlement marks a round's lines by option and number.
    index('poy_lines_round_option_number_idx').on(t.roundId, t.option, t.number),
    check('poy_lines_price_check', sql`${t.price} > 0`),
    check('poy_lines_discount_check', sql`${t.discount} >= 0 and ${t.discount} < ${t.price}`),
  ],
);

/** A member's named list of numbers (the /number-set page), loaded into a slip. */
export const numberSets = pgTable(
  'number_sets',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    /** [{ number, option }] */
    lines: jsonb('lines').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('number_sets_member_name_idx').on(t.memberId, t.name)],
);
