import {
  satangToBaht,
  type AdminDepositsResult,
  type DepositMethod,
  type DepositStatus,
} from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { findAdminDeposits, memberFilter } from './deposit-admin-rows.ts';

export interface DepositsQuery {
  status?: DepositStatus | undefined;
  method?: DepositMethod | undefined;
  q: string;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** The deposit queue: oldest first, with the filter's count and sum (asked amounts). */
export const listDeposits = async (db: Database, query: DepositsQuery): Promise<AdminDepositsResult> => {
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`d.status = ${query.status}`);
  if (query.method) filters.push(sql`d.method = ${query.method}`);
  if (query.from) filters.push(sql`d.created_at >= ${query.from}::timestamptz`);
  if (query.to) filters.push(sql`d.created_at < ${query.to}::timestamptz`);
  if (query.q) filters.push(memberFilter(query.q));
  const where = sql.join(filters, sql` and `);
  const [totals] = rowsOf<{ count: number; amount: string }>(
    await db.execute(
      sql`select count(*)::int as count, coalesce(sum(d.amount), 0)::text as amount from deposits d where ${where}`,
    ),
  );
  const items = await findAdminDeposits(db, where, {
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
  };
};
