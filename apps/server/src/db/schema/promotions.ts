import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';

/**
 * A staff-managed promotion (docs/growth.md "Promotions"). `title`/`body` are `{ th, en, kh, mm }`
 * (an empty language shows th); bodies are stored sanitised. The bonus is `percent_bp` of the
 * basis, at most `cap` satang; the turnover multiplier is in hundredths.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: idColumn(),
    type: text('type').notNull(),
    title: jsonb('title').notNull(),
    body: jsonb('body').notNull(),
    image: text('image'),
    audience: text('audience').notNull().default('ALL'),
    newMemberDays: integer('new_member_days'),
    minLevel: smallint('min_level'),
    percentBp: integer('percent_bp').notNull(),
    cap: bigintColumn('cap').notNull(),
    multiplierHundredths: integer('multiplier_hundredths').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('promotions_type_check', sql`${t.type} in ('FIRST_DEPOSIT', 'DEPOSIT', 'CASHBACK')`),
    check('promotions_audience_check', sql`${t.audience} in ('ALL', 'NEW_MEMBERS', 'LEVEL')`),
    check(
      'promotions_terms_check',
      sql`${t.percentBp} between 1 and 10000 and ${t.cap} > 0 and ${t.multiplierHundredths} >= 0 and ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * One paid claim. Its unique key (promotion, member, period) makes a member's second claim, or
 * twenty at once, pay once; `period` is the +07:00 week (its Monday) for CASHBACK and '' for the
 * once-only types. A deposit backs at most one claim of any promotion (`deposit_entry_id`).
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: idColumn(),
    promotionId: bigintColumn('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    basis: bigintColumn('basis').notNull(),
    bonus: bigintColumn('bonus').notNull(),
    turnover: bigintColumn('turnover').notNull(),
    /** The DEPOSIT ledger entry a deposit bonus was computed on. */
    depositEntryId: bigintColumn('deposit_entry_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('promotion_claims_once_idx').on(t.promotionId, t.memberId, t.period),
    uniqueIndex('promotion_claims_deposit_idx')
      .on(t.depositEntryId)
      .where(sql`${t.depositEntryId} is not null`),
    index('promotion_claims_member_idx').on(t.memberId),
    check('promotion_claims_amounts_check', sql`${t.bonus} > 0 and ${t.turnover} >= 0 and ${t.basis} > 0`),
  ],
);
