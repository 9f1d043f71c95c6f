import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../errors.ts';

/** True for a member (by id column) whose self-exclusion is running: promotions and pushes skip them. */
export const selfExcludedNow = (memberId: SQL): SQL =>
  sql`exists (select 1 from self_exclusions x where x.member_id = ${memberId} and (x.until is null or x.until > now()))`;

/**
 * The end of the member's running self-exclusion (ISO time; null: permanent), or undefined when
 * there is none. The database's clock decides.
 */
export const runningExclusion = async (
  db: Database,
  memberId: bigint,
): Promise<string | null | undefined> => {
  const [row] = rowsOf<{ until: string | null }>(
    await db.execute(sql`
      select to_char(until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as until
      from self_exclusions
      where member_id = ${memberId.toString()}::bigint and (until is null or until > now())
      order by until desc nulls first limit 1`),
  );
  return row === undefined ? undefined : row.until;
};

/**
 * Inside the transaction that starts a session: waits for a self-exclusion being written for the
 * member (it holds the member's row), then refuses with SELF_EXCLUDED while one runs. A session
 * issued just before an exclusion commits is revoked by it; none slips in after.
 */
export const refuseIfExcluded = async (tx: Database, memberId: bigint): Promise<void> => {
  await tx.execute(sql`select 1 from members where id = ${memberId.toString()}::bigint for share`);
  const until = await runningExclusion(tx, memberId);
  if (until !== undefined) throw appError('SELF_EXCLUDED', { until });
};
