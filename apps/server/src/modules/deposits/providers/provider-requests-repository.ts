import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import type { MoneyTx } from '../../wallet/index.ts';

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

/** The member's open request of the method, locked (FOR UPDATE). */
export const lockOpenProviderRequest = async (
  tx: MoneyTx,
  memberId: string,
  method: 'TRUEMONEY' | 'CRYPTO',
): Promise<{ id: string; expires_at: string | null } | undefined> =>
  rowsOf<{ id: string; expires_at: string | null }>(
    await tx.execute(sql`
      select id::text, expires_at::text from deposits
      where member_id = ${memberId}::bigint and method = ${method} and status = 'PENDING' for update`),
  )[0];

/** The member a staff credit names by uuid. */
export const memberByUuid = async (
  tx: Database,
  uuid: string,
): Promise<{ id: string; uuid: string } | undefined> =>
  rowsOf<{ id: string; uuid: string }>(
    await tx.execute(sql`select id::text, uuid::text from members where uuid = ${uuid}::uuid`),
  )[0];

/** The uuid of a member a transfer names by id. */
export const memberUuid = async (tx: Database, memberId: string): Promise<string> => {
  const [row] = rowsOf<{ uuid: string }>(
    await tx.execute(sql`select uuid::text from members where id = ${memberId}::bigint`),
  );
  return row!.uuid;
};
