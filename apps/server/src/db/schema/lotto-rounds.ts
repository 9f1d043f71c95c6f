import { sql } from 'drizzle-orm';
import {
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
import { idColumn, bigintColumn, createdAtColumn, updatedAtColumn } from './columns.ts';
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
  roundMax: bigintColumn('round_max'),
  /** A poy may be cancelled until this many minutes before close (never for Yeekee families). */
  cancelMinutes: integer('cancel_minutes').notNull().default(30),
  /** Family-specific calendar (government draw dates, market holidays, …); null = the domain defaults. */
  schedule: jsonb('schedule'),
  /**
   * Full pay or discount: `{ percent, rates }` (whole percent off every stake, its rates in
   * hundredths); null = full pay only. Read live when a poy is placed (docs/lotto.md).
   */
  discount: jsonb('discount'),
  updatedAt: updatedAtColumn(),
  updatedBy: bigintColumn('updated_by').references(() => staff.id),
});

/**
 * A round of a family on a draw date. Created ahead by the scheduler; the unique key on family +
 * draw date + round number makes generation idempotent across runs and server nodes.
 */
export const lottoRounds = pgTable(
  'lotto_rounds',
  {
    id: idColumn(),
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
    roundMax: bigintColumn('round_max'),
    cancelMinutes: integer('cancel_minutes').notNull().default(30),
    /** The confirmed result whose wins are paid (docs/settlement.md); null until the first settlement. */
    settledResultId: bigintColumn('settled_result_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
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
    roundId: bigintColumn('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    option: text('option').notNull(),
    number: text('number').notNull(),
    /** Hundredths; null = the number is closed (not sellable). */
    rate: integer('rate'),
    updatedAt: updatedAtColumn(),
    updatedBy: bigintColumn('updated_by').references(() => staff.id),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.option, t.number] })],
);

/**
 * What has been sold on one number of one option in a round. Placement adds to these rows in one
 * upsert (in a fixed order) as late as it can, so two concurrent poys cannot overrun a tier and
 * the hot rows (1-digit options have 10 numbers) stay locked briefly; the live exposure view reads
 * them. Only the primary key indexes them: with no index on stake or payout every placement's
 * update can be HOT (migration lotto_exposure_hot also sets fillfactor 70 to leave room on each
 * page); the staff view and rate-recommend sort one round's rows (a few thousand at most) instead.
 */
export const lottoExposure = pgTable(
  'lotto_exposure',
  {
    roundId: bigintColumn('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    option: text('option').notNull(),
    number: text('number').notNull(),
    stake: bigintColumn('stake')
      .notNull()
      .default(sql`0`),
    payout: bigintColumn('payout')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.option, t.number] }),
    check('lotto_exposure_nonnegative_check', sql`${t.stake} >= 0 and ${t.payout} >= 0`),
  ],
);
