import { satangToBaht, type AdminWithdrawalsResult, type WithdrawalStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberMatch, totalledList, whereAll, within } from '../../platform/paged-list.ts';
import { findAdminWithdrawals } from './withdrawal-rows.ts';

export interface WithdrawalsQuery {
  status?: WithdrawalStatus | undefined;
  q: string;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** The queue: oldest first (the one waiting longest on top), with the filter's count and sum. */
export const listWithdrawals = async (
  db: Database,
  query: WithdrawalsQuery,
  twoPersonAboveSatang: bigint,
): Promise<AdminWithdrawalsResult> => {
  const where = whereAll([
    query.status && sql`w.status = ${query.status}`,
    ...within(sql`w.created_at`, query),
    query.q ? memberMatch(query.q, sql`w.member_id`) : undefined,
  ]);
  const list = await totalledList(db, {
    from: sql`withdrawals w`,
    where,
    amount: sql`w.amount`,
    page: query,
    rows: (page) => findAdminWithdrawals(db, where, twoPersonAboveSatang, page),
  });
  return { ...list, twoPersonAbove: satangToBaht(twoPersonAboveSatang) };
};
