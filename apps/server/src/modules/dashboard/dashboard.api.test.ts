import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { rowsOf } from '../../db/client.ts';
import { member, receivingAccount, type Member } from '../deposits/deposits-test-kit.ts';
import { makeRound } from '../lotto/lotto-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { credit } from '../wallet/test-kit.ts';

let t: TestApp;
let staff: StaffClient;
let enterer: StaffClient;
let checker: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  staff = (await signedIn(t, 'Staff')).client;
  enterer = (await signedIn(t, 'Administrator')).client;
  checker = (await signedIn(t, 'Administrator')).client;
});
afterAll(async () => {
  await t.close();
});

/** Cash that is neither a deposit nor a stake or win: the dashboard must not count it. */
const gift = (m: Member, baht: number) =>
  credit(t.db, m.id, BigInt(baht * 100), { type: 'ADMIN_INCREASE', house: 'HOUSE_REVENUE' });

const normalDeposit = async (m: Member, bankId: string, amount: number): Promise<string> => {
  const res = await call(t, 'POST', '/api/deposits.normal', {
    token: m.token,
    body: {
      bankId,
      channel: 'ATM',
      channelName: '',
      bankCode: 'BBL',
      bankAccountNumber: '1234567890',
      bankAccountName: 'Malee Sukjai',
      amount,
      depositAt: new Date().toISOString(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.data?.id);
};

/** A withdrawal account for `m` (the holder name comes from the profile). */
const bankOf = async (m: Member): Promise<string> => {
  await t.db.execute(sql`update members set name = 'Somchai Jaidee' where id = ${m.id}`);
  const bank = await call(t, 'POST', '/api/users-banks.create', {
    token: m.token,
    body: { bankCode: 'KBANK', bankAccountNumber: String(Date.now()).slice(-10) },
  });
  expect(bank.status, JSON.stringify(bank.body)).toBe(201);
  return (bank.body.data as unknown as Array<{ id: string }>)[0]!.id;
};

const withdrawal = async (m: Member, bankAccountId: string, amount: number): Promise<string> => {
  const res = await call(t, 'POST', '/api/withdraws.create', {
    token: m.token,
    body: { amount, bankAccountId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String((res.body.data as { id: string }).id);
};

const ok200 = (res: { status: number; body: unknown }) =>
  expect(res.status, JSON.stringify(res.body)).toBe(200);

const waitForSettled = async (roundId: string) => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from lotto_rounds where id = ${roundId}::bigint`),
    );
    if (row?.status === 'SETTLED') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the round was not settled');
};

describe('GET /api/admin/dashboard.summary', () => {
  it("answers today's deposits, withdrawals, stakes, wins and GGR, the open queues and 14 days", async () => {
    const bankId = await receivingAccount(t, { fast: false });
    // A deposit of 500 approved; another of 300 left waiting.
    const depositor = await member(t);
    ok200(
      await enterer.post('/api/admin/deposits.approve', { id: await normalDeposit(depositor, bankId, 500) }),
    );
    await normalDeposit(depositor, bankId, 300);

    // A withdrawal of 200 paid; another of 50 left waiting.
    const withdrawer = await member(t);
    await gift(withdrawer, 1000);
    const account = await bankOf(withdrawer);
    const paid = await withdrawal(withdrawer, account, 200);
    ok200(await enterer.post('/api/admin/withdrawals.approve', { id: paid, reference: 'TX-1' }));
    await withdrawal(withdrawer, account, 50);

    // A poy of 20 (10 on 3-top 123, 10 on 2-bottom 99); 123 wins 9,000 once the result is confirmed.
    const player = await member(t);
    await gift(player, 100);
    const roundId = await makeRound(t.db, 'gov');
    const placed = await call(t, 'POST', '/poy-api/poys.create', {
      token: player.token,
      body: {
        betId: roundId,
        lines: [
          { number: '123', option: 'teng_bon_3', price: 10 },
          { number: '99', option: 'teng_lang_2', price: 10 },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await t.db.execute(sql`update lotto_rounds set status = 'CLOSED' where id = ${roundId}::bigint`);
    const input = {
      kind: 'gov',
      firstPrize: '845123',
      front3: ['017', '398'],
      back3: ['256', '004'],
      last2: '45',
    };
    const entered = await enterer.post(`/api/admin/lotto/rounds/${roundId}/results`, { input });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const resultId = String((entered.body.data as { id: string }).id);
    ok200(await checker.post(`/api/admin/lotto/rounds/${roundId}/results/${resultId}/confirm`));
    await waitForSettled(roundId);
    // A second round's result waits for its confirmation.
    const waiting = await makeRound(t.db, 'gov', {
      status: 'CLOSED',
      openAt: new Date(Date.now() - 3_600_000),
      closeAt: new Date(Date.now() - 60_000),
    });
    expect((await enterer.post(`/api/admin/lotto/rounds/${waiting}/results`, { input })).status).toBe(201);

    const res = await staff.get('/api/admin/dashboard.summary');
    ok200(res);
    const summary = res.body.data as unknown as {
      today: Record<string, unknown>;
      queues: Record<string, number>;
      days: Array<Record<string, unknown>>;
    };
    const [today] = rowsOf<{ day: string }>(
      await t.db.execute(sql`select to_char(now() at time zone interval '+07:00', 'YYYY-MM-DD') as day`),
    );
    expect(summary.today).toEqual({
      day: today!.day,
      deposits: 500,
      withdrawals: 200,
      stakes: 20,
      wins: 9000,
      ggr: -8980,
    });
    expect(summary.queues).toEqual({
      pendingDeposits: 1,
      pendingWithdrawals: 1,
      unmatchedProviderTransfers: 0,
      unmatchedStatementLines: 0,
      resultsToConfirm: 1,
    });
    expect(summary.days).toHaveLength(14);
    expect(summary.days[13]).toEqual(summary.today);
    expect(summary.days.slice(0, 13).every((day) => day.deposits === 0 && day.stakes === 0)).toBe(true);
    expect(summary.days.map((day) => day.day)).toEqual([...summary.days.map((day) => day.day)].sort());
  });

  it('is open to every staff role (the queues are) and closed to a member', async () => {
    for (const role of ['Staff', 'Administrator', 'Super Admin'] as const)
      ok200(await (await signedIn(t, role)).client.get('/api/admin/dashboard.summary'));
    expect((await call(t, 'GET', '/api/admin/dashboard.summary')).status).toBe(401);
  });
});
