import type { AdminRoundRow, AdminRoundStatus, RoundFamily } from '@chokdee/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lottoRounds } from '../../db/schema/index.ts';
import type { Page } from '../../platform/reply.ts';
import { NO_SALES, roundRowView, salesOf } from './round-rows.ts';

export interface RoundsQuery {
  family?: RoundFamily | undefined;
  date?: string | undefined;
  status?: AdminRoundStatus | undefined;
  page: number;
  pageSize: number;
}

/**
 * Rounds by close time (earliest first), filtered by family, draw date and status, with the sales
 * of the page's rounds. family + date uses the (family, draw_date, round_no) key, status the
 * (status, close_at) index.
 */
export const listRounds = async (db: Database, query: RoundsQuery): Promise<Page<AdminRoundRow>> => {
  const where = and(
    query.family ? eq(lottoRounds.family, query.family) : undefined,
    query.date ? eq(lottoRounds.drawDate, query.date) : undefined,
    query.status ? eq(lottoRounds.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(lottoRounds).where(where);
  const rounds = await db
    .select()
    .from(lottoRounds)
    .where(where)
    .orderBy(asc(lottoRounds.closeAt), asc(lottoRounds.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const sales = await salesOf(
    db,
    rounds.map((r) => r.id),
  );
  return {
    items: rounds.map((r) => roundRowView(r, sales.get(r.id.toString()) ?? NO_SALES)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
};
