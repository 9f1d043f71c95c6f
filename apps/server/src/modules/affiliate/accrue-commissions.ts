import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { postBulkCredits, runMoneyTransaction, type MoneyTx } from '../wallet/index.ts';

/** The ledger types a member's day is read from (docs/growth.md): stakes, wins and refunds. */
export const STAKE_TYPES = ['BET_GOV', 'BET_YEEKEE', 'BET_STOCK', 'BET_SET_4', 'BET_GAME'];
const WIN_TYPES = ['WIN_GOV', 'WIN_YEEKEE', 'WIN_STOCK', 'WIN_SET_4', 'WIN_GAME'];
export const REFUND_TYPES = ['ABORT_POY', 'ABORT_GAME', 'REFUND_GAME'];

// Each type's part of a member's day (1 stake, 2 win, 3 refund), joined by hash on the entry's
// type: comparing every posting's type against three lists cost more than reading the postings.
const TYPE_PARTS = sql.raw(
  `(values ${[
    ...STAKE_TYPES.map((type) => `('${type}', 1)`),
    ...WIN_TYPES.map((type) => `('${type}', 2)`),
    ...REFUND_TYPES.map((type) => `('${type}', 3)`),
  ].join(', ')}) as k(type, part)`,
);

/** The plan that pays a referrer: their agent's, else plan 0. */
const planOf = (referrer: string) =>
  sql.raw(`(
  select p.basis, p.level1_bp, p.level2_bp, p.min_payout from affiliate_plans p
  where p.agent_id in (${referrer}.agent_id, 0) order by p.agent_id desc limit 1)`);

export interface AccrualRun {
  /** Referrers given a row for the day now (0 when the day was accrued before). */
  accrued: number;
  /** Referrers paid now, and what they were paid in all (satang). */
  paid: number;
  amount: bigint;
}

/**
 * The daily affiliate accrual of one +07:00 day (`YYYY-MM-DD`), in one money transaction:
 *  1. every referrer whose referred members (level 1) or their referred members (level 2) staked
 *     that day gets one row with the day's basis amounts and commission (commissionOf's rule, in
 *     SQL: rounded down, remainder kept), written once — the row's key (referrer, day) makes a
 *     second run, or a run on another node at the same time, write nothing;
 *  2. every referrer whose unpaid rows reach their plan's minimum payout is paid them: the rows are
 *     marked with the payment's key (a concurrent run finds them marked and pays nothing) and one
 *     AF_COMMISSION entry per referrer credits AF_CASH from HOUSE_AFFILIATE_COMMISSIONS. The key
 *     names the latest day paid: each row is paid once, so no two payments share it.
 * Set-based: a constant number of statements whatever the number of members.
 */
export const accrueCommissions = (db: Database, day: string): Promise<AccrualRun> =>
  runMoneyTransaction(db, (tx) => accrueCommissionsIn(tx, day));

/** accrueCommissions inside a money transaction the caller holds (the audited back-office run). */
export const accrueCommissionsIn = async (tx: MoneyTx, day: string): Promise<AccrualRun> => {
  const { accrued, due } = await accrueDay(tx, day);
  const dueBefore = await markDue(tx);
  const paid = await postBulkCredits(tx, {
    type: 'AF_COMMISSION',
    kind: 'AF_CASH',
    house: 'HOUSE_AFFILIATE_COMMISSIONS',
    refType: 'af-commission',
    credits: [...due, ...dueBefore].map((row) => ({
      memberId: BigInt(row.referrer_id),
      amount: BigInt(row.amount),
      idempotencyKey: row.paid_key,
      refId: day,
    })),
  });
  return { accrued, paid: paid.posted, amount: paid.amount };
};

// Session-local, dropped when accrueDay is done (or with the transaction).
const DAY_SUMS = sql.raw('affiliate_day_sums');

/**
 * Every referrer's level-1 and level-2 basis amounts of the day, into a temporary table. A
 * statement of its own, and one that creates its table: PostgreSQL plans no parallel workers for an
 * INSERT (or a query with one in a CTE), but does for CREATE TABLE AS, and the day's postings are
 * most of the accrual's work; the table also keeps 20,000 rows from travelling to the client and
 * back. Each member's day is summed once, by account: the house side of each entry is dropped
 * before the sum and members' accounts are joined after it, to 100,000 sums rather than to every
 * posting. A referrer's level 2 is the sum of their level-1 referrals' own level-1 sums (each
 * member counted at least 0 on its own, before any sum). Sums stay bigint so that the
 * commission's division rounds down.
 */
