import { satang, type MemberReference, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { memberReferenceOf } from './find-statement.ts';

export interface StatementSummary {
  balance: Satang;
  held: Satang;
  pending: { id: string; amount: Satang; createdAt: Date; reference: MemberReference | null }[];
  months: { month: string; in: Satang; out: Satang }[];
  opening: Satang;
  days: { date: string; balance: Satang }[];
}

// Bangkok has no DST: +07:00 as an interval (an ISO offset, unlike a POSIX zone string).
const BKK = sql.raw(`interval '+07:00'`);

/**
 * The member's cash account with its open holds (a pending withdrawal is one HELD hold): one
 * statement through the (member_id, kind) index and the partial index of HELD holds.
 */
const readAccount = async (db: Database, memberId: bigint) =>
  rowsOf<{
    balance: string;
    held: string;
    hold_id: string | null;
    amount: string | null;
    created_ms: string | null;
    ref_type: string | null;
    ref_id: string | null;
  }>(
    await db.execute(sql`
      select a.balance::text, a.held::text, h.id::text as hold_id, h.amount::text,
        floor(extract(epoch from h.created_at) * 1000)::text as created_ms, h.ref_type, h.ref_id
      from ledger_accounts a
      left join ledger_holds h on h.account_id = a.id and h.status = 'HELD'
      where a.member_id = ${memberId.toString()}::bigint and a.kind = 'CASH'
      order by h.created_at desc, h.id desc`),
  );

/**
 * Money in and out per Bangkok month (the current month and `months - 1` before it, empty months
 * included), the closing balance of each day with movements, and the balance before the window:
 * one statement over the member's postings from the window's start, through the posting index
 * (account_id, created_at desc, id desc). Month boundaries come from the database clock.
 */
const readMovements = async (db: Database, memberId: bigint, months: number) =>
  rowsOf<{ kind: 'month' | 'day' | 'opening'; key: string | null; a: string | null; b: string | null }>(
    await db.execute(sql`
      with bounds as (
        select date_trunc('month', now() at time zone ${BKK}) - make_interval(months => ${months - 1}::int) as local_start
      ), acct as (
        select id from ledger_accounts where member_id = ${memberId.toString()}::bigint and kind = 'CASH'
      ), moves as (
        select p.id, p.amount, p.balance_after, p.created_at,
          to_char(p.created_at at time zone ${BKK}, 'YYYY-MM-DD') as day
        from ledger_postings p
        where p.account_id = (select id from acct)
          and p.created_at >= (select local_start at time zone ${BKK} from bounds)
      ), month_keys as (
        select to_char(m, 'YYYY-MM') as month
        from bounds, generate_series(bounds.local_start, now() at time zone ${BKK}, interval '1 month') m
      )
      select 'month' as kind, k.month as key,
        coalesce(sum(m.amount) filter (where m.amount > 0), 0)::text as a,
        coalesce(-sum(m.amount) filter (where m.amount < 0), 0)::text as b
      from month_keys k left join moves m on substr(m.day, 1, 7) = k.month
      group by k.month
      union all
      select 'day', day, ((array_agg(balance_after order by created_at desc, id desc))[1])::text, null
      from moves group by day
      union all
      select 'opening', null, coalesce((
        select p.balance_after from ledger_postings p
        where p.account_id = (select id from acct)
          and p.created_at < (select local_start at time zone ${BKK} from bounds)
        order by p.created_at desc, p.id desc limit 1), 0)::text, null
      order by kind, key`),
  );

/** The wallet summary (`transactions.summary`): two statements, whatever the member's history. */
export const getStatementSummary = async (
  db: Database,
  memberId: bigint,
  months: number,
): Promise<StatementSummary> => {
  const [account, movements] = await Promise.all([
    readAccount(db, memberId),
    readMovements(db, memberId, months),
  ]);
  const first = account[0];
  return {
    balance: satang(first?.balance ?? '0'),
    held: satang(first?.held ?? '0'),
    pending: account.flatMap((row) =>
      row.hold_id === null || row.amount === null || row.created_ms === null
        ? []
        : [
            {
              id: row.hold_id,
              amount: satang(-BigInt(row.amount)),
              createdAt: new Date(Number(row.created_ms)),
              reference: memberReferenceOf(row.ref_type, row.ref_id),
            },
          ],
    ),
    months: movements
      .filter((row) => row.kind === 'month')
      .map((row) => ({ month: row.key ?? '', in: satang(row.a ?? '0'), out: satang(row.b ?? '0') })),
    opening: satang(movements.find((row) => row.kind === 'opening')?.a ?? '0'),
    days: movements
      .filter((row) => row.kind === 'day')
      .map((row) => ({ date: row.key ?? '', balance: satang(row.a ?? '0') })),
  };
};
