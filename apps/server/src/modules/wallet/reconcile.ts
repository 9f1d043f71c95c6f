import { satang, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

export interface ReconciliationReport {
  /** True when every check below holds. */
  ok: boolean;
  /** Sum over all postings per unit: must be 0. */
  unitTotals: Array<{ unit: string; total: Satang }>;
  /** Member accounts whose balance is not the sum of their postings, or whose held is not the sum of open holds. */
  mismatches: Array<{
    accountId: bigint;
    memberId: bigint;
    kind: string;
    balance: Satang;
    postings: Satang;
    held: Satang;
    openHolds: Satang;
  }>;
  /** House balances: the sum of their postings (the house rows are never updated per entry). */
  houses: Array<{ kind: string; unit: string; balance: Satang }>;
  /** Entries and postings written in [from, to) when a day is given, else overall. */
  entries: number;
  postings: number;
}

/**
 * The reconciliation report (daily in the back office): three set-based scans. Member balances
 * are compared with the sum of their postings, held with the open holds, and every unit must
 * sum to zero over all postings.
 */
export const reconcile = async (
  db: Database,
  day?: { from: Date; to: Date },
): Promise<ReconciliationReport> => {
  const totals = rowsOf<{ unit: string; total: string }>(
    await db.execute(sql`
      select a.unit, coalesce(sum(p.amount), 0)::text as total
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id group by a.unit order by a.unit`),
  );
  const mismatches = rowsOf<{
    id: string;
    member_id: string;
    kind: string;
    balance: string;
    postings: string;
    held: string;
    open_holds: string;
  }>(
    await db.execute(sql`
      select a.id::text, a.member_id::text, a.kind, a.balance::text, coalesce(p.total, 0)::text as postings,
        a.held::text, coalesce(h.total, 0)::text as open_holds
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p on p.account_id = a.id
      left join (select account_id, sum(amount) as total from ledger_holds where status = 'HELD' group by account_id) h on h.account_id = a.id
      where a.member_id is not null and (a.balance <> coalesce(p.total, 0) or a.held <> coalesce(h.total, 0))
      order by a.id limit 1000`),
  );
  const houses = rowsOf<{ kind: string; unit: string; balance: string }>(
    await db.execute(sql`
      select a.kind, a.unit, coalesce(sum(p.amount), 0)::text as balance
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      where a.member_id is null group by a.id, a.kind, a.unit order by a.id`),
  );
  const window = day
    ? sql`where created_at >= ${day.from.toISOString()}::timestamptz and created_at < ${day.to.toISOString()}::timestamptz`
    : sql``;
  const [counts] = rowsOf<{ entries: string; postings: string }>(
    await db.execute(sql`
      select (select count(*) from ledger_entries ${window})::text as entries, (select count(*) from ledger_postings ${window})::text as postings`),
  );
  const unitTotals = totals.map((row) => ({ unit: row.unit, total: satang(row.total) }));
  return {
    ok: mismatches.length === 0 && unitTotals.every((row) => row.total === 0n),
    unitTotals,
    mismatches: mismatches.map((row) => ({
      accountId: BigInt(row.id),
      memberId: BigInt(row.member_id),
      kind: row.kind,
      balance: satang(row.balance),
      postings: satang(row.postings),
      held: satang(row.held),
      openHolds: satang(row.open_holds),
    })),
    houses: houses.map((row) => ({ kind: row.kind, unit: row.unit, balance: satang(row.balance) })),
    entries: Number(counts?.entries ?? 0),
    postings: Number(counts?.postings ?? 0),
  };
};