const sumDay = async (tx: MoneyTx, day: string): Promise<void> => {
  // JIT compiling the statement (in each worker) cost more than it saved: a tenth of the read on a
  // fresh connection. Off for this statement only; the caller's transaction gets its setting back.
  const [setting] = rowsOf<{ jit: string }>(
    await tx.execute(sql`select current_setting('jit') as jit, set_config('jit', 'off', true)`),
  );
  await tx.execute(sql`
    create temporary table ${DAY_SUMS} on commit drop as
    with bounds as (select (${day}::date::timestamp - interval '7 hours') at time zone 'UTC' as start),
    account_moves as (
      select p.account_id,
        coalesce(sum(-p.amount) filter (where k.part = 1), 0)::bigint as stakes,
        coalesce(sum(p.amount) filter (where k.part = 2), 0)::bigint as wins,
        coalesce(sum(p.amount) filter (where k.part = 3), 0)::bigint as refunds
      from bounds b
      join ledger_entries e on e.created_at >= b.start and e.created_at < b.start + interval '1 day'
      join ${TYPE_PARTS} on k.type = e.type
      join ledger_postings p on p.entry_id = e.id
      where p.account_id not in (select h.id from ledger_accounts h where h.member_id is null)
      group by p.account_id),
    moves as (
      select a.member_id, v.stakes, v.wins, v.refunds
      from account_moves v join ledger_accounts a on a.id = v.account_id and a.kind = 'CASH'),
    level1 as (
      select m.referrer_member_id as referrer_id,
        sum(greatest(v.stakes - v.refunds, 0))::bigint as turnover,
        sum(greatest(v.stakes - v.wins - v.refunds, 0))::bigint as loss,
        count(*)::int as referred
      from moves v join members m on m.id = v.member_id
      where m.referrer_member_id is not null
      group by m.referrer_member_id),
    level2 as (
      select r.referrer_member_id as referrer_id, sum(l.turnover)::bigint as turnover, sum(l.loss)::bigint as loss
      from level1 l join members r on r.id = l.referrer_id
      where r.referrer_member_id is not null
      group by r.referrer_member_id)
    select referrer_id,
      coalesce(l1.turnover, 0) as turnover1, coalesce(l2.turnover, 0) as turnover2,
      coalesce(l1.loss, 0) as loss1, coalesce(l2.loss, 0) as loss2, coalesce(l1.referred, 0) as referred
    from level1 l1 full join level2 l2 using (referrer_id)`);
  await tx.execute(sql`select set_config('jit', ${setting?.jit ?? 'on'}, true)`);
};

/**
 * Writes the day's rows, and marks paid those of referrers the day brings to their minimum payout
 * together with their earlier unpaid rows — markDue's rule, applied as the rows are written:
 * marking 20,000 rows just written cost as much again as writing them. Only rows this statement
 * wrote are paid: a row another run wrote first stays with that run's payment.
 */
