import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import {
  cashOf,
  fast,
  member,
  onlyActive,
  receivingAccount,
  sendStatement,
  statementLine,
  type Member,
} from './deposits-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { auditOf, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';

let t: TestApp;
let admin: StaffClient;
let superAdmin: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = (await signedIn(t, 'Administrator')).client;
  superAdmin = (await signedIn(t, 'Super Admin')).client;
});
afterAll(async () => {
  await t.close();
});

const normal = async (m: Member, bankId: string, amount: number): Promise<string> => {
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
  expect(res.status).toBe(201);
  return String(res.body.data?.id);
};

const entryCount = async (depositId: string): Promise<number> => {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from ledger_entries where type = 'DEPOSIT' and ref_id = ${depositId}`,
    ),
  );
  return row!.n;
};

describe('normal deposits queue', () => {
  it('lists pending normal deposits with totals; approve credits once (DEPOSIT) and is audited', async () => {
    const bank = await receivingAccount(t, { fast: false });
    const m = await member(t);
    const id = await normal(m, bank, 1234.56);
    const list = await admin.get(`/api/admin/deposits.list?status=PENDING&method=NORMAL&q=${m.uuid}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({
      total: 1,
      totals: { count: 1, amount: 1234.56 },
      items: [
        { id, memberUuid: m.uuid, amount: 1234.56, channel: 'ATM', fromBankCode: 'BBL', hasSlip: false },
      ],
    });
    const approved = await admin.post('/api/admin/deposits.approve', { id });
    expect(approved).toMatchObject({
      status: 200,
      body: { data: { id, status: 'SUCCESS', creditedAmount: 1234.56 } },
    });
    expect(await cashOf(t, m)).toBe(1234.56);
    expect(await admin.post('/api/admin/deposits.approve', { id })).toMatchObject({ status: 409 });
    expect(await admin.post('/api/admin/deposits.reject', { id, reason: 'too late' })).toMatchObject({
      status: 409,
    });
    expect(await cashOf(t, m)).toBe(1234.56);
    expect(await entryCount(id)).toBe(1);
    const audits = await auditOf(t, m.uuid);
    expect(audits.map((a) => a.action)).toEqual(['deposit.approve']);
    // The server's remark is a code the member's app words; `remark` is its English for others.
    const statement = await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} });
    expect(statement.body.data).toMatchObject([
      {
        transactionType: 'DEPOSIT',
        remark: 'normal deposit approved',
        remarkCode: 'DEPOSIT_APPROVED',
        remarkParams: {},
      },
    ]);
  });

  it('two staff approving at once credit once', async () => {
    const bank = await receivingAccount(t, { fast: false });
    const m = await member(t);
    const id = await normal(m, bank, 500);
    const other = (await signedIn(t, 'Administrator')).client;
    const answers = await Promise.all([
      admin.post('/api/admin/deposits.approve', { id }),
      other.post('/api/admin/deposits.approve', { id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await cashOf(t, m)).toBe(500);
  });

  it('reject records the reason for the member and moves no money', async () => {
    const bank = await receivingAccount(t, { fast: false });
    const m = await member(t);
    const id = await normal(m, bank, 300);
    expect((await admin.post('/api/admin/deposits.reject', { id, reason: 'x' })).status).toBe(400);
    const rejected = await admin.post('/api/admin/deposits.reject', {
      id,
      reason: 'No such transfer on our statement',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'REJECTED',
      reason: 'No such transfer on our statement',
    });
    const mine = await call(t, 'GET', `/api/deposits.one?id=${id}`, { token: m.token });
    expect(mine.body.data).toMatchObject({ status: 'REJECTED', reason: 'No such transfer on our statement' });
    expect(await cashOf(t, m)).toBe(0);
    expect((await auditOf(t, m.uuid)).map((a) => a.action)).toEqual(['deposit.reject']);
  });

  it('a fast request cannot be approved blind', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = await fast(t, m, 400);
    expect((await admin.post('/api/admin/deposits.approve', { id: String(d.body.data?.id) })).status).toBe(
      409,
    );
  });
});

