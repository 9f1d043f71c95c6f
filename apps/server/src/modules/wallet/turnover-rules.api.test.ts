import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { auditOf, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { member, receivingAccount, type Member } from '../deposits/deposits-test-kit.ts';
import { makeRound, WIDE_BOUNDS } from '../lotto/lotto-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { reconcile } from './reconcile.ts';
import { credit } from './test-kit.ts';

/**
 * docs/ledger.md "Turnover": a credited deposit owes its amount × the staff multiplier in bets
 * before a withdrawal, and only stakes that stay at risk count: a cancelled or voided poy takes
 * its turnover back in its refund's transaction.
 */
let t: TestApp;
let admin: StaffClient;
let superAdmin: StaffClient;
let bank: string;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = (await signedIn(t, 'Administrator')).client;
  superAdmin = (await signedIn(t, 'Super Admin')).client;
  bank = await receivingAccount(t, { fast: false });
});
afterAll(async () => {
  await t.close();
});

/** A member with a withdrawal account and a normal deposit of `baht`, approved by staff. */
const depositor = async (baht: number): Promise<Member & { bankId: string }> => {
  const m = await member(t);
  await t.db.execute(sql`update members set name = 'Somchai Jaidee' where id = ${m.id.toString()}::bigint`);
  const account = await call(t, 'POST', '/api/users-banks.create', {
    token: m.token,
    body: { bankCode: 'KBANK', bankAccountNumber: String(1_000_000_000 + Number(m.id)) },
  });
  expect(account.status).toBe(201);
  const deposit = await call(t, 'POST', '/api/deposits.normal', {
    token: m.token,
    body: {
      bankId: bank,
      channel: 'ATM',
      channelName: '',
      bankCode: 'BBL',
      bankAccountNumber: '1234567890',
      bankAccountName: 'Somchai Jaidee',
      amount: baht,
      depositAt: new Date().toISOString(),
    },
  });
  expect(deposit.status).toBe(201);
  expect((await admin.post('/api/admin/deposits.approve', { id: deposit.body.data?.id })).status).toBe(200);
  return { ...m, bankId: String((account.body.data as unknown as Array<{ id: string }>)[0]!.id) };
};

const turnover = async (m: Member) =>
  (await call(t, 'GET', '/api/credit-turnovers', { token: m.token })).body.data;

const bet = (m: Member, betId: string, price: number) =>
  call(t, 'POST', '/poy-api/poys.create', {
    token: m.token,
    body: { betId, lines: [{ number: '12', option: 'teng_bon_2', price }] },
  });

const cancel = (m: Member, poyId: unknown) =>
  call(t, 'POST', '/poy-api/poys.cancel', { token: m.token, body: { poyId } });

const withdraw = (m: Member & { bankId: string }, amount: number) =>
  call(t, 'POST', '/api/withdraws.create', { token: m.token, body: { amount, bankAccountId: m.bankId } });

const setMultiplier = async (depositMultiplier: number) =>
  expect((await superAdmin.post('/api/admin/site.turnover.update', { depositMultiplier })).status).toBe(200);

