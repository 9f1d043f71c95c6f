import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Statement } from '../../db/prepared-statements.ts';
import { LedgerMisuse } from './ledger-errors.ts';
import { commitWith, runMoneyTransactionFrom, type MoneyTx } from './money-transaction.ts';
import { postEntry } from './post-entry.ts';
import { balanceOf, insertMembers, uniqueKey } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

// Values a literal must carry exactly when a prepared statement is sent with BEGIN or COMMIT.
const AWKWARD = `it's a "quote", a \\ backslash, {braces}, commas, ภาษาไทย`;
const AT = new Date('2026-11-24T05:06:07.089Z');
const echo = (n: bigint): Statement => ({
  text: 'select $1::text as note, $2::text[] as list, $3::bigint::text as n, $4::text as missing, $5::timestamptz as at, $6::jsonb as doc',
  values: [AWKWARD, [AWKWARD, null, '', 'NULL'], n.toString(), null, AT, { note: AWKWARD }],
});

const deposit = (tx: MoneyTx, memberId: bigint, amount: bigint) =>
  postEntry(tx, {
    type: 'DEPOSIT',
    idempotencyKey: uniqueKey('mt'),
    lines: [
      { account: { memberId, kind: 'CASH' }, amount },
      { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -amount },
    ],
  });

// More transactions than the pool has connections, one after the other: each connection runs the
// statements first unprepared (then prepared by running them) and later as EXECUTE with literals.
const RUNS = 14;

describe('runMoneyTransactionFrom and commitWith', () => {
  it('send the first statement with BEGIN and the last ones with COMMIT; values arrive exactly; all of it commits', async () => {
    const [m] = await insertMembers(t.db, 1);
    for (let i = 1; i <= RUNS; i++) {
      const { first, last } = await runMoneyTransactionFrom(t.db, echo(BigInt(i)), async (tx, firstRows) => {
        await deposit(tx, m!, 100n);
        const lastRows = await commitWith(tx, [echo(BigInt(-i)), echo(BigInt(-100 * i))]);
        return { first: firstRows, last: lastRows };
      });
      const expected = {
        note: AWKWARD,
        list: [AWKWARD, null, '', 'NULL'],
        missing: null,
        at: AT,
        doc: { note: AWKWARD },
      };
      expect(first).toEqual([{ ...expected, n: String(i) }]);
      expect(last).toEqual([[{ ...expected, n: String(-i) }], [{ ...expected, n: String(-100 * i) }]]);
    }
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 100n * BigInt(RUNS), held: 0n });
  });

  it('a failing statement sent with COMMIT rolls everything back, and the connection serves the next transaction', async () => {
    const [m] = await insertMembers(t.db, 1);
    for (let i = 1; i <= RUNS; i++) {
      await expect(
        runMoneyTransactionFrom(t.db, echo(1n), async (tx) => {
          await deposit(tx, m!, 100n);
          return commitWith(tx, [
            echo(1n),
            { text: 'select $1::bigint::text as n', values: ['not a number'] },
            echo(2n),
          ]);
        }),
      ).rejects.toMatchObject({ code: '22P02' });
    }
    expect(await balanceOf(t.db, m!)).toBeNull();
    await runMoneyTransactionFrom(t.db, echo(1n), async (tx) => {
      await deposit(tx, m!, 5n);
      return commitWith(tx, [echo(2n)]);
    });
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 5n, held: 0n });
  });

  it('a failing first statement moves nothing; no money moves after commitWith', async () => {
    const [m] = await insertMembers(t.db, 1);
    await expect(
      runMoneyTransactionFrom(t.db, { text: 'select $1::int as n', values: ['x'] }, (tx) =>
        deposit(tx, m!, 100n),
      ),
    ).rejects.toMatchObject({ code: '22P02' });
    await expect(
      runMoneyTransactionFrom(t.db, echo(1n), async (tx) => {
        await commitWith(tx, [echo(2n)]);
        return deposit(tx, m!, 100n);
      }),
    ).rejects.toBeInstanceOf(LedgerMisuse);
    expect(await balanceOf(t.db, m!)).toBeNull();
  });
});
