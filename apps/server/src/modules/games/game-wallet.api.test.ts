import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestSocket } from '../../../test/realtime-node.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { MEMBER_TEST_ENV } from '../members/test-kit.ts';
import {
  callBody,
  cashOf,
  entriesOf,
  expectLedgerConserved,
  hook,
  player,
  provider,
  tenTimes,
  txId,
  type Player,
  type TestProvider,
} from './games-test-kit.ts';

// The seamless wallet's callback matrix (api-contract.md "Partner games"): every case is sent 10
// times at once and must have exactly one effect, and the ledger must conserve after it.
let t: TestApp;
let p: TestProvider;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  p = await provider(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerConserved(t);
});

const bet = (pl: Player, id: string, amount: number, extra: Record<string, unknown> = {}) =>
  hook(t, p.code, 'bet', callBody(pl, p, { transactionId: id, amount, ...extra }));
const win = (pl: Player, id: string, ref: string, amount: number) =>
  hook(t, p.code, 'win', callBody(pl, p, { transactionId: id, referenceTransactionId: ref, amount }));
const rollback = (pl: Player, id: string, ref: string) =>
  hook(t, p.code, 'rollback', callBody(pl, p, { transactionId: id, referenceTransactionId: ref }));

const expectAnswer = (answer: Awaited<ReturnType<typeof hook>>, status: string, balance: number) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data).toMatchObject({ status, balance });
};

describe('bet', () => {
  it('debits once (BET_GAME) for 10 concurrent copies; a later replay answers the first answer', async () => {
    const pl = await player(t, p, 100);
    const id = txId('bet');
    const first = await tenTimes(() => bet(pl, id, 25_00));
    expectAnswer(first, 'OK', 75_00);
    expect(first.body.data?.transactionId).toBe(id);
    expect(await cashOf(t, pl.id)).toBe(75_00n);
    expect(await entriesOf(t, pl.id, 'BET_GAME')).toBe(1);
    // Another bet moves the balance on; the first bet's replay still answers its own balance.
    expectAnswer(await bet(pl, txId('bet'), 5_00), 'OK', 70_00);
    expectAnswer(await bet(pl, id, 25_00), 'OK', 75_00);
    expect(await cashOf(t, pl.id)).toBe(70_00n);
  });

  it('a known transactionId with another body is DUPLICATE_TRANSACTION and moves nothing', async () => {
    const pl = await player(t, p, 100);
    const id = txId('bet');
    expectAnswer(await bet(pl, id, 10_00), 'OK', 90_00);
    expectAnswer(await tenTimes(() => bet(pl, id, 20_00)), 'DUPLICATE_TRANSACTION', 90_00);
    expect(await entriesOf(t, pl.id, 'BET_GAME')).toBe(1);
  });

  it('above the available balance is INSUFFICIENT_FUNDS with the current balance; nothing moves', async () => {
    const pl = await player(t, p, 10);
    const id = txId('bet');
    expectAnswer(await tenTimes(() => bet(pl, id, 10_01)), 'INSUFFICIENT_FUNDS', 10_00);
    expect(await cashOf(t, pl.id)).toBe(10_00n);
    expect(await entriesOf(t, pl.id, 'BET_GAME')).toBe(0);
    // The whole balance is a valid bet.
    expectAnswer(await bet(pl, txId('bet'), 10_00), 'OK', 0);
  });

  it('10 concurrent different bets never take the balance below zero', async () => {
    const pl = await player(t, p, 30);
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(pl, txId('bet'), 10_00)));
    const statuses = answers.map((a) => a.body.data?.status).sort();
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(7);
    expect(await cashOf(t, pl.id)).toBe(0n);
    // Bets that share a batch each answer the balance after themselves, as one after another would.
    const balances = answers.filter((a) => a.body.data?.status === 'OK').map((a) => a.body.data?.balance);
    expect(balances.sort((a = 0, b = 0) => a - b)).toEqual([0, 10_00, 20_00]);
    expect(await entriesOf(t, pl.id, 'BET_GAME')).toBe(3);
    // The statement shows the same running balances, in entry order.
    const postings = rowsOf<{ balance_after: string }>(
      await t.db.execute(sql`
        select p.balance_after::text from ledger_postings p join ledger_accounts a on a.id = p.account_id
        join ledger_entries e on e.id = p.entry_id
        where a.member_id = ${pl.id.toString()}::bigint and e.type = 'BET_GAME' order by p.entry_id`),
    );
    expect(postings.map((row) => row.balance_after)).toEqual(['2000', '1000', '0']);
  });

  it('bets of several members at once: each member pays only their own, one refusal moves nothing of the others', async () => {
    const rich = await player(t, p, 50);
    const poor = await player(t, p, 1);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => bet(rich, txId('bet'), 10_00)),
      bet(poor, txId('bet'), 2_00),
      bet(poor, txId('bet'), 1_00),
    ]);
    expect(answers.slice(0, 5).map((a) => a.body.data?.status)).toEqual(Array(5).fill('OK'));
    expect(
      answers
        .slice(5)
        .map((a) => a.body.data?.status)
        .sort(),
    ).toEqual(['INSUFFICIENT_FUNDS', 'OK']);
    expect(await cashOf(t, rich.id)).toBe(0n);
    expect(await cashOf(t, poor.id)).toBe(0n);
  });

  it('counts towards the withdrawal turnover, and a rollback takes it back', async () => {
    const pl = await player(t, p, 100);
    await t.db.execute(
      sql`insert into credit_turnovers (member_id, type, required) values (${pl.id.toString()}::bigint, 'DEPOSIT', 50000)`,
    );
    const owed = async () => {
      const [row] = rowsOf<{ owed: number | null }>(
        await t.db.execute(
          sql`select sum(required - accrued)::int as owed from credit_turnovers where member_id = ${pl.id.toString()}::bigint and met_at is null`,
        ),
      );
      return row?.owed ?? 0;
    };
    const id = txId('bet');
    await tenTimes(() => bet(pl, id, 200_00 / 10));
    expect(await owed()).toBe(500_00 - 20_00);
    const rb = txId('rb');
    await tenTimes(() => rollback(pl, rb, id));
    expect(await owed()).toBe(500_00);
  });
});

