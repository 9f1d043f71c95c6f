import { maskUserName, satang, type CommissionBasis, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { REFUND_TYPES, STAKE_TYPES } from './accrue-commissions.ts';

// Bangkok has no daylight saving: the fixed offset is the zone (platform/bangkok-time.ts).
const TODAY = sql`(now() at time zone interval '+07:00')::date`;
const startOf = (day: ReturnType<typeof sql>) => sql`((${day})::timestamp at time zone interval '+07:00')`;
const list = (types: readonly string[]) => sql.raw(`(${types.map((type) => `'${type}'`).join(', ')})`);
const STAKES = list(STAKE_TYPES);
const REFUNDS = list(REFUND_TYPES);

export interface AffiliateSummary {
  slug: string;
  referred: number;
  active30d: number;
  today: Satang;
  month: Satang;
  allTime: Satang;
  pending: Satang;
  basis: CommissionBasis;
  level1Bp: number;
  level2Bp: number;
  minPayout: Satang;
}

/**
 * A member's affiliate summary in one statement: their plan (their agent's, else plan 0), the
 * members they brought in and how many of those staked in the last 30 days, the AF_COMMISSION
 * credits of their affiliate cash by the +07:00 day they were credited, and what is accrued unpaid.
 */
export const affiliateSummary = async (db: Database, memberId: bigint): Promise<AffiliateSummary> => {
  const id = memberId.toString();
  const [row] = rowsOf<{
    slug: string;
    referred: number;
    active30d: number;
    today: string;
    month: string;
    all_time: string;
    pending: string;
    basis: CommissionBasis;
    level1_bp: number;
    level2_bp: number;
    min_payout: string;
  }>(
    await db.execute(sql`
      with me as (select id, af_slug, agent_id from members where id = ${id}::bigint),
      referred as (select id from members where referrer_member_id = ${id}::bigint),
      earned as (
        select p.amount, p.created_at from ledger_accounts a
        join ledger_postings p on p.account_id = a.id
        join ledger_entries e on e.id = p.entry_id and e.type = 'AF_COMMISSION'
        where a.member_id = ${id}::bigint and a.kind = 'AF_CASH')
      select me.af_slug as slug,
        (select count(*)::int from referred) as referred,
        (select count(*)::int from referred r where exists (
          select 1 from ledger_accounts a
          join ledger_postings p on p.account_id = a.id and p.created_at >= now() - interval '30 days'
          join ledger_entries e on e.id = p.entry_id and e.type in ${STAKES}
          where a.member_id = r.id and a.kind = 'CASH')) as active30d,
        (select coalesce(sum(amount) filter (where created_at >= ${startOf(TODAY)}), 0)::text from earned) as today,
        (select coalesce(sum(amount) filter (where created_at >= ${startOf(sql`date_trunc('month', ${TODAY})`)}), 0)::text
          from earned) as month,
        (select coalesce(sum(amount), 0)::text from earned) as all_time,
        (select coalesce(sum(commission), 0)::text from affiliate_accruals
          where referrer_id = ${id}::bigint and paid_key is null) as pending,
        p.basis, p.level1_bp, p.level2_bp, p.min_payout::text
      from me cross join lateral (
        select basis, level1_bp, level2_bp, min_payout from affiliate_plans
        where agent_id in (me.agent_id, 0) order by agent_id desc limit 1) p`),
  );
  if (!row) throw new Error('the member has no row');
  return {
    slug: row.slug,
    referred: row.referred,
    active30d: row.active30d,
    today: satang(row.today),
    month: satang(row.month),
    allTime: satang(row.all_time),
    pending: satang(row.pending),
    basis: row.basis,
    level1Bp: row.level1_bp,
    level2Bp: row.level2_bp,
    minPayout: satang(row.min_payout),
  };
};

export interface ReferredMember {
  userName: string;
  level: 1 | 2;
  joinedAt: string;
  turnover30d: Satang;
}

/**
 * One page of the members a member brought in (level 1) and those brought in by them (level 2),
 * newest first, with each one's stakes less refunds of the last 30 days (never below 0). The
 * referrer index finds both levels; the turnover is summed for the page's rows only, in the same
 * statement.
 */
export const referredMembers = async (
  db: Database,
  memberId: bigint,
  page: { page: number; pageSize: number },
): Promise<{ items: ReferredMember[]; total: number }> => {
  const id = memberId.toString();
  const rows = rowsOf<{
    user_name: string | null;
    level: 1 | 2;
    joined_at: string;
    turnover: string;
    total: number;
  }>(
    await db.execute(sql`
      with referred as (
        select m.id, m.user_name, m.created_at, 1 as level from members m where m.referrer_member_id = ${id}::bigint
        union all
        select g.id, g.user_name, g.created_at, 2 from members c
        join members g on g.referrer_member_id = c.id
        where c.referrer_member_id = ${id}::bigint),
      shown as (
        select * from referred order by created_at desc, id desc
        limit ${page.pageSize}::int offset ${(page.page - 1) * page.pageSize}::int)
      -- One row with the total even when the page is past the end.
      select c.total, s.user_name, s.level, ${bkk('s.created_at')} as joined_at,
        greatest(coalesce(t.stakes, 0) - coalesce(t.refunds, 0), 0)::text as turnover
      from (select count(*)::int as total from referred) c
      left join shown s on true
      left join lateral (
        select sum(-p.amount) filter (where e.type in ${STAKES}) as stakes,
          sum(p.amount) filter (where e.type in ${REFUNDS}) as refunds
        from ledger_accounts a
        join ledger_postings p on p.account_id = a.id and p.created_at >= now() - interval '30 days'
        join ledger_entries e on e.id = p.entry_id
        where a.member_id = s.id and a.kind = 'CASH') t on true
      order by s.created_at desc, s.id desc`),
  );
  const total = rows[0]?.total ?? 0;
  return {
    total,
    items: rows.flatMap((row) =>
      row.user_name === null
        ? []
        : [
            {
              userName: maskUserName(row.user_name),
              level: row.level,
              joinedAt: row.joined_at,
              turnover30d: satang(row.turnover),
            },
          ],
    ),
  };
};

/** AF_COMMISSION credited to a member's affiliate cash per +07:00 day, the last `days` days, every day present. */
export const earningsByDay = async (
  db: Database,
  memberId: bigint,
  days: number,
): Promise<{ day: string; amount: Satang }[]> =>
  rowsOf<{ day: string; amount: string }>(
    await db.execute(sql`
      with days as (
        select generate_series(${TODAY} - ${days - 1}::int, ${TODAY}, interval '1 day')::date as day),
      earned as (
        select (p.created_at at time zone interval '+07:00')::date as day, p.amount
        from ledger_accounts a
        join ledger_postings p on p.account_id = a.id and p.created_at >= ${startOf(sql`${TODAY} - ${days - 1}::int`)}
        join ledger_entries e on e.id = p.entry_id and e.type = 'AF_COMMISSION'
        where a.member_id = ${memberId.toString()}::bigint and a.kind = 'AF_CASH')
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(e.amount), 0)::text as amount
      from days d left join earned e on e.day = d.day
      group by d.day order by d.day`),
  ).map((row) => ({ day: row.day, amount: satang(row.amount) }));
