import type { adminDepositsResult, DepositMethod, DepositStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { memberMatch, totalledList, whereAll, within } from '../../platform/paged-list.ts';
import { findAdminDeposits } from './deposit-admin-rows.ts';

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
export const listDeposits = (
  db: Database,
  query: DepositsQuery,
): Promise<z.output<typeof adminDepositsResult>> => {
  const where = whereAll([
    query.status && sql`d.status = ${query.status}`,
    query.method && sql`d.method = ${query.method}`,
    ...within(sql`d.created_at`, query),
    query.q ? memberMatch(query.q, sql`d.member_id`) : undefined,
  ]);
  return totalledList(db, {
    from: sql`deposits d`,
    where,
    amount: sql`d.amount`,
    page: query,
    rows: (page) => findAdminDeposits(db, where, page),
  });
};
