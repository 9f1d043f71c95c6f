import { satang, type CommissionBasis, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';

export interface PlanRow {
  agentId: number;
  agentName: string | null;
  basis: CommissionBasis;
  level1Bp: number;
  level2Bp: number;
  minPayout: Satang;
  updatedAt: string;
}

interface RawPlan {
  agent_id: number;
  agent_name: string | null;
  basis: CommissionBasis;
  level1_bp: number;
  level2_bp: number;
  min_payout: string;
  updated_at: string;
}

const planOf = (row: RawPlan): PlanRow => ({
  agentId: row.agent_id,
  agentName: row.agent_name,
  basis: row.basis,
  level1Bp: row.level1_bp,
  level2Bp: row.level2_bp,
  minPayout: satang(row.min_payout),
  updatedAt: row.updated_at,
});

/** Plans, plan 0 first; `agentId` narrows to one (locked for update when `lock`). */
export const plans = async (db: Database, agentId?: number, lock = false): Promise<PlanRow[]> =>
  rowsOf<RawPlan>(
    await db.execute(sql`
      select p.agent_id, a.name as agent_name, p.basis, p.level1_bp, p.level2_bp, p.min_payout::text,
        ${bkk('p.updated_at')} as updated_at
      from affiliate_plans p left join agents a on a.id = p.agent_id
      ${agentId === undefined ? sql`` : sql`where p.agent_id = ${agentId}::int`}
      order by p.agent_id
      ${lock ? sql`for update of p` : sql``}`),
  ).map(planOf);

export const agentExists = async (db: Database, agentId: number): Promise<boolean> =>
  rowsOf(await db.execute(sql`select 1 from agents where id = ${agentId}::int`)).length > 0;

export const upsertPlan = async (
  db: Database,
  plan: { agentId: number; basis: CommissionBasis; level1Bp: number; level2Bp: number; minPayout: Satang },
): Promise<void> => {
  await db.execute(sql`
    insert into affiliate_plans (agent_id, basis, level1_bp, level2_bp, min_payout)
    values (${plan.agentId}::int, ${plan.basis}, ${plan.level1Bp}::int, ${plan.level2Bp}::int, ${plan.minPayout.toString()}::bigint)
    on conflict (agent_id) do update set basis = excluded.basis, level1_bp = excluded.level1_bp,
      level2_bp = excluded.level2_bp, min_payout = excluded.min_payout, updated_at = now()`);
};

export interface RunDay {
  day: string;
  referrers: number;
  commission: Satang;
  paid: Satang;
  pending: Satang;
}

/** Accrued days newest first, with their totals; the primary key (referrer, day) serves the grouping. */
export const runDays = async (
  db: Database,
  page: { page: number; pageSize: number },
): Promise<{ items: RunDay[]; total: number }> => {
  const rows = rowsOf<{
    day: string | null;
    referrers: number;
    commission: string;
    paid: string;
    total: number;
  }>(
    await db.execute(sql`
      with days as (
        select day, count(*)::int as referrers, sum(commission) as commission,
          coalesce(sum(commission) filter (where paid_key is not null), 0) as paid
        from affiliate_accruals group by day),
      shown as (
        select * from days order by day desc
        limit ${page.pageSize}::int offset ${(page.page - 1) * page.pageSize}::int)
      select c.total, to_char(s.day, 'YYYY-MM-DD') as day, s.referrers, s.commission::text, s.paid::text
      from (select count(*)::int as total from days) c left join shown s on true
      order by s.day desc`),
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.flatMap((row) =>
      row.day === null
        ? []
        : [
            {
              day: row.day,
              referrers: row.referrers,
              commission: satang(row.commission),
              paid: satang(row.paid),
              pending: satang(BigInt(row.commission) - BigInt(row.paid)),
            },
          ],
    ),
  };
};

export interface AccrualRow {
  referrer: { uuid: string; userName: string };
  basis: CommissionBasis;
  level1Amount: Satang;
  level2Amount: Satang;
  level1Bp: number;
  level2Bp: number;
  referred: number;
  commission: Satang;
  remainder: number;
  paidKey: string | null;
}

/** One day's accrual rows, largest commission first, with the referrer's name (one join). */
export const accrualsOfDay = async (
  db: Database,
  query: { day: string; page: number; pageSize: number },
): Promise<{ items: AccrualRow[]; total: number }> => {
  const rows = rowsOf<{
    uuid: string;
    user_name: string;
    basis: CommissionBasis;
    level1_amount: string;
    level2_amount: string;
    level1_bp: number;
    level2_bp: number;
    referred: number;
    commission: string;
    remainder: number;
    paid_key: string | null;
    total: number;
  }>(
    await db.execute(sql`
      select m.uuid::text, m.user_name, a.basis, a.level1_amount::text, a.level2_amount::text, a.level1_bp,
        a.level2_bp, a.referred, a.commission::text, a.remainder, a.paid_key, count(*) over ()::int as total
      from affiliate_accruals a join members m on m.id = a.referrer_id
      where a.day = ${query.day}::date
      order by a.commission desc, a.referrer_id
      limit ${query.pageSize}::int offset ${(query.page - 1) * query.pageSize}::int`),
  );
  const total =
    rows[0]?.total ??
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from affiliate_accruals where day = ${query.day}::date`),
    )[0]?.n ??
    0;
  return {
    total,
    items: rows.map((row) => ({
      referrer: { uuid: row.uuid, userName: row.user_name },
      basis: row.basis,
      level1Amount: satang(row.level1_amount),
      level2Amount: satang(row.level2_amount),
      level1Bp: row.level1_bp,
      level2Bp: row.level2_bp,
      referred: row.referred,
      commission: satang(row.commission),
      remainder: row.remainder,
      paidKey: row.paid_key,
    })),
  };
};

/** Whether `day` (+07:00) has ended by the database's clock. */
export const dayHasEnded = async (db: Database, day: string): Promise<boolean> =>
  rowsOf<{ ended: boolean }>(
    await db.execute(sql`select ${day}::date < (now() at time zone interval '+07:00')::date as ended`),
  )[0]?.ended === true;