describe('unmatched statement lines', () => {
  it('an unmatched line waits in the queue; staff match it to the open request and it is credited once', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = (await fast(t, m, 700)).body.data as unknown as { id: string; prepareAmount: number };
    // The member sent the asked amount without the satang offset: no automatic match.
    const line = statementLine(700);
    expect((await sendStatement(t, bank, [line])).body.data?.results[0]?.outcome).toBe('UNMATCHED');
    const queue = await admin.get(`/api/admin/statement-lines.list?bankId=${bank}`);
    expect(queue.body.data).toMatchObject({
      total: 1,
      totals: { amount: 700 },
      items: [{ referTransferId: line.referTransferId, status: 'UNMATCHED' }],
    });
    const lineId = String((queue.body.data as unknown as { items: Array<{ id: string }> }).items[0]!.id);
    const matched = await admin.post('/api/admin/statement-lines.match', { lineId, depositId: d.id });
    expect(matched).toMatchObject({ status: 200, body: { data: { status: 'MATCHED', depositId: d.id } } });
    expect(await cashOf(t, m)).toBe(700);
    expect(
      (await call(t, 'GET', `/api/deposits.one?id=${d.id}`, { token: m.token })).body.data,
    ).toMatchObject({
      status: 'SUCCESS',
      referTransferId: line.referTransferId,
    });
    expect((await admin.post('/api/admin/statement-lines.match', { lineId, depositId: d.id })).status).toBe(
      409,
    );
    expect((await sendStatement(t, bank, [line])).body.data?.results[0]).toMatchObject({
      outcome: 'DUPLICATE',
      depositId: d.id,
    });
    expect(await cashOf(t, m)).toBe(700);
    expect((await auditOf(t, m.uuid)).map((a) => a.action)).toEqual(['deposit.statement.match']);
  });

  it('a line can be credited to a member without a request, or dismissed with a note', async () => {
    const bank = await receivingAccount(t);
    const m = await member(t);
    const [a, b] = [statementLine(150.25), statementLine(99)];
    await sendStatement(t, bank, [a, b]);
    const items = (
      (await admin.get(`/api/admin/statement-lines.list?bankId=${bank}`)).body.data as unknown as {
        items: Array<{ id: string; referTransferId: string }>;
      }
    ).items;
    const idOf = (ref: string) => items.find((i) => i.referTransferId === ref)!.id;
    const credited = await admin.post('/api/admin/statement-lines.match', {
      lineId: idOf(a.referTransferId),
      memberUuid: m.uuid,
    });
    expect(credited.body.data).toMatchObject({ status: 'MATCHED' });
    expect(await cashOf(t, m)).toBe(150.25);
    const normalList = await call(t, 'POST', '/api/transactions.bank', {
      token: m.token,
      body: { type: 'depositNormal' },
    });
    expect(normalList.body.data).toEqual([
      expect.objectContaining({ status: 'SUCCESS', amount: 150.25, referTransferId: a.referTransferId }),
    ]);
    const dismissed = await admin.post('/api/admin/statement-lines.dismiss', {
      lineId: idOf(b.referTransferId),
      note: 'our own test transfer',
    });
    expect(dismissed.body.data).toMatchObject({ status: 'DISMISSED', note: 'our own test transfer' });
    expect((await admin.get(`/api/admin/statement-lines.list?bankId=${bank}`)).body.data).toMatchObject({
      total: 0,
    });
    expect((await auditOf(t, idOf(b.referTransferId))).map((r) => r.action)).toEqual([
      'deposit.statement.dismiss',
    ]);
  });

  it('Staff may look but not decide', async () => {
    const staff = (await signedIn(t, 'Staff')).client;
    expect((await staff.get('/api/admin/statement-lines.list')).status).toBe(200);
    expect(
      (await staff.post('/api/admin/statement-lines.dismiss', { lineId: '1', note: 'nope nope' })).status,
    ).toBe(403);
  });
});

describe('receiving accounts', () => {
  it('a Super Admin adds and changes accounts (audited); members see the active ones; fast needs botUpdate', async () => {
    const body = {
      bankCode: 'KTB',
      accountNumber: '987-6-54321-0',
      name: 'Chokdee Co., Ltd.',
      botUpdate: true,
      fast: true,
      promptpayId: '081-234-5678',
    };
    const created = await superAdmin.post('/api/admin/deposit-banks.create', body);
    expect(created).toMatchObject({
      status: 200,
      body: {
        data: {
          bankCode: 'KTB',
          accountNumber: '9876543210',
          promptpayId: '0812345678',
          fast: true,
          active: true,
          openRequests: 0,
        },
      },
    });
    const bankId = String(created.body.data?.bankId);
    expect((await superAdmin.post('/api/admin/deposit-banks.create', body)).status).toBe(409);
    expect(
      (
        await superAdmin.post('/api/admin/deposit-banks.create', {
          ...body,
          accountNumber: '1111111111',
          botUpdate: false,
        })
      ).body.fields,
    ).toHaveProperty('fast');
    expect(
      (
        await superAdmin.post('/api/admin/deposit-banks.create', {
          ...body,
          accountNumber: '1111111112',
          promptpayId: '12345',
        })
      ).status,
    ).toBe(400);
    expect(
      (await admin.post('/api/admin/deposit-banks.create', { ...body, accountNumber: '2222222222' })).status,
    ).toBe(403);
    const m = await member(t);
    const seen = async () =>
      (
        (await call(t, 'GET', '/api/deposit-banks', { token: m.token })).body.data as unknown as Array<{
          bankId: string;
        }>
      ).map((b) => b.bankId);
    expect(await seen()).toContain(bankId);
    const updated = await superAdmin.post('/api/admin/deposit-banks.update', {
      ...body,
      bankId,
      active: false,
      promptpayId: '',
    });
    expect(updated.body.data).toMatchObject({ active: false, promptpayId: null });
    expect(await seen()).not.toContain(bankId);
    expect((await auditOf(t, bankId)).map((a) => a.action)).toEqual([
      'deposit-bank.create',
      'deposit-bank.update',
    ]);
  });
});
