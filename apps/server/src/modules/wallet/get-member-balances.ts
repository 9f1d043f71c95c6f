import { satang, type Satang } from '@chokdee/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-statements.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';

export interface MemberBalances {
  /** Available cash (balance - held), satang. */
  cash: Satang;
  afCash: Satang;
  /** Hundredths of a point. */
  loyaltyPoint: Satang;
}

// The balance is the most frequent member read (every page's header): prepared once per database
// handle, not built and parsed per call.
const balancesQuery = preparedPerDb((db) =>
  db
    .select({
      kind: ledgerAccounts.kind,
      available: sql<string>`(${ledgerAccounts.balance} - ${ledgerAccounts.held})::text`,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, sql.placeholder('memberId')),
        inArray(ledgerAccounts.kind, ['CASH', 'AF_CASH', 'POINTS']),
      ),
    )
    .prepare('member_balances'),
);

/** A member's three balances in one query; accounts that do not exist yet count as 0. */
export const getMemberBalances = async (db: Database, memberId: bigint): Promise<MemberBalances> => {
  const rows = await balancesQuery(db).execute({ memberId: memberId.toString() });
  const of = (kind: string): Satang => satang(rows.find((row) => row.kind === kind)?.available ?? '0');
  return { cash: of('CASH'), afCash: of('AF_CASH'), loyaltyPoint: of('POINTS') };
};
