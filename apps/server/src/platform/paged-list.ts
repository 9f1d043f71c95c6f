import { satang, type Satang } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import type { Page } from './reply.ts';

/**
 * The shape every paged, filtered back-office list shares: AND-ed filters, one set-based query for
 * the filter's count (and sum), one for the page of rows. No row is read per row (no N+1).
 */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** What a sum-totalled list answers besides the page: the filter's count and sum. */
export interface Totals {
  count: number;
  amount: Satang;
}

/** The conditions AND-ed; skipped entries (a filter not asked for) leave `true`. */
export const whereAll = (conditions: readonly (SQL | undefined | false)[]): SQL => {
  const present = conditions.filter(
    (condition): condition is SQL => condition !== undefined && condition !== false,
  );
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** `from` inclusive, `to` exclusive (the API's half-open instant range) on a timestamptz column. */
export const within = (column: SQL, range: { from?: string | undefined; to?: string | undefined }): SQL[] => [
  ...(range.from ? [sql`${column} >= ${range.from}::timestamptz`] : []),
  ...(range.to ? [sql`${column} < ${range.to}::timestamptz`] : []),
];

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `q` on a member id column: the exact member uuid, else a user name prefix. */
export const memberMatch = (q: string, memberId: SQL): SQL =>
  UUID.test(q)
    ? sql`${memberId} = (select id from members where uuid = ${q}::uuid)`
    : sql`${memberId} in (select id from members where user_name like ${`${escapeLike(q.toLowerCase())}%`})`;

export interface ListSpec<T> {
  /** The table (with its alias) the filter is written on, e.g. sql`deposits d`. */
  from: SQL;
  where: SQL;
  page: PageRequest;
  /** One page of rows for the same filter (its own joins, order and mapping). */
  rows: (page: { limit: number; offset: number }) => Promise<T[]>;
}

/** One page and the filter's count. */
export const pagedList = async <T>(db: Database, spec: ListSpec<T>): Promise<Page<T>> => {
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from ${spec.from} where ${spec.where}`),
  );
  return pageOf(spec, count?.total ?? 0);
};

/** One page, the filter's count and the sum of `amount`. */
export const totalledList = async <T>(
  db: Database,
  spec: ListSpec<T> & { amount: SQL },
): Promise<Page<T> & { totals: Totals }> => {
  const [totals] = rowsOf<{ count: number; amount: string }>(
    await db.execute(
      sql`select count(*)::int as count, coalesce(sum(${spec.amount}), 0)::text as amount from ${spec.from} where ${spec.where}`,
    ),
  );
  const count = totals?.count ?? 0;
  return {
    ...(await pageOf(spec, count)),
    totals: { count, amount: satang(totals?.amount ?? '0') },
  };
};

const pageOf = async <T>(spec: ListSpec<T>, total: number): Promise<Page<T>> => ({
  items: await spec.rows({ limit: spec.page.pageSize, offset: (spec.page.page - 1) * spec.page.pageSize }),
  total,
  page: spec.page.page,
  pageSize: spec.page.pageSize,
});
