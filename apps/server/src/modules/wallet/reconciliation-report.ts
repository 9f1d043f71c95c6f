import {
  bangkokDayStart,
  bangkokToday,
  DAY_MS,
  toBangkokIso,
  type adminReconciliationResult,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.ts';
import { reconcile } from './reconcile.ts';

/**
 * The reconciliation report for a Bangkok day: the ledger-wide checks of `reconcile` (every unit
 * sums to 0, every member balance = sum of its postings, held = open holds, as of now), house
 * balances, and the day's entry and posting counts. Read-only.
 */
export const reconciliationReport = async (
  db: Database,
  day: string = bangkokToday(),
): Promise<z.output<typeof adminReconciliationResult>> => {
  const from = bangkokDayStart(day);
  const to = new Date(from.getTime() + DAY_MS);
  const report = await reconcile(db, { from, to });
  const [accounts] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from ledger_accounts where member_id is not null`),
  );
  const ids = [...new Set(report.mismatches.map((m) => m.memberId.toString()))];
  const members =
    ids.length === 0
      ? []
      : rowsOf<{ id: string; uuid: string; user_name: string }>(
          await db.execute(
            sql`select id::text, uuid::text, user_name from members where id in (${sql.join(
              ids.map((id) => sql`${id}::bigint`),
              sql`, `,
            )})`,
          ),
        );
  const memberOf = (id: bigint) => members.find((m) => m.id === id.toString());
  return {
    day,
    from: toBangkokIso(from),
    to: toBangkokIso(to),
    ok: report.ok,
    unitTotals: report.unitTotals,
    houses: report.houses,
    memberAccounts: Number(accounts?.n ?? 0),
    entries: report.entries,
    postings: report.postings,
    mismatches: report.mismatches.map((row) => ({
      accountId: row.accountId.toString(),
      memberUuid: memberOf(row.memberId)?.uuid ?? null,
      userName: memberOf(row.memberId)?.user_name ?? null,
      kind: row.kind,
      balance: row.balance,
      postings: row.postings,
      held: row.held,
      openHolds: row.openHolds,
    })),
  };
};
