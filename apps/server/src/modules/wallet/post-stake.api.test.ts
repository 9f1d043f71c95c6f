import { satang } from '@chokdee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Statement } from '../../db/prepared-statements.ts';
import { LedgerRefusal } from './ledger-errors.ts';
import { runMoneyTransaction } from './money-transaction.ts';
import {
  moneyUpdatePublisherFor,
  setMoneyUpdatePublisher,
  type MoneyUpdate,
  type MoneyUpdatePublisher,
} from './money-updates.ts';
import { commitStakeWith } from './post-stake.ts';
import { balanceOf, credit, insertMembers, uniqueKey } from './test-kit.ts';

let t: TestApp;
let appPublisher: MoneyUpdatePublisher;
const published: MoneyUpdate[] = [];
beforeAll(async () => {
  t = await startTestApp();
  appPublisher = moneyUpdatePublisherFor(t.db);
  setMoneyUpdatePublisher(t.db, {
    publishMoneyUpdate: (memberUuid, balanceSatang) => published.push({ memberUuid, balanceSatang }),
  });
});
afterAll(async () => {
  setMoneyUpdatePublisher(t.db, appPublisher);
  await t.close();
});

// More stakes than the pool has connections: each connection first sends the statements one by
// one (preparing them), later all of them with COMMIT in one round trip.
const RUNS = 14;

const stake = (memberId: bigint, amount: bigint) => ({
  memberId,
  amount: satang(amount),
  type: 'BET_GOV' as const,
  ref: { type: 'stake-test', id: uniqueKey() },
  owesTurnover: false,
});

const echo = (n: number): Statement => ({ text: 'select $1::int as n', values: [String(n)] });
// Fails if it runs at all: the divisor is a parameter, so nothing folds it away before it does.
const boom: Statement = { text: 'select 1 / $1::int as boom', values: ['0'] };

describe('commitStakeWith', () => {
  it('debits the stake together with the statements after it, answers their rows and publishes the balance after COMMIT', async () => {
    const [m] = await insertMembers(t.db, 1);
    await credit(t.db, m!, 10_000n);
    published.length = 0;
    for (let i = 1; i <= RUNS; i++) {
      const rows = await runMoneyTransaction(t.db, (tx) =>
        commitStakeWith(tx, stake(m!, 100n), [echo(i), echo(-i)]),
      );
      expect(rows).toEqual([[{ n: i }], [{ n: -i }]]);
    }
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 10_000n - 100n * BigInt(RUNS), held: 0n });
    expect(published.map((update) => update.balanceSatang)).toEqual(
      Array.from({ length: RUNS }, (_, i) => 10_000n - 100n * BigInt(i + 1)),
    );
  });

  it('a stake beyond the available cash is refused (409 INSUFFICIENT_BALANCE): the statements after it neither run nor commit', async () => {
    const [m, none] = await insertMembers(t.db, 2);
    await credit(t.db, m!, 150n);
    published.length = 0;
    for (let i = 1; i <= RUNS; i++) {
      for (const memberId of [m!, none!]) {
        const refused = runMoneyTransaction(t.db, (tx) => commitStakeWith(tx, stake(memberId, 200n), [boom]));
        await expect(refused).rejects.toBeInstanceOf(LedgerRefusal);
        await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
      }
    }
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 150n, held: 0n });
    expect(await balanceOf(t.db, none!)).toBeNull();
    expect(published).toEqual([]);
    // The connections that refused serve the next stake.
    await runMoneyTransaction(t.db, (tx) => commitStakeWith(tx, stake(m!, 150n), [echo(1)]));
    expect(await balanceOf(t.db, m!)).toEqual({ balance: 0n, held: 0n });
  });
});
