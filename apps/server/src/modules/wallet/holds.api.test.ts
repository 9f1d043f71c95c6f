import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemo } from '../../db/demo-seed.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { postHold, reserveHold, voidHold } from './holds.ts';
import { runMoneyTransaction } from './money-transaction.ts';
import { reconcile } from './reconcile.ts';
import { reverseEntry } from './reverse-entry.ts';
import { getMemberBalances } from './get-member-balances.ts';
import { balanceOf, credit, debit, insertMembers, uniqueKey } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const codeOf = (promise: Promise<unknown>): Promise<string | undefined> =>
  promise.then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );

describe('holds', () => {
  it('reserve makes money unavailable at once; post pays it out as one entry; void gives it back', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 10_000n);
    const { holdId } = await runMoneyTransaction(t.db, (tx) =>
      reserveHold(tx, {
        account: { memberId: m!, kind: 'CASH' },
        amount: 6_000n,
        idempotencyKey: uniqueKey(),
      }),
    );
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 10_000n, held: 6_000n });
    expect((await getMemberBalances(t.db, m!)).cash).toBe(4_000n);
    // The held part cannot be spent twice.
    expect(await codeOf(debit(t.db, m!, 4_001n))).toBe('INSUFFICIENT_BALANCE');
    expect(
      await codeOf(
        runMoneyTransaction(t.db, (tx) =>
          reserveHold(tx, {
            account: { memberId: m!, kind: 'CASH' },
            amount: 4_001n,
            idempotencyKey: uniqueKey(),
          }),
        ),
      ),
    ).toBe('INSUFFICIENT_BALANCE');
    const key = uniqueKey();
    const posted = await runMoneyTransaction(t.db, (tx) =>
      postHold(tx, { holdId, type: 'WITHDRAW', to: 'HOUSE_BANK_CLEARING', idempotencyKey: key }),
    );
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 4_000n, held: 0n });
    const again = await runMoneyTransaction(t.db, (tx) =>
      postHold(tx, { holdId, type: 'WITHDRAW', to: 'HOUSE_BANK_CLEARING', idempotencyKey: key }),
    );
    expect(again).toMatchObject({ replayed: true, entryId: posted.entryId });
    expect(await codeOf(runMoneyTransaction(t.db, (tx) => voidHold(tx, holdId)))).toBe('HOLD_ALREADY_POSTED');

    const second = await runMoneyTransaction(t.db, (tx) =>
      reserveHold(tx, {
        account: { memberId: m!, kind: 'CASH' },
        amount: 1_000n,
        idempotencyKey: uniqueKey(),
      }),
    );
    await runMoneyTransaction(t.db, (tx) => voidHold(tx, second.holdId));
    await runMoneyTransaction(t.db, (tx) => voidHold(tx, second.holdId));
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 4_000n, held: 0n });
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('a reserve replayed with its key holds once', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 1_000n);
    const key = uniqueKey();
    const input = { account: { memberId: m!, kind: 'CASH' as const }, amount: 700n, idempotencyKey: key };
    const first = await runMoneyTransaction(t.db, (tx) => reserveHold(tx, input));
    const again = await runMoneyTransaction(t.db, (tx) => reserveHold(tx, input));
    expect(again).toEqual({ holdId: first.holdId, replayed: true });
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 1_000n, held: 700n });
    expect(await codeOf(runMoneyTransaction(t.db, (tx) => reserveHold(tx, { ...input, amount: 1n })))).toBe(
      'IDEMPOTENCY_MISMATCH',
    );
  });
});

describe('reverseEntry and reconcile', () => {
  it('reverses an entry by a new one, refuses to reverse money already spent, and the books reconcile', async () => {
    const [m] = await insertMembers(t.db, 1);
    const deposit = await credit(t.db, m!, 5_000n);
    await runMoneyTransaction(t.db, (tx) =>
      reverseEntry(tx, { entryId: deposit.entryId, idempotencyKey: uniqueKey() }),
    );
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 0n, held: 0n });
    const second = await credit(t.db, m!, 5_000n);
    await debit(t.db, m!, 1n);
    expect(
      await codeOf(
        runMoneyTransaction(t.db, (tx) =>
          reverseEntry(tx, { entryId: second.entryId, idempotencyKey: uniqueKey() }),
        ),
      ),
    ).toBe('INSUFFICIENT_BALANCE');
    const report = await reconcile(t.db);
    expect(report.ok).toBe(true);
    expect(report.unitTotals.every((u) => u.total === 0n)).toBe(true);
    expect(report.houses.find((h) => h.kind === 'HOUSE_BETS_IN_PLAY')?.balance).toBeGreaterThanOrEqual(1n);
  });

  it('reports a member balance that does not match its postings', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 100n);
    // Only a direct write outside postEntry can do this; the report must catch it.
    await t.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where member_id = ${m!.toString()}::bigint`,
    );
    const report = await reconcile(t.db);
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual([
      expect.objectContaining({ memberId: m, balance: 101n, postings: 100n }),
    ]);
    await t.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where member_id = ${m!.toString()}::bigint`,
    );
  });
});

describe('seedDemoWallet (through seedDemo)', () => {
  it('gives demo01 10,000.00 baht once, however often the seed runs', async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const [row] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id::text from members where user_name = 'demo01'`),
    );
    expect(await getMemberBalances(t.db, BigInt(row!.id))).toEqual({
      cash: 1_000_000n,
      afCash: 0n,
      loyaltyPoint: 0n,
    });
  });
});
