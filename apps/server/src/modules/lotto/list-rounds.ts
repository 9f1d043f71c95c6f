import type { AdminRoundRow } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import type { Page } from '../../platform/reply.ts';
import { NO_SALES, roundRowView, salesOf } from './round-rows.ts';
import { findRoundsPage, type RoundsFilter } from './rounds-repository.ts';

/**
 * Rounds by close time (earliest first), filtered by family, draw date and status, with the sales
 * of the page's rounds.
 */
export const listRounds = async (db: Database, query: RoundsFilter): Promise<Page<AdminRoundRow>> => {
  const { rounds, total } = await findRoundsPage(db, query);
  const sales = await salesOf(
    db,
    rounds.map((r) => r.id),
  );
  return {
    items: rounds.map((r) => roundRowView(r, sales.get(r.id.toString()) ?? NO_SALES)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
