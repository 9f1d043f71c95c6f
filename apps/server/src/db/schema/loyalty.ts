import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';

/**
 * Loyalty points and achievements (docs/growth.md). Points themselves live in the ledger (`POINTS`
 * accounts, `HOUSE_LOYALTY`); these tables hold the rules and the record of what earned them.
 */

/** Points per satang of settled turnover, in basis points, per family (lotto families and `game`). */
export const loyaltyRates = pgTable(
  'loyalty_rates',
  {
    family: text('family').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('loyalty_rates_bp_check', sql`${t.rateBp} between 0 and 10000`)],
);

/** The one row (id 1) of redemption settings: satang per hundredth of a point (bp) and the minimum. */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: integer('id').primaryKey(),
    redeemBp: integer('redeem_bp').notNull(),
    minPoints: bigintColumn('min_points').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('loyalty_settings_one_row_check', sql`${t.id} = 1`),
    check('loyalty_settings_values_check', sql`${t.redeemBp} between 0 and 10000 and ${t.minPoints} > 0`),
  ],
);

/**
 * What one settled stake earned, written once in the settlement's transaction (the source — `poy:<id>`
 * or `game-bet:<id>` — is the key): the turnover, the rate used, the points (rounded down) and
 * the remainder rounded off (1/10,000 of a hundredth), never paid.
 */
export const loyaltyEarnings = pgTable(
  'loyalty_earnings',
  {
    source: text('source').primaryKey(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    family: text('family').notNull(),
    turnover: bigintColumn('turnover').notNull(),
    rateBp: integer('rate_bp').notNull(),
    points: bigintColumn('points').notNull(),
    remainder: integer('remainder').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('loyalty_earnings_created_idx').on(t.createdAt),
    check('loyalty_earnings_amounts_check', sql`${t.points} >= 0 and ${t.remainder} between 0 and 9999`),
  ],
);

/** One redemption, written with its LOYALTY_REDEEM entry (same key). */
export const loyaltyRedemptions = pgTable(
  'loyalty_redemptions',
  {
    entryKey: text('entry_key').primaryKey(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    points: bigintColumn('points').notNull(),
    money: bigintColumn('money').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('loyalty_redemptions_created_idx').on(t.createdAt)],
);

/** A staff-defined achievement rule; names and descriptions per language ({ th, en, kh, mm }). */
export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    target: bigintColumn('target').notNull(),
    family: text('family'),
    reward: bigintColumn('reward').notNull(),
    name: jsonb('name').notNull(),
    description: jsonb('description').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check(
      'achievements_kind_check',
      sql`${t.kind} in ('FIRST_DEPOSIT', 'POYS_PLACED', 'MONTH_TURNOVER', 'YEEKEE_SIXTEENTH', 'FAMILY_WIN')`,
    ),
    check('achievements_values_check', sql`${t.target} > 0 and ${t.reward} >= 0`),
  ],
);

/** An award: once per member and achievement (the primary key), with its reward entry in the same transaction. */
export const memberAchievements = pgTable(
  'member_achievements',
  {
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    reward: bigintColumn('reward').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.achievementId, t.memberId] }),
    index('member_achievements_member_idx').on(t.memberId),
    index('member_achievements_achieved_idx').on(t.achievedAt),
  ],
);
