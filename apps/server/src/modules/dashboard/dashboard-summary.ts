import { DASHBOARD_DAYS } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** One Bangkok day's money in satang. */
export interface DayMoney {
  day: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
}

export interface QueueCounts {
  pendingDeposits: number;
  pendingWithdrawals: number;
  unmatchedProviderTransfers: number;
  unmatchedStatementLines: number;
  resultsToConfirm: number;
}

export interface DashboardFigures {
  days: DayMoney[];
  queues: QueueCounts;
}

// Bangkok has no daylight saving: the fixed offset is the zone, as in `bkk` (admin-deps.ts).
const TODAY = sql`(now() at time zone interval '+07:00')::date`;

/**
 * The ledger's money per Bangkok day over the last DASHBOARD_DAYS days (database clock), every day
 * present (zero when nothing happened). An entry's amount is the sum of its positive postings:
 * what it moved, whichever accounts took part.
 */
const moneyByDay = async (db: Database): Promise<DayMoney[]> =>
  rowsOf<{ day: string; deposits: string; withdrawals: string; stakes: string; wins: string }>(
    await db.execute(sql`
      with days as (
        select generate_series(${TODAY} - ${DASHBOARD_DAYS - 1}::int, ${TODAY}, interval '1 day')::date as day
      ),
      moved as (
        select (e.created_at at time zone interval '+07:00')::date as day, e.type, sum(p.amount) as amount
        from ledger_entries e
        join ledger_postings p on p.entry_id = e.id and p.amount > 0
        where e.created_at >= ((${TODAY} - ${DASHBOARD_DAYS - 1}::int)::timestamp at time zone interval '+07:00')
          and (e.type in ('DEPOSIT', 'WITHDRAW', 'ABORT_POY', 'ABORT_GAME', 'REFUND_GAME')
            or e.type like 'BET\\_%' or e.type like 'WIN\\_%')
        group by 1, 2
      )
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
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    stakes: BigInt(row.stakes),
    wins: BigInt(row.wins),
  }));

/** Each queue's open count, in one round trip (each an indexed count). */
const openQueues = async (db: Database): Promise<QueueCounts> => {
  const [row] = rowsOf<QueueCounts>(
    await db.execute(sql`
      select
        (select count(*) from deposits where status = 'PENDING' and method = 'NORMAL')::int as "pendingDeposits",
        (select count(*) from withdrawals where status in ('PENDING', 'APPROVED_1'))::int as "pendingWithdrawals",
        ((select count(*) from crypto_transfers where status = 'UNMATCHED')
          + (select count(*) from truemoney_transfers where status = 'UNMATCHED'))::int as "unmatchedProviderTransfers",
        (select count(*) from bank_statement_lines where status = 'UNMATCHED')::int as "unmatchedStatementLines",
        (select count(*) from lotto_results where status = 'PENDING')::int as "resultsToConfirm"`),
  );
  return row!;
};

/** The back-office dashboard's figures: money per day (satang) and the open queues. */
export const dashboardFigures = async (db: Database): Promise<DashboardFigures> => ({
  days: await moneyByDay(db),
  queues: await openQueues(db),
});
