import { satangToBaht, type AdminWithdrawalsResult, type WithdrawalStatus } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { findAdminWithdrawals } from './withdrawal-rows.ts';

export interface WithdrawalsQuery {
  status?: WithdrawalStatus | undefined;
  q: string;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The queue: oldest first (the one waiting longest on top), with the filter's count and sum. */
export const listWithdrawals = async (
  db: Database,
  query: WithdrawalsQuery,
  twoPersonAboveSatang: bigint,
): Promise<AdminWithdrawalsResult> => {
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`w.status = ${query.status}`);
  if (query.from) filters.push(sql`w.created_at >= ${query.from}::timestamptz`);
  if (query.to) filters.push(sql`w.created_at < ${query.to}::timestamptz`);
  if (query.q) {
    filters.push(
      UUID.test(query.q)
        ? sql`w.member_id = (select id from members where uuid = ${query.q}::uuid)`
        : sql`w.member_id in (select id from members where user_name like ${`${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`})`,
    );
  }
  const where = sql.join(filters, sql` and `);
  const [totals] = rowsOf<{ count: number; amount: string }>(
    await db.execute(
      sql`select count(*)::int as count, coalesce(sum(w.amount), 0)::text as amount from withdrawals w where ${where}`,
    ),
  );
  const items = await findAdminWithdrawals(db, where, twoPersonAboveSatang, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const count = Number(totals?.count ?? 0);
  return {
    items,
    total: count,
    page: query.page,
    pageSize: query.pageSize,
    totals: { count, amount: satangToBaht(BigInt(totals?.amount ?? '0')) },
    twoPersonAbove: satangToBaht(twoPersonAboveSatang),
  };
};