describe('turnover counts only stakes that stay at risk', () => {
  it('20 concurrent bet-then-cancel pairs count nothing: the deposit is still owed and the withdrawal refused', async () => {
    const m = await depositor(200);
    expect(await turnover(m)).toEqual({ canWithdraw: false, turnOver: 200, type: 'DEPOSIT' });
    const betId = await makeRound(t.db, 'gov', { bounds: WIDE_BOUNDS });
    const pairs = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const placed = await bet(m, betId, 10);
        expect(placed.status).toBe(201);
        return (await cancel(m, placed.body.data?.poyId)).status;
      }),
    );
    expect(pairs).toEqual(Array(20).fill(200));
    expect(await turnover(m)).toEqual({ canWithdraw: false, turnOver: 200, type: 'DEPOSIT' });
    expect(await withdraw(m, 100)).toMatchObject({
      status: 409,
      body: { message: 'Turnover not met: bet 200 baht more before withdrawing' },
    });
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('a requirement met by a bet that is then cancelled or voided is open again; a bet that stays counts', async () => {
    const m = await depositor(100);
    const first = await makeRound(t.db, 'gov', { bounds: WIDE_BOUNDS });
    const placed = await bet(m, first, 100);
    expect(await turnover(m)).toEqual({ canWithdraw: true, turnOver: 0, type: null });
    expect((await cancel(m, placed.body.data?.poyId)).status).toBe(200);
    expect(await turnover(m)).toEqual({ canWithdraw: false, turnOver: 100, type: 'DEPOSIT' });
    // A second cancel refunds nothing and takes nothing back twice.
    expect((await cancel(m, placed.body.data?.poyId)).status).toBe(400);
    expect(await turnover(m)).toMatchObject({ turnOver: 100 });

    const voided = await makeRound(t.db, 'gov', { bounds: WIDE_BOUNDS });
    expect((await bet(m, voided, 60)).status).toBe(201);
    const kept = await makeRound(t.db, 'gov', { bounds: WIDE_BOUNDS });
    expect((await bet(m, kept, 30)).status).toBe(201);
    expect(await turnover(m)).toMatchObject({ turnOver: 10 });
    expect(
      (await superAdmin.post('/api/admin/lotto.rounds.void', { id: voided, reason: 'no official result' }))
        .status,
    ).toBe(200);
    expect(await turnover(m)).toEqual({ canWithdraw: false, turnOver: 70, type: 'DEPOSIT' });
    expect(await withdraw(m, 10)).toMatchObject({ status: 409 });
    expect((await bet(m, kept, 70)).status).toBe(201);
    expect(await turnover(m)).toEqual({ canWithdraw: true, turnOver: 0, type: null });
    await credit(t.db, m.id, 50_00n); // staff money, not a deposit: no requirement
    expect(await withdraw(m, 10)).toMatchObject({ status: 201 });
    expect((await reconcile(t.db)).ok).toBe(true);
  });
});

describe('a credited deposit adds a requirement of its amount × the staff multiplier', () => {
  it('1 × by default, then 2 ×, then 0 (off); only deposits credited after a change follow it', async () => {
    const once = await depositor(150.5);
    expect(await turnover(once)).toEqual({ canWithdraw: false, turnOver: 150.5, type: 'DEPOSIT' });
    const [row] = rowsOf<{ ref_type: string; ref_id: string }>(
      await t.db.execute(
        sql`select ref_type, ref_id from credit_turnovers where member_id = ${once.id.toString()}::bigint`,
      ),
    );
    expect(row?.ref_type).toBe('deposit');

    await setMultiplier(2);
    const twice = await depositor(100);
    expect(await turnover(twice)).toEqual({ canWithdraw: false, turnOver: 200, type: 'DEPOSIT' });
    expect(await turnover(once)).toMatchObject({ turnOver: 150.5 });

    await setMultiplier(0);
    const off = await depositor(100);
    expect(await turnover(off)).toEqual({ canWithdraw: true, turnOver: 0, type: null });
    expect(await withdraw(off, 50)).toMatchObject({ status: 201 });
    await setMultiplier(1);
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('staff read and set the multiplier (audited); bad values are 400, others than site managers 403', async () => {
    expect((await admin.get('/api/admin/site.turnover')).body).toEqual({ data: { depositMultiplier: 1 } });
    for (const depositMultiplier of [-1, 50.01, 1.234, '2', null])
      expect(
        (await superAdmin.post('/api/admin/site.turnover.update', { depositMultiplier })).status,
        String(depositMultiplier),
      ).toBe(400);
    expect((await admin.post('/api/admin/site.turnover.update', { depositMultiplier: 3 })).status).toBe(403);
    const set = await superAdmin.post('/api/admin/site.turnover.update', { depositMultiplier: 1.5 });
    expect(set.body).toEqual({ data: { depositMultiplier: 1.5 } });
    expect((await admin.get('/api/admin/site.turnover')).body).toEqual({ data: { depositMultiplier: 1.5 } });
    const audit = await auditOf(t, 'turnover');
    expect(audit.at(-1)).toMatchObject({
      action: 'site.turnover.update',
      before: { depositMultiplier: 1 },
      after: { depositMultiplier: 1.5 },
    });
    await setMultiplier(1);
  });
});
