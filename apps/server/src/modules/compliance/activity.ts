import { ACTIVITY_MONTHS, satang, TRANSACTION_GROUPS, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

const STAKES = [...TRANSACTION_GROUPS.lotto, ...TRANSACTION_GROUPS.games].filter((type) =>
  type.startsWith('BET_'),
);
const REFUNDS = ['ABORT_POY', 'ABORT_GAME', 'REFUND_GAME'];
const WINS = [...TRANSACTION_GROUPS.lotto, ...TRANSACTION_GROUPS.games].filter((type) =>
  type.startsWith('WIN_'),
);
/** Every type of play on the cash account: what the net result and a loss limit count. */
export const PLAY_TYPES = [...STAKES, ...REFUNDS, ...WINS];
const array = (types: readonly string[]) => `{${types.join(',')}}`;

export interface ActivityRow {
  month: string;
  deposits: Satang;
  withdrawals: Satang;
  stakes: Satang;
  wins: Satang;
  net: Satang;
}

/**
 * The member's cash postings of the last 12 Bangkok months (this one included), summed per month
 * and kind in one statement over the account's (account, created_at) index; months without play
 * are there with zeros, so a chart shows the gaps.
 */
export const activityOf = async (db: Database, memberId: bigint): Promise<ActivityRow[]> => {
  const rows = rowsOf<{ month: string; deposits: string; withdrawals: string; stakes: string; wins: string }>(
    await db.execute(sql`
      with months as (
        select to_char(m, 'YYYY-MM') as month
        from generate_series(
          date_trunc('month', now() at time zone 'Asia/Bangkok') - make_interval(months => ${ACTIVITY_MONTHS - 1}::int),
          date_trunc('month', now() at time zone 'Asia/Bangkok'), interval '1 month') m),
      sums as (
        select to_char(p.created_at at time zone 'Asia/Bangkok', 'YYYY-MM') as month,
          coalesce(sum(p.amount) filter (where e.type = 'DEPOSIT'), 0) as deposits,
          coalesce(-sum(p.amount) filter (where e.type = 'WITHDRAW'), 0) as withdrawals,
          coalesce(-sum(p.amount) filter (where e.type = any(${array([...STAKES, ...REFUNDS])}::text[])), 0) as stakes,
          coalesce(sum(p.amount) filter (where e.type = any(${array(WINS)}::text[])), 0) as wins
        from ledger_postings p join ledger_entries e on e.id = p.entry_id
        where p.account_id = (select id from ledger_accounts where member_id = ${memberId.toString()}::bigint and kind = 'CASH')
          and p.created_at >= (date_trunc('month', now() at time zone 'Asia/Bangkok')
            - make_interval(months => ${ACTIVITY_MONTHS - 1}::int)) at time zone 'Asia/Bangkok'
        group by 1)
      select months.month, coalesce(s.deposits, 0)::text as deposits, coalesce(s.withdrawals, 0)::text as withdrawals,
        coalesce(s.stakes, 0)::text as stakes, coalesce(s.wins, 0)::text as wins
      from months left join sums s on s.month = months.month
      order by months.month`),
  );
  return rows.map((row) => {
    const stakes = satang(row.stakes);
    const wins = satang(row.wins);
    return {
      month: row.month,
      deposits: satang(row.deposits),
      withdrawals: satang(row.withdrawals),
      stakes,
      wins,
      net: satang(wins - stakes),
    };
  });
};