describe('win', () => {
  it('credits once (WIN_GAME) for 10 concurrent copies', async () => {
    const pl = await player(t, p, 100);
    const betId = txId('bet');
    await bet(pl, betId, 10_00);
    const id = txId('win');
    expectAnswer(await tenTimes(() => win(pl, id, betId, 35_50)), 'OK', 125_50);
    expect(await entriesOf(t, pl.id, 'WIN_GAME')).toBe(1);
    expect(await cashOf(t, pl.id)).toBe(125_50n);
    expectAnswer(await win(pl, id, betId, 1_00), 'DUPLICATE_TRANSACTION', 125_50);
  });

  it('of 0 closes a lost round: OK, no entry', async () => {
    const pl = await player(t, p, 100);
    const betId = txId('bet');
    await bet(pl, betId, 10_00);
    const id = txId('win');
    expectAnswer(await tenTimes(() => win(pl, id, betId, 0)), 'OK', 90_00);
    expect(await entriesOf(t, pl.id, 'WIN_GAME')).toBe(0);
  });

  it('for a bet never accepted is TRANSACTION_NOT_FOUND; for a refused bet too', async () => {
    const pl = await player(t, p, 5);
    const [id, ref] = [txId('win'), txId('nobet')];
    expectAnswer(await tenTimes(() => win(pl, id, ref, 10_00)), 'TRANSACTION_NOT_FOUND', 5_00);
    const refused = txId('bet');
    expectAnswer(await bet(pl, refused, 6_00), 'INSUFFICIENT_FUNDS', 5_00);
    expectAnswer(await win(pl, txId('win'), refused, 10_00), 'TRANSACTION_NOT_FOUND', 5_00);
    expect(await cashOf(t, pl.id)).toBe(5_00n);
  });

  it('for a rolled-back bet is TRANSACTION_ROLLED_BACK', async () => {
    const pl = await player(t, p, 100);
    const betId = txId('bet');
    await bet(pl, betId, 10_00);
    await rollback(pl, txId('rb'), betId);
    const id = txId('win');
    expectAnswer(await tenTimes(() => win(pl, id, betId, 50_00)), 'TRANSACTION_ROLLED_BACK', 100_00);
  });
});

