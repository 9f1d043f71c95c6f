import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { LedgerMisuse } from './ledger-errors.ts';
import { moneyUpdatePublisherFor, setMoneyUpdatePublisher, type MoneyUpdate } from './money-updates.ts';
import { runMoneyTransaction, type MoneyTx } from './money-transaction.ts';
import { postEntry } from './post-entry.ts';
import { balanceOf, credit, debit, insertMembers, uniqueKey } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const failureOf = async (
  promise: Promise<unknown>,
): Promise<{ code?: string; statusCode?: number; name?: string }> => {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; statusCode?: number; name?: string };
  }
  throw new Error('expected a failure');
};

describe('postEntry', () => {
  it('creates the member account on the first credit and keeps balance_after on the member line', async () => {
    const [m] = await insertMembers(t.db, 1);
    const posted = await credit(t.db, m!, 10_000n);
    expect(posted.replayed).toBe(false);
    expect(posted.lines.find((l) => l.memberId === m)).toMatchObject({
      amount: 10_000n,
      balanceAfter: 10_000n,
      availableAfter: 10_000n,
    });
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 10_000n, held: 0n });
    await debit(t.db, m!, 2_500n);
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 7_500n, held: 0n });
  });

  it('refuses a debit beyond the balance with 409 INSUFFICIENT_BALANCE and moves nothing', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 100n);
    const failure = await failureOf(debit(t.db, m!, 101n));
    expect(failure).toMatchObject({ code: 'INSUFFICIENT_BALANCE', statusCode: 409 });
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 100n, held: 0n });
    // A member with no account at all has nothing to spend either.
    const [empty] = await insertMembers(t.db, 1);
    expect(await failureOf(debit(t.db, empty!, 1n))).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
  });

  it('replays the same key and content: the first result, nothing moves', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 1_000n);
    const key = uniqueKey();
    const first = await debit(t.db, m!, 300n, key);
    const again = await debit(t.db, m!, 300n, key);
    expect(again.replayed).toBe(true);
    expect(again.entryId).toBe(first.entryId);
    expect(again.lines.find((l) => l.memberId === m)?.balanceAfter).toBe(700n);
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 700n, held: 0n });
  });

  it('answers IDEMPOTENCY_MISMATCH for the same key with other content', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 1_000n);
    const key = uniqueKey();
    await debit(t.db, m!, 300n, key);
    expect(await failureOf(debit(t.db, m!, 301n, key))).toMatchObject({
      code: 'IDEMPOTENCY_MISMATCH',
      statusCode: 409,
    });
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 700n, held: 0n });
  });

  it('keeps a refused key refused even after the balance would allow it, though the caller rolled back', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 100n);
    const key = uniqueKey();
    expect(await failureOf(debit(t.db, m!, 500n, key))).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await credit(t.db, m!, 1_000n);
    expect(await failureOf(debit(t.db, m!, 500n, key))).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await failureOf(debit(t.db, m!, 400n, key))).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 1_100n, held: 0n });
  });

  it('rolls the whole transaction back when a later member line is refused (lock order, two members)', async () => {
    const [a, b] = await insertMembers(t.db, 2);
    await credit(t.db, a!, 1_000n);
    await credit(t.db, b!, 10n);
    const failure = failureOf(
      runMoneyTransaction(t.db, async (tx) => {
        await postEntry(tx, {
          type: 'ADMIN_MOVE_DECREASE',
          idempotencyKey: uniqueKey(),
          lines: [
            { account: { memberId: a!, kind: 'CASH' }, amount: -500n },
            { account: { house: 'HOUSE_TRANSFERS' }, amount: 500n },
          ],
        });
        await postEntry(tx, {
          type: 'REVERSAL',
          idempotencyKey: uniqueKey(),
          lines: [
            { account: { memberId: a!, kind: 'CASH' }, amount: 100n },
            { account: { memberId: b!, kind: 'CASH' }, amount: -100n },
          ],
        });
      }),
    );
    expect(await failure).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(t.db, a!)).toEqual({ balance: 1_000n, held: 0n });
    expect(await balanceOf(t.db, b!)).toEqual({ balance: 10n, held: 0n });
  });

  it('never commits when the caller swallows a refusal', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 100n);
    const other = uniqueKey();
    const failure = failureOf(
      runMoneyTransaction(t.db, async (tx) => {
        await postEntry(tx, {
          type: 'DEPOSIT',
          idempotencyKey: other,
          lines: [
            { account: { memberId: m!, kind: 'CASH' }, amount: 50n },
            { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -50n },
          ],
        });
        await postEntry(tx, {
          type: 'BET_GOV',
          idempotencyKey: uniqueKey(),
          lines: [
            { account: { memberId: m!, kind: 'CASH' }, amount: -1_000n },
            { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: 1_000n },
          ],
        }).catch(() => undefined);
      }),
    );
    expect(await failure).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const [row] = rowsOf<{ n: string }>(
      await t.db.execute(
        sql`select count(*)::text as n from ledger_entries where idempotency_key = ${other}`,
      ),
    );
    expect(row?.n).toBe('0');
  });

  it('refuses unbalanced, wrongly shaped or wrapper-less entries before touching the database', async () => {
    const [m] = await insertMembers(t.db, 1);
    const unbalanced = runMoneyTransaction(t.db, (tx) =>
      postEntry(tx, {
        type: 'DEPOSIT',
        idempotencyKey: uniqueKey(),
        lines: [
          { account: { memberId: m!, kind: 'CASH' }, amount: 10n },
          { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -9n },
        ],
      }),
    );
    expect(await failureOf(unbalanced)).toBeInstanceOf(LedgerMisuse);
    const mixedUnits = runMoneyTransaction(t.db, (tx) =>
      postEntry(tx, {
        type: 'REVERSAL',
        idempotencyKey: uniqueKey(),
        lines: [
          { account: { memberId: m!, kind: 'POINTS' }, amount: 10n },
          { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -10n },
        ],
      }),
    );
    expect(await failureOf(mixedUnits)).toBeInstanceOf(LedgerMisuse);
    const wrongShape = runMoneyTransaction(t.db, (tx) =>
      postEntry(tx, {
        type: 'BET_GOV',
        idempotencyKey: uniqueKey(),
        lines: [
          { account: { memberId: m!, kind: 'CASH' }, amount: 10n },
          { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: -10n },
        ],
      }),
    );
    expect(await failureOf(wrongShape)).toBeInstanceOf(LedgerMisuse);
    const bare = t.db.transaction((tx) =>
      postEntry(tx as never, {
        type: 'DEPOSIT',
        idempotencyKey: uniqueKey(),
        lines: [
          { account: { memberId: m!, kind: 'CASH' }, amount: 10n },
          { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -10n },
        ],
      }),
    );
    expect(await failureOf(bare)).toBeInstanceOf(LedgerMisuse);
  });

  it('refuses a handle kept past its transaction; a nested transaction inside one is a savepoint', async () => {
    const [m] = await insertMembers(t.db, 1);
    const deposit = (tx: MoneyTx, amount: bigint) =>
      postEntry(tx, {
        type: 'DEPOSIT',
        idempotencyKey: uniqueKey(),
        lines: [
          { account: { memberId: m!, kind: 'CASH' }, amount },
          { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -amount },
        ],
      });
    const undone = uniqueKey();
    let kept: MoneyTx | undefined;
    await runMoneyTransaction(t.db, async (tx) => {
      kept = tx;
      await deposit(tx, 100n);
      await tx
        .transaction(async (inner) => {
          await inner.execute(
            sql`insert into ledger_requests (idempotency_key, request_hash, error_code, message) values (${undone}, 'x', 'X', 'x')`,
          );
          throw new Error('inner part fails');
        })
        .catch(() => undefined);
    });
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 100n, held: 0n });
    const [row] = rowsOf<{ n: string }>(
      await t.db.execute(
        sql`select count(*)::text as n from ledger_requests where idempotency_key = ${undone}`,
      ),
    );
    expect(row?.n).toBe('0');
    // The connection (and on PostgreSQL its handle) serves later transactions: a kept reference must not move money.
    expect(await failureOf(deposit(kept!, 5n))).toBeInstanceOf(LedgerMisuse);
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 100n, held: 0n });
  });

  it('database triggers refuse an unbalanced insert and any UPDATE or DELETE of history', async () => {
    const [m] = await insertMembers(t.db, 1);
    const posted = await credit(t.db, m!, 100n);
    const id = posted.entryId.toString();
    await expect(
      t.db.execute(sql`update ledger_postings set amount = amount + 1 where entry_id = ${id}::bigint`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries where id = ${id}::bigint`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`update ledger_entries set remark = 'x' where id = ${id}::bigint`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`insert into ledger_postings (entry_id, account_id, amount) select ${id}::bigint, id, 5 from ledger_accounts where kind = 'HOUSE_REVENUE'`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update ledger_accounts set balance = -1 where member_id = ${m!.toString()}::bigint`),
    ).rejects.toThrow();
  });

  it('database refuses a posting to an account or entry that does not exist, emptying the ledger, and deleting or re-owning an account', async () => {
    const [m, other] = await insertMembers(t.db, 2);
    const posted = await credit(t.db, m!, 100n);
    const entryId = posted.entryId.toString();
    const sqlStateOf = async (promise: Promise<unknown>): Promise<string | undefined> =>
      pgErrorOf(await failureOf(promise))?.code;
    // Balanced in amount, but one line names no account: refused as a foreign key would refuse it.
    expect(
      await sqlStateOf(
        t.db.execute(
          sql`insert into ledger_postings (entry_id, account_id, amount)
              select ${entryId}::bigint, account_id, amount from (values
                ((select id from ledger_accounts where kind = 'HOUSE_REVENUE'), -5::bigint),
                ((select max(id) + 1000 from ledger_accounts), 5::bigint)) v(account_id, amount)`,
        ),
      ),
    ).toBe('23503');
    // Balanced lines on existing accounts, but under an entry that does not exist: refused too.
    expect(
      await sqlStateOf(
        t.db.execute(
          sql`insert into ledger_postings (entry_id, account_id, amount)
              select (select max(id) + 1000 from ledger_entries), id, case when member_id is null then -5 else 5 end
              from ledger_accounts where kind = 'HOUSE_REVENUE' or member_id = ${m!.toString()}::bigint`,
        ),
      ),
    ).toBe('23503');
    for (const table of ['ledger_entries', 'ledger_postings'])
      expect(await sqlStateOf(t.db.execute(sql.raw(`truncate ${table} cascade`)))).toBe('23001');
    const account = sql`(select id from ledger_accounts where member_id = ${m!.toString()}::bigint)`;
    expect(await sqlStateOf(t.db.execute(sql`delete from ledger_accounts where id = ${account}`))).toBe(
      '23001',
    );
    expect(
      await sqlStateOf(
        t.db.execute(
          sql`update ledger_accounts set member_id = ${other!.toString()}::bigint where id = ${account}`,
        ),
      ),
    ).toBe('23001');
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 100n, held: 0n });
  });

  it('publishes the available cash after COMMIT and never for a rolled-back change', async () => {
    const [m] = await insertMembers(t.db, 1);
    const seen: MoneyUpdate[] = [];
    // The app registered the realtime hub for this database; record in front of it.
    const registered = moneyUpdatePublisherFor(t.db);
    setMoneyUpdatePublisher(t.db, {
      publishMoneyUpdate: (memberUuid, balanceSatang) => seen.push({ memberUuid, balanceSatang }),
    });
    try {
      await credit(t.db, m!, 5_000n);
      await failureOf(
        runMoneyTransaction(t.db, async (tx) => {
          await postEntry(tx, {
            type: 'DEPOSIT',
            idempotencyKey: uniqueKey(),
            lines: [
              { account: { memberId: m!, kind: 'CASH' }, amount: 50n },
              { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -50n },
            ],
          });
          throw new Error('caller failed later');
        }),
      );
      await credit(t.db, m!, 7n, {
        kind: 'AF_CASH',
        house: 'HOUSE_AFFILIATE_COMMISSIONS',
        type: 'AF_COMMISSION',
      });
    } finally {
      setMoneyUpdatePublisher(t.db, registered);
    }
    const [member] = rowsOf<{ uuid: string }>(
      await t.db.execute(sql`select uuid::text from members where id = ${m!.toString()}::bigint`),
    );
    expect(seen.filter((u) => u.memberUuid === member?.uuid)).toEqual([
      { memberUuid: member?.uuid, balanceSatang: 5_000n },
    ]);
  });
});
