import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';

/**
 * Expires open TRUEMONEY/CRYPTO requests past `expires_at`: all of them (a step of the deposit
 * scheduler) or one member's of one method (before that member opens a new one, so a stale
 * request never holds the one-open-request index). A crypto request whose transfer was already
 * seen has `expires_at` cleared (it waits for confirmations), so it never matches here.
 */
export const expireProviderRequests = async (
  db: Database,
  scope?: { memberId: bigint; method: 'TRUEMONEY' | 'CRYPTO' },
): Promise<number> => {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update deposits set status = 'EXPIRED', updated_at = now()
      where status = 'PENDING' and method in ('TRUEMONEY', 'CRYPTO') and expires_at < now()
        ${scope ? sql`and member_id = ${scope.memberId.toString()}::bigint and method = ${scope.method}` : sql``}
      returning id::text`),
  );
  return rows.length;
};
