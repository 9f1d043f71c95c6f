import { satang, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

export interface MemberBalances {
  /** Available cash (balance - held), satang. */
  cash: Satang;
  afCash: Satang;
  /** Hundredths of a point. */
  loyaltyPoint: Satang;
}

/** A member's three balances in one query; accounts that do not exist yet count as 0. */
export const getMemberBalances = async (db: Database, memberId: bigint): Promise<MemberBalances> => {
  const rows = rowsOf<{ kind: string; available: string }>(
    await db.execute(sql`
      select kind, (balance - held)::text as available from ledger_accounts
      where member_id = ${memberId.toString()}::bigint and kind in ('CASH', 'AF_CASH', 'POINTS')`),
  );
  const of = (kind: string): Satang => satang(rows.find((row) => row.kind === kind)?.available ?? '0');
  return { cash: of('CASH'), afCash: of('AF_CASH'), loyaltyPoint: of('POINTS') };
};
