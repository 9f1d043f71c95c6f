import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';

/**
 * An agent's affiliate commission plan (docs/growth.md): a share, in basis points (1 % = 100), of
 * what the members a referrer brought in (level 1) and the members those brought in (level 2)
 * staked (TURNOVER) or lost (NET_LOSS); earnings are paid once they reach `min_payout` satang. A
 * referrer is paid by their agent's plan, else by plan 0 (the migration's default for every agent).
 */
export const affiliatePlans = pgTable(
  'affiliate_plans',
  {
    // No foreign key, as members.agent_id: 0 is the plan of every agent without one of its own.
    agentId: integer('agent_id').primaryKey(),
    basis: text('basis').notNull(),
    level1Bp: integer('level1_bp').notNull(),
    level2Bp: integer('level2_bp').notNull(),
    minPayout: bigintColumn('min_payout').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('affiliate_plans_basis_check', sql`${t.basis} in ('TURNOVER', 'NET_LOSS')`),
    check(
      'affiliate_plans_bp_check',
      sql`${t.level1Bp} between 0 and 10000 and ${t.level2Bp} between 0 and 10000`,
    ),
    check('affiliate_plans_min_payout_check', sql`${t.minPayout} >= 0`),
    check('affiliate_plans_agent_check', sql`${t.agentId} >= 0`),
  ],
);

/**
 * One referrer's commission for one +07:00 day, written once by the daily accrual (its primary key
 * makes a second run, or a run on another node at the same time, write nothing). `commission` is
 * rounded down to the satang; `remainder` is what was rounded off, in 1/10000 satang. `paid_key`
 * is the AF_COMMISSION entry that paid it (null while the referrer's unpaid total is below the
 * plan's minimum payout).
 */
export const affiliateAccruals = pgTable(
  'affiliate_accruals',
  {
    referrerId: bigintColumn('referrer_id')
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    basis: text('basis').notNull(),
    level1Amount: bigintColumn('level1_amount').notNull(),
    level2Amount: bigintColumn('level2_amount').notNull(),
    level1Bp: integer('level1_bp').notNull(),
    level2Bp: integer('level2_bp').notNull(),
    referred: integer('referred').notNull(),
    commission: bigintColumn('commission').notNull(),
    remainder: integer('remainder').notNull(),
    paidKey: text('paid_key'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.referrerId, t.day] }),
    index('affiliate_accruals_unpaid_idx')
      .on(t.referrerId)
      .where(sql`${t.paidKey} is null`),
    check(
      'affiliate_accruals_amounts_check',
      sql`${t.commission} >= 0 and ${t.remainder} between 0 and 9999`,
    ),
  ],
);
