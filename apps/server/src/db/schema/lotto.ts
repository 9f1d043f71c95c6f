import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { staff } from './staff.ts';

/**
 * Lotto (docs/lotto.md). Money columns are satang (bigint); rates are hundredths (900 → 90000).
 * JSON settings hold option-keyed tables: `rates` { option: hundredths }, `bounds`
 * { option: { betMin, betMax } } (satang), `tiers` [{ aboveStake, ratePercent }] (satang, 0 = closed).
 */

/** One row per family: the defaults a newly generated round copies, and the family's schedule settings. */
export const lottoFamilySettings = pgTable('lotto_family_settings', {
  family: text('family').primaryKey(),
  rates: jsonb('rates').notNull(),
  bounds: jsonb('bounds').notNull(),
  tiers: jsonb('tiers')
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Cap of every option's maximum per line (satang); null for none. */
  roundMax: bigint('round_max', { mode: 'bigint' }),
  /** A poy may be cancelled until this many minutes before close (never for Yeekee families). */
  cancelMinutes: integer('cancel_minutes').notNull().default(30),
  /** Family-specific calendar (government draw dates, market holidays, …); null = the domain defaults. */
  schedule: jsonb('schedule'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'bigint' }).references(() => staff.id),
});

/**
 * A round of a family on a draw date. Created ahead by the scheduler; the unique key on family +
 * draw date + round number makes generation idempotent across runs and server nodes.
 */
export const lottoRounds = pgTable(
  'lotto_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    family: text('family').notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    roundNo: integer('round_no').notNull(),
    name: text('name').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    resultAt: timestamp('result_at', { withTimezone: true }).notNull(),
    /** SCHEDULED → OPEN → CLOSED → (SHOOTING) → DRAWN → SETTLED, or VOIDED (lottery-domain.md). */
    status: text('status').notNull().default('SCHEDULED'),
    rates: jsonb('rates').notNull(),
    bounds: jsonb('bounds').notNull(),
    tiers: jsonb('tiers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    roundMax: bigint('round_max', { mode: 'bigint' }),
    cancelMinutes: integer('cancel_minutes').notNull().default(30),
    /** The confirmed result whose wins are paid (docs/settlement.md); null until the first settlement. */
    settledResultId: bigint('settled_result_id', { mode: 'bigint' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lotto_rounds_family_draw_round_idx').on(t.family, t.drawDate, t.roundNo),
    // The scheduler's transitions and the round lists scan by status and close time.
    index('lotto_rounds_status_close_idx').on(t.status, t.closeAt),
    index('lotto_rounds_family_close_idx').on(t.family, t.closeAt),
    // Results pages list the rounds of a draw date.
    index('lotto_rounds_draw_date_idx').on(t.drawDate),
    check(
      'lotto_rounds_status_check',
      sql`${t.status} in ('SCHEDULED', 'OPEN', 'CLOSED', 'SHOOTING', 'DRAWN', 'SETTLED', 'VOIDED')`,
    ),
    check('lotto_rounds_times_check', sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.resultAt}`),
  ],
);

/** Staff rules for one number of one option in a round: a fixed lower rate, or closed (rate null). */
export const lottoNumberRules = pgTable(
  'lotto_number_rules',
  {
    roundId: bigint('round_id', { mode: 'bigint' })
      .notNull()
      .references(() => lottoRounds.id),
    option: text('option').notNull(),
    number: text('number').notNull(),
    /** Hundredths; null = the number is closed (not sellable). */
    rate: integer('rate'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'bigint' }).references(() => staff.id),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.option, t.number] })],
);

/**
 * What has been sold on one number of one option in a round. Placement adds to these rows in one
 * upsert (in a fixed order) as late as it can, so two concurrent slips cannot overrun a tier and
 * the hot rows (1-digit options have 10 numbers) stay locked briefly; the live exposure view reads
 * them. Only the primary key indexes them: with no index on stake or payout every placement's
 * update can be HOT (migration lotto_exposure_hot also sets fillfactor 70 to leave room on each
 * page); the staff view and rate-recommend sort one round's rows (a few thousand at most) instead.
 */
export const lottoExposure = pgTable(
  'lotto_exposure',
  {
    roundId: bigint('round_id', { mode: 'bigint' })
      .notNull()
      .references(() => lottoRounds.id),
    option: text('option').notNull(),
    number: text('number').notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.option, t.number] }),
    check('lotto_exposure_nonnegative_check', sql`${t.stake} >= 0 and ${t.payout} >= 0`),
  ],
);

/** A bet slip. `total` was debited through the ledger (BET_*) in the transaction that inserted it. */
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
    /** Hundredths; null for 4D sets (their prizes are per tier). */
    multiply: integer('multiply'),
    sets: integer('sets'),
    /** What the line would win at most (price × multiply, or sets × the top 4D prize): the exposure it added. */
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

/**
 * A result of a round as staff entered it (`input`) with the fields derived from it (`result`,
 * a LottoResult). Two-person rule: one staff member enters (PENDING), a different one confirms
 * (CONFIRMED) or rejects (REJECTED); a confirmed correction SUPERSEDES the previous one. Only the
 * CONFIRMED row settles; the database refuses a confirmation by the one who entered it. Yeekee-like
 * rounds get one CONFIRMED row with source YEEKEE computed by the draw (docs/yeekee.md), never typed.
 */
export const lottoResults = pgTable(
  'lotto_results',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'bigint' })
      .notNull()
      .references(() => lottoRounds.id),
    version: integer('version').notNull(),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** STAFF: typed by staff (two-person rule); YEEKEE: computed from the shots, shooting families only. */
    source: text('source').notNull().default('STAFF'),
    /** Null for a YEEKEE result: no person enters it. */
    enteredBy: bigint('entered_by', { mode: 'bigint' }).references(() => staff.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lotto_results_round_version_idx').on(t.roundId, t.version),
    uniqueIndex('lotto_results_one_pending_idx')
      .on(t.roundId)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('lotto_results_one_confirmed_idx')
      .on(t.roundId)
      .where(sql`${t.status} = 'CONFIRMED'`),
    check(
      'lotto_results_status_check',
      sql`${t.status} in ('PENDING', 'CONFIRMED', 'REJECTED', 'SUPERSEDED')`,
    ),
    // A staff result needs its enterer and, once confirmed, a different confirmer; a computed
    // Yeekee result is confirmed by nobody and never pending (a trigger ties it to shooting families).
    check(
      'lotto_results_two_person_check',
      sql`(${t.source} = 'STAFF' and ${t.enteredBy} is not null and (${t.status} not in ('CONFIRMED', 'SUPERSEDED') or ${t.decidedBy} <> ${t.enteredBy}))
        or (${t.source} = 'YEEKEE' and ${t.enteredBy} is null and ${t.decidedBy} is null and ${t.status} = 'CONFIRMED')`,
    ),
  ],
);
