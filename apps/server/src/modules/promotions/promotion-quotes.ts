import type { PromotionType } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';

/** The ledger types of a member's play: their cash sum over a week, negated, is the net loss. */
const PLAY_TYPES = sql.raw(
  `(${[
    'BET_GOV',
    'BET_YEEKEE',
    'BET_STOCK',
    'BET_SET_4',
    'BET_GAME',
    'WIN_GOV',
    'WIN_YEEKEE',
    'WIN_STOCK',
    'WIN_SET_4',
    'WIN_GAME',
    'ABORT_POY',
    'ABORT_GAME',
    'REFUND_GAME',
  ]
    .map((type) => `'${type}'`)
    .join(', ')})`,
);

/** Where a member stands on one promotion, by the database's clock (docs/growth.md "Promotions"). */
export interface Quote {
  id: string;
  type: PromotionType;
  percentBp: number;
  cap: bigint;
  multiplierHundredths: number;
  /** Active and now within [startsAt, endsAt). */
  running: boolean;
  /** The member is in the audience. */
  eligible: boolean;
  /** The claim's period: CASHBACK's +07:00 week paid (its Monday), else ''. */
  period: string;
  /** When the member claimed it (this period), `+07:00` text; null if not. */
  claimedAt: string | null;
  /** The deposit or net loss a claim would be computed on, satang (0: nothing to claim). */
  basis: bigint;
  depositEntryId: string | null;
}

interface Row {
  id: string;
  type: PromotionType;
  percent_bp: number;
  cap: string;
  multiplier_hundredths: number;
  running: boolean;
  eligible: boolean;
  period: string;
  claimed_at: string | null;
  basis: string;
  deposit_entry_id: string | null;
}

/**
 * One statement: for the member, each promotion `where` picks, with the window and audience
 * decided by the database's now(), the claim of the current period and the claim's basis:
 *  - FIRST_DEPOSIT: the member's deposit while it is their only one, unless a claim used it;
 *  - DEPOSIT: their latest deposit since the promotion started that no claim used;
 *  - CASHBACK: their net loss (stakes − wins − refunds, at least 0) of the last full +07:00 week.
 */
export const quotesOf = async (db: Database, memberId: bigint, where: SQL): Promise<Quote[]> => {
  const member = sql`${memberId.toString()}::bigint`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with clock as (
        select now() as now,
          (date_trunc('week', now() at time zone interval '+07:00') - interval '7 days') as week_local),
      weeks as (select c.*, c.week_local at time zone interval '+07:00' as week_start from clock c),
      deposits as (
        select e.id, p.amount, e.created_at
        from ledger_accounts a
        join ledger_postings p on p.account_id = a.id
        join ledger_entries e on e.id = p.entry_id
        where a.member_id = ${member} and a.kind = 'CASH' and e.type = 'DEPOSIT'),
      unused as (
        select d.* from deposits d
        where not exists (select 1 from promotion_claims x where x.deposit_entry_id = d.id)),
      loss as (
        select greatest(-coalesce(sum(p.amount), 0), 0) as amount
        from weeks w
        join ledger_accounts a on a.member_id = ${member} and a.kind = 'CASH'
        join ledger_postings p on p.account_id = a.id
        join ledger_entries e on e.id = p.entry_id
        where e.type in ${PLAY_TYPES} and e.created_at >= w.week_start and e.created_at < w.week_start + interval '7 days')
      select pr.id::text, pr.type, pr.percent_bp, pr.cap::text, pr.multiplier_hundredths,
        (pr.active and w.now >= pr.starts_at and w.now < pr.ends_at) as running,
        case pr.audience
          when 'NEW_MEMBERS' then m.created_at > w.now - make_interval(days => pr.new_member_days)
          when 'LEVEL' then m.level >= pr.min_level
          else true end as eligible,
        k.period, ${bkk('cl.created_at')} as claimed_at,
        coalesce(b.amount, 0)::text as basis, b.deposit_entry_id::text
      from promotions pr
      cross join weeks w
      join members m on m.id = ${member}
      cross join lateral (
        select case when pr.type = 'CASHBACK' then to_char(w.week_local, 'YYYY-MM-DD') else '' end as period) k
      left join promotion_claims cl on cl.promotion_id = pr.id and cl.member_id = m.id and cl.period = k.period
      left join lateral (
        select u.amount, u.id as deposit_entry_id from unused u
        where pr.type = 'FIRST_DEPOSIT' and (select count(*) from deposits) = 1
        union all
        (select u.amount, u.id from unused u
         where pr.type = 'DEPOSIT' and u.created_at >= pr.starts_at order by u.id desc limit 1)
        union all
        select l.amount, null from loss l where pr.type = 'CASHBACK') b on true
      where ${where}
      order by pr.starts_at desc, pr.id desc`),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    percentBp: Number(row.percent_bp),
    cap: BigInt(row.cap),
    multiplierHundredths: Number(row.multiplier_hundredths),
    running: row.running,
    eligible: row.eligible,
    period: row.period,
    claimedAt: row.claimed_at,
    basis: BigInt(row.basis),
    depositEntryId: row.deposit_entry_id,
  }));
};
