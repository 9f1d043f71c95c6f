import { satang, type Satang } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** One Bangkok day's money in satang. */
export interface DayMoney {
  day: string;
  deposits: Satang;
  withdrawals: Satang;
  /** Bets less aborted poys and refunded games. */
  stakes: Satang;
  wins: Satang;
}

// Bangkok has no daylight saving: the fixed offset is the zone, as in `bkk` (platform/bangkok-time.ts).
const TODAY = sql`(now() at time zone interval '+07:00')::date`;

/**
 * What entries of the types `typeIs` (a condition on `e.type`) moved per Bangkok day since `since`
 * (a timestamptz), as rows (day date, type, amount): an entry's amount is the sum of its positive
 * postings, whichever accounts took part (for an entry of two units, both). For reports.
 */
export const movedByDaySql = (since: SQL, typeIs: SQL): SQL => sql`
  select (e.created_at at time zone interval '+07:00')::date as day, e.type, sum(p.amount) as amount
  from ledger_entries e
  join ledger_postings p on p.entry_id = e.id and p.amount > 0
  where e.created_at >= ${since} and ${typeIs}
  group by 1, 2`;

/**
 * The ledger's money per Bangkok day over the last `days` days (database clock), every day
 * present (zero when nothing happened). An entry's amount is the sum of its positive postings:
 * what it moved, whichever accounts took part.
 */
export const moneyByDay = async (db: Database, days: number): Promise<DayMoney[]> =>
  rowsOf<{ day: string; deposits: string; withdrawals: string; stakes: string; wins: string }>(
    await db.execute(sql`
      with days as (
        select generate_series(${TODAY} - ${days - 1}::int, ${TODAY}, interval '1 day')::date as day
      ),
      moved as (${movedByDaySql(
        sql`((${TODAY} - ${days - 1}::int)::timestamp at time zone interval '+07:00')`,
        sql`(e.type in ('DEPOSIT', 'WITHDRAW', 'ABORT_POY', 'ABORT_GAME', 'REFUND_GAME')
          or e.type like 'BET\\_%' or e.type like 'WIN\\_%')`,
      )})
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(sum(m.amount) filter (where m.type = 'DEPOSIT'), 0)::text as deposits,
        coalesce(sum(m.amount) filter (where m.type = 'WITHDRAW'), 0)::text as withdrawals,
        (coalesce(sum(m.amount) filter (where m.type like 'BET\\_%'), 0)
          - coalesce(sum(m.amount) filter (where m.type in ('ABORT_POY', 'ABORT_GAME', 'REFUND_GAME')), 0))::text as stakes,
        coalesce(sum(m.amount) filter (where m.type like 'WIN\\_%'), 0)::text as wins
      from days d left join moved m on m.day = d.day
      group by d.day
      order by d.day`),
  ).map((row) => ({
    day: row.day,
    deposits: satang(row.deposits),
    withdrawals: satang(row.withdrawals),
    stakes: satang(row.stakes),
    wins: satang(row.wins),
  }));
