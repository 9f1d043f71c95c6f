import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { balanceOf } from '../wallet/test-kit.ts';

/** A member's points balance, hundredths. */
export const pointsOf = async (t: TestApp, memberId: bigint): Promise<bigint> =>
  (await balanceOf(t.db, memberId, 'POINTS'))?.balance ?? 0n;

/** A member's ledger entries of a type. */
export const entryCount = async (t: TestApp, memberId: bigint, type: string): Promise<number> =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`
      select count(distinct e.id)::int as n from ledger_entries e
      join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
      where a.member_id = ${memberId.toString()}::bigint and e.type = ${type}`),
  )[0]?.n ?? 0;

/** Every unit sums to zero and every balance equals its postings. */
export const expectReconciled = async (t: TestApp): Promise<void> => {
  const report = await reconcile(t.db);
  expect(report.mismatches).toEqual([]);
  expect(report.ok).toBe(true);
};