describe('rollback', () => {
  it('refunds the bet once (REFUND_GAME) for 10 concurrent copies; a second rollback id moves nothing', async () => {
    const pl = await player(t, p, 100);
    const betId = txId('bet');
    await bet(pl, betId, 40_00);
    const id = txId('rb');
    expectAnswer(await tenTimes(() => rollback(pl, id, betId)), 'OK', 100_00);
    expect(await entriesOf(t, pl.id, 'REFUND_GAME')).toBe(1);
    expectAnswer(await rollback(pl, txId('rb'), betId), 'OK', 100_00);
    expect(await entriesOf(t, pl.id, 'REFUND_GAME')).toBe(1);
    expect(await cashOf(t, pl.id)).toBe(100_00n);
  });

  it('before its bet answers OK, is remembered, and the bet arriving later is TRANSACTION_ROLLED_BACK', async () => {
    const pl = await player(t, p, 100);
    const betId = txId('bet');
    const id = txId('rb');
    expectAnswer(await tenTimes(() => rollback(pl, id, betId)), 'OK', 100_00);
    expectAnswer(await tenTimes(() => bet(pl, betId, 10_00)), 'TRANSACTION_ROLLED_BACK', 100_00);
    expect(await cashOf(t, pl.id)).toBe(100_00n);
    expect(await entriesOf(t, pl.id, 'BET_GAME')).toBe(0);
  });

  it('of a bet racing it: exactly one of the two orders happens, and the money ends where it started', async () => {
    const pl = await player(t, p, 100);
    const betId = txId('bet');
    const rbId = txId('rb');
    await Promise.all([
      ...Array.from({ length: 5 }, () => bet(pl, betId, 10_00)),
      ...Array.from({ length: 5 }, () => rollback(pl, rbId, betId)),
    ]);
    expect(await cashOf(t, pl.id)).toBe(100_00n);
    expect(await entriesOf(t, pl.id, 'BET_GAME')).toBe(await entriesOf(t, pl.id, 'REFUND_GAME'));
  });

  it('after a win is refused (DUPLICATE_TRANSACTION) and moves nothing', async () => {
    const pl = await player(t, p, 100);
    const betId = txId('bet');
    await bet(pl, betId, 10_00);
    await win(pl, txId('win'), betId, 30_00);
    const id = txId('rb');
    expectAnswer(await tenTimes(() => rollback(pl, id, betId)), 'DUPLICATE_TRANSACTION', 120_00);
    expect(await entriesOf(t, pl.id, 'REFUND_GAME')).toBe(0);
  });
});

describe('live balance', () => {
  it("every accepted call sends the member's balance on their socket, a call that moved nothing too", async () => {
    const pl = await player(t, p, 100);
    const socket = openTestSocket(`${t.url.replace(/^http/, 'ws')}/ccu?token=${pl.token}`);
    await socket.opened;
    const frame = (balance: number) =>
      JSON.stringify({ event: 'money-update', channel: pl.uuid, message: JSON.stringify({ balance }) });
    const betId = txId('bet');
    await bet(pl, betId, 12_50);
    expect(await socket.nextFrame((text) => text === frame(87.5), 2_000)).toBe(frame(87.5));
    const seen = socket.frames.length;
    await win(pl, txId('win'), betId, 0);
    // The same text as before: wait for one more frame, whatever it says, then read it.
    await socket.nextFrame(() => socket.frames.length > seen, 2_000);
    expect(socket.frames[seen]).toBe(frame(87.5));
    socket.ws.close();
  });
});

describe('balance', () => {
  it("answers the member's available cash in satang", async () => {
    const pl = await player(t, p, 12.34);
    const res = await hook(t, p.code, 'balance', { token: pl.game, user: pl.uuid });
    expect(res.body.data).toEqual({ status: 'OK', user: pl.uuid, balance: 12_34 });
  });
});
