import { satang, type AdminGameReportRow, type AdminGameTransaction, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { memberMatch, pagedList, whereAll, within } from '../../platform/paged-list.ts';
import type { Page } from '../../platform/reply.ts';

/** Members' game wallet calls and the daily report per provider (back office, games.view). */

interface TransactionRow extends Omit<AdminGameTransaction, 'amount'> {
  amount: string;
}

export const searchGameTransactions = async (
  db: Database,
  query: {
    q: string;
    provider?: string | undefined;
    roundId?: string | undefined;
    transactionId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<Page<Omit<AdminGameTransaction, 'amount'> & { amount: Satang }>> => {
  const where = whereAll([
    query.q !== '' && memberMatch(query.q, sql`t.member_id`),
    query.provider !== undefined &&
      sql`t.provider_id = (select id from game_providers where code = ${query.provider})`,
    query.roundId !== undefined && sql`t.round_id = ${query.roundId}`,
    query.transactionId !== undefined &&
      sql`(t.transaction_id = ${query.transactionId} or t.reference_transaction_id = ${query.transactionId})`,
    ...within(sql`t.created_at`, query),
  ]);
  return pagedList(db, {
    from: sql`game_transactions t`,
    where,
    page: query,
    rows: async ({ limit, offset }) =>
      rowsOf<TransactionRow>(
        await db.execute(sql`
          select t.id::text, p.code as provider, t.transaction_id as "transactionId",
            t.reference_transaction_id as "referenceTransactionId", t.kind, t.outcome, m.uuid::text as "memberUuid",
            m.user_name as "userName", t.round_id as "roundId", t.game_id as "gameId", t.amount::text,
            ${bkk('t.created_at')} as "createdAt"
          from game_transactions t join game_providers p on p.id = t.provider_id join members m on m.id = t.member_id
          where ${where} order by t.created_at desc, t.id desc limit ${limit} offset ${offset}`),
      ).map((row) => ({ ...row, amount: satang(row.amount) })),
  });
};

interface ReportRow {
  day: string;
  provider: string;
  bets: string;
  wins: string;
  refunds: string;
  bet_count: number;
  players: number;
}

type Money = Satang;
type Report = {
  items: Array<
    Omit<AdminGameReportRow, 'bets' | 'wins' | 'refunds' | 'ggr'> &
      Record<'bets' | 'wins' | 'refunds' | 'ggr', Money>
  >;
  totals: Record<'bets' | 'wins' | 'refunds' | 'ggr', Money>;
};

/**
 * Per +07:00 day and provider, in one set-based statement over the accepted calls: bets (every
 * accepted bet, rolled back or not), wins, refunds (what rollbacks gave back), GGR = bets - wins -
 * refunds, the bets' count and distinct players. Days without calls are left out.
 */
export const dailyGameReport = async (
  db: Database,
  query: { from: string; to: string; provider?: string | undefined },
): Promise<Report> => {
  const rows = rowsOf<ReportRow>(
    await db.execute(sql`
      select to_char((t.created_at at time zone interval '+07:00')::date, 'YYYY-MM-DD') as day, p.code as provider,
        coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)::text as bets,
        coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)::text as wins,
        coalesce(sum(t.amount) filter (where t.kind = 'rollback'), 0)::text as refunds,
        (count(*) filter (where t.kind = 'bet'))::int as bet_count,
        count(distinct t.member_id) filter (where t.kind = 'bet')::int as players
      from game_transactions t join game_providers p on p.id = t.provider_id
      where t.outcome = 'OK'
        and t.created_at >= (${query.from}::date::timestamp - interval '7 hours') at time zone 'UTC'
        and t.created_at < (${query.to}::date::timestamp + interval '17 hours') at time zone 'UTC'
        ${query.provider === undefined ? sql`` : sql`and p.code = ${query.provider}`}
      group by 1, 2 order by 1, 2`),
  );
  const items = rows.map((row) => {
    const [bets, wins, refunds] = [satang(row.bets), satang(row.wins), satang(row.refunds)];
    return {
      day: row.day,
      provider: row.provider,
      bets,
      wins,
      refunds,
      ggr: (bets - wins - refunds) as Satang,
      betCount: row.bet_count,
      players: row.players,
    };
  });
  const sum = (key: 'bets' | 'wins' | 'refunds' | 'ggr') =>
    items.reduce((total, row) => total + row[key], 0n) as Satang;
  return {
    items,
    totals: { bets: sum('bets'), wins: sum('wins'), refunds: sum('refunds'), ggr: sum('ggr') },
  };
};