const accrueDay = async (tx: MoneyTx, day: string): Promise<{ accrued: number; due: Due[] }> => {
  await sumDay(tx, day);
  const rows = rowsOf<{ accrued: number } & { [K in keyof Due]: string | null }>(
    await tx.execute(sql`
      with sums as (select * from ${DAY_SUMS}),
      planned as (
        select s.referrer_id, p.basis, p.level1_bp, p.level2_bp, p.min_payout, s.referred,
          case when p.basis = 'TURNOVER' then s.turnover1 else s.loss1 end as amount1,
          case when p.basis = 'TURNOVER' then s.turnover2 else s.loss2 end as amount2
        from sums s join members ref on ref.id = s.referrer_id
        cross join lateral ${planOf('ref')} p),
      earned as (
        select referrer_id, basis, amount1, amount2, level1_bp, level2_bp, referred, min_payout,
          (amount1 * level1_bp + amount2 * level2_bp) / 10000 as commission,
          ((amount1 * level1_bp + amount2 * level2_bp) % 10000)::int as remainder
        from planned),
      unpaid as (
        select a.referrer_id, sum(a.commission) as commission, max(a.day) as last_day
        from affiliate_accruals a
        where a.paid_key is null
        group by a.referrer_id),
      inserted as (
        insert into affiliate_accruals (referrer_id, day, basis, level1_amount, level2_amount, level1_bp, level2_bp,
          referred, commission, remainder, paid_key)
        select e.referrer_id, ${day}::date, e.basis, e.amount1, e.amount2, e.level1_bp, e.level2_bp, e.referred,
          e.commission, e.remainder,
          case when e.commission + coalesce(u.commission, 0) >= greatest(e.min_payout, 1)
            then 'af-commission:' || e.referrer_id || ':' || to_char(greatest(${day}::date, u.last_day), 'YYYY-MM-DD') end
        from earned e left join unpaid u on u.referrer_id = e.referrer_id
        order by e.referrer_id
        on conflict (referrer_id, day) do nothing
        returning referrer_id, commission, paid_key),
      earlier as (
        update affiliate_accruals a set paid_key = i.paid_key
        from inserted i
        where a.referrer_id = i.referrer_id and i.paid_key is not null and a.paid_key is null
        returning a.referrer_id, a.commission, a.paid_key),
      marked as (
        select referrer_id, commission, paid_key from inserted where paid_key is not null
        union all
        select referrer_id, commission, paid_key from earlier)
      select i.accrued, m.referrer_id::text, m.amount::text, m.paid_key
      from (select count(*)::int as accrued from inserted) i
      left join (select referrer_id, sum(commission) as amount, min(paid_key) as paid_key from marked group by referrer_id) m
        on true
      order by m.referrer_id`),
  );
  const due = rows.flatMap(({ referrer_id, amount, paid_key }) =>
    referrer_id !== null && amount !== null && paid_key !== null ? [{ referrer_id, amount, paid_key }] : [],
  );
  await tx.execute(sql`drop table ${DAY_SUMS}`);
  return { accrued: rows[0]?.accrued ?? 0, due };
};

interface Due {
  referrer_id: string;
  amount: string;
  paid_key: string;
}

/**
 * The payments due that accrueDay did not make: referrers given no row now whose unpaid rows reach
 * their plan's minimum all the same (the plan's minimum lowered since they were written). The key
 * names the latest day paid.
 */
const markDue = async (tx: MoneyTx): Promise<Due[]> =>
  rowsOf<Due>(
    await tx.execute(sql`
      with due as (
        select a.referrer_id, max(a.day) as last_day
        from affiliate_accruals a join members ref on ref.id = a.referrer_id
        cross join lateral ${planOf('ref')} p
        where a.paid_key is null
        group by a.referrer_id, p.min_payout
        having sum(a.commission) >= greatest(p.min_payout, 1)),
      marked as (
        update affiliate_accruals a set paid_key = 'af-commission:' || a.referrer_id || ':' || to_char(d.last_day, 'YYYY-MM-DD')
        from due d where a.referrer_id = d.referrer_id and a.paid_key is null
        returning a.referrer_id, a.commission, a.paid_key)
      select referrer_id::text, sum(commission)::text as amount, min(paid_key) as paid_key
      from marked group by referrer_id order by referrer_id`),
  );

/** The database's +07:00 day `daysAgo` days back (0: today). */
const bangkokDayBack = async (db: Database, daysAgo: number): Promise<string> => {
  const [row] = rowsOf<{ day: string }>(
    await db.execute(
      sql`select to_char((now() at time zone 'UTC') + interval '7 hours' - ${daysAgo}::int * interval '1 day', 'YYYY-MM-DD') as day`,
    ),
  );
  if (!row) throw new Error('the database answered no day');
  return row.day;
};

/** The +07:00 day before the database's today: the day the scheduler accrues. */
export const yesterdayInBangkok = (db: Database): Promise<string> => bangkokDayBack(db, 1);

/** The database's +07:00 today (a day still open: only tests accrue it, through /api/dev). */
export const todayInBangkok = (db: Database): Promise<string> => bangkokDayBack(db, 0);
