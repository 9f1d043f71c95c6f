import { bahtToSatang, DEPOSIT_MESSAGES, SLIP_MESSAGE } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { expireDeposits } from './deposit-requests-repository.ts';
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

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

interface Deposit {
  id: string;
  bankId: string;
  prepareAmount: number;
  prepareIndex: number;
  prepareTotal: number;
  status: string;
  expiresAt: string;
}

const openFast = async (m: Member, amount: number): Promise<Deposit> => {
  const res = await fast(t, m, amount);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as unknown as Deposit;
};

const one = async (m: Member, id: string) => call(t, 'GET', `/api/deposits.one?id=${id}`, { token: m.token });

const depositEntries = async (depositId: string): Promise<number> => {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from ledger_entries where type = 'DEPOSIT' and ref_type = 'deposit' and ref_id = ${depositId}`,
    ),
  );
  return row!.n;
};

describe('GET /api/deposit-banks', () => {
  it("lists the active receiving accounts in the contract's shape", async () => {
    const a = await receivingAccount(t);
    const b = await receivingAccount(t, { fast: false });
    const hidden = await receivingAccount(t, { active: false });
    const m = await member(t);
    const res = await call(t, 'GET', '/api/deposit-banks', { token: m.token });
    expect(res.status).toBe(200);
    const banks = res.body.data as unknown as Array<Record<string, unknown>>;
    expect(banks.map((bank) => bank.bankId)).toEqual(expect.arrayContaining([a, b]));
    expect(banks.map((bank) => bank.bankId)).not.toContain(hidden);
    expect(banks.every((bank) => /^\d{10}$/.test(String(bank.accountNumber)))).toBe(true);
    expect(banks.find((bank) => bank.bankId === b)).toEqual({
      bankId: b,
      bankCode: 'SCB',
      accountNumber: banks.find((bank) => bank.bankId === b)?.accountNumber,
      name: 'Chokdee Co., Ltd.',
      botUpdate: false,
      fast: false,
    });
  });
});

describe('POST /api/deposits.fast', () => {
  it('answers a depositResponse: amount + a satang offset, valid 15 minutes', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const before = Date.now();
    const d = await openFast(m, 500);
    expect(d).toMatchObject({ bankId: bank, status: 'PENDING', prepareTotal: 99, referTransferId: null });
    expect(d.prepareIndex).toBeGreaterThanOrEqual(1);
    expect(d.prepareIndex).toBeLessThanOrEqual(99);
    expect(bahtToSatang(d.prepareAmount)).toBe(BigInt(50_000 + d.prepareIndex));
    expect(d.expiresAt).toMatch(/\+07:00$/);
    const ttl = new Date(d.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 1_000);
  });

  it('prepareAmount is unique among the open requests of an account, also when 30 members ask at once', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const members = await Promise.all(Array.from({ length: 30 }, () => member(t)));
    const deposits = await Promise.all(members.map((m) => openFast(m, 1000)));
    const amounts = deposits.map((d) => d.prepareAmount);
    expect(new Set(amounts).size).toBe(30);
    expect(deposits.every((d) => d.bankId === bank && d.prepareAmount > 1000 && d.prepareAmount < 1001)).toBe(
      true,
    );
  });

  it('an ambiguous line cannot exist: the database refuses a second open request with the same prepareAmount', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const [a, b] = [await member(t), await member(t)];
    const d = await openFast(a, 300);
    const duplicate = t.db.execute(sql`
      insert into deposits (member_id, method, deposit_bank_id, amount, prepare_amount, prepare_index, prepare_total, expires_at)
      values (${b.id.toString()}::bigint, 'QRCODE', ${bank}::bigint, 30000, ${bahtToSatang(d.prepareAmount)}, 1, 99, now() + interval '1 hour')`);
    await expect(duplicate).rejects.toThrow();
    // Once the first is decided, the amount is free again.
    await t.db.execute(sql`update deposits set status = 'EXPIRED' where id = ${d.id}::bigint`);
    await t.db.execute(sql`
      insert into deposits (member_id, method, deposit_bank_id, amount, prepare_amount, prepare_index, prepare_total, expires_at)
      values (${b.id.toString()}::bigint, 'QRCODE', ${bank}::bigint, 30000, ${bahtToSatang(d.prepareAmount)}, 1, 99, now() + interval '1 hour')`);
  });

  it('when every offset of an amount is taken the member is told to change the amount', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const owners = await Promise.all(Array.from({ length: 99 }, () => member(t)));
    await t.db.execute(sql`
      insert into deposits (member_id, method, deposit_bank_id, amount, prepare_amount, prepare_index, prepare_total, expires_at)
      select m.id, 'FAST', ${bank}::bigint, 70000, 70000 + g, g, 99, now() + interval '10 minutes'
      from unnest(${`{${owners.map((o) => o.id.toString()).join(',')}}`}::bigint[]) with ordinality as m(id, g)`);
    const res = await fast(t, await member(t), 700);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('different amount');
    expect((await fast(t, await member(t), 701)).status).toBe(201);
  });

  it('one open fast/QR request a member; limits; no fast account is 409', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    await openFast(m, 200);
    expect(await fast(t, m, 300)).toMatchObject({ status: 409, body: { code: 'DEPOSIT_OPEN' } });
    const other = await member(t);
    expect(await fast(t, other, 99.99)).toMatchObject({
      status: 400,
      body: { message: 'min 100 baht per deposit', code: 'DEPOSIT_BELOW_MIN', params: { min: 100 } },
    });
    expect(await fast(t, other, 200_000.01)).toMatchObject({
      status: 400,
      body: { message: 'max 200,000 baht per deposit', code: 'DEPOSIT_ABOVE_MAX', params: { max: 200_000 } },
    });
    expect((await fast(t, other, '100')).status).toBe(400);
    await onlyActive(t, await receivingAccount(t, { fast: false }));
    expect(await fast(t, other, 100)).toMatchObject({ status: 409, body: { code: 'DEPOSIT_NO_BANK' } });
  });
});

describe('POST /api/hooks/bank-statement', () => {
  it('a missing or wrong signature is 401 and records nothing', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = await openFast(m, 400);
    const line = statementLine(d.prepareAmount);
    expect(await sendStatement(t, bank, [line], null)).toMatchObject({
      status: 401,
      body: { code: 'HOOK_SIGNATURE_INVALID' },
    });
    expect((await sendStatement(t, bank, [line], 'ab'.repeat(32))).status).toBe(401);
    expect((await sendStatement(t, bank, [line], 'not hex')).status).toBe(401);
    const [lines] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from bank_statement_lines where refer_transfer_id = ${line.referTransferId}`,
      ),
    );
    expect(lines!.n).toBe(0);
    expect((await one(m, d.id)).body.data?.status).toBe('PENDING');
    expect(await cashOf(t, m)).toBe(0);
  });

  it('credits the matching request once (DEPOSIT of what arrived); a replay is DUPLICATE and credits nothing', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = await openFast(m, 1500);
    const line = statementLine(d.prepareAmount);
    const first = await sendStatement(t, bank, [line]);
    expect(first).toMatchObject({
      status: 200,
      body: {
        data: { results: [{ referTransferId: line.referTransferId, outcome: 'CREDITED', depositId: d.id }] },
      },
    });
    expect(await cashOf(t, m)).toBe(d.prepareAmount);
    expect((await one(m, d.id)).body.data).toMatchObject({
      status: 'SUCCESS',
      referTransferId: line.referTransferId,
    });
    const replay = await sendStatement(t, bank, [line]);
    expect(replay.body.data?.results).toEqual([
      { referTransferId: line.referTransferId, outcome: 'DUPLICATE', depositId: d.id },
    ]);
    expect(await cashOf(t, m)).toBe(d.prepareAmount);
    expect(await depositEntries(d.id)).toBe(1);
  });

  it('10 concurrent copies of the same line credit once', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = await openFast(m, 2500);
    const line = statementLine(d.prepareAmount);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendStatement(t, bank, [line])));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const outcomes = answers.map((a) => a.body.data!.results[0]!.outcome).sort();
    expect(outcomes).toEqual(['CREDITED', ...Array<string>(9).fill('DUPLICATE')]);
    expect(await cashOf(t, m)).toBe(d.prepareAmount);
    expect(await depositEntries(d.id)).toBe(1);
  });

  it('two different lines of the same amount: the first credits, the second is UNMATCHED', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = await openFast(m, 800);
    const answers = await Promise.all([
      sendStatement(t, bank, [statementLine(d.prepareAmount)]),
      sendStatement(t, bank, [statementLine(d.prepareAmount)]),
    ]);
    expect(answers.map((a) => a.body.data!.results[0]!.outcome).sort()).toEqual(['CREDITED', 'UNMATCHED']);
    expect(await cashOf(t, m)).toBe(d.prepareAmount);
  });

  it('a wrong amount, another account, a foreign sender, a late or an earlier transfer stays UNMATCHED', async () => {
    const bank = await receivingAccount(t);
    const otherBank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = await openFast(m, 600);
    const results = [
      await sendStatement(t, bank, [statementLine(600)]),
      await sendStatement(t, otherBank, [statementLine(d.prepareAmount)]),
      await sendStatement(t, bank, [statementLine(d.prepareAmount, { fromAccountNumber: '9999999999' })]),
      await sendStatement(t, bank, [
        statementLine(d.prepareAmount, { transferAt: new Date(Date.now() + 16 * 60_000).toISOString() }),
      ]),
      await sendStatement(t, bank, [
        statementLine(d.prepareAmount, { transferAt: new Date(Date.now() - 60 * 60_000).toISOString() }),
      ]),
    ];
    expect(results.map((r) => r.body.data!.results[0]!.outcome)).toEqual([
      'UNMATCHED',
      'UNMATCHED',
      'UNMATCHED',
      'UNMATCHED',
      'UNMATCHED',
    ]);
    expect(await cashOf(t, m)).toBe(0);
    // The member's own account (last digits, as statements show them) matches.
    await t.db.execute(sql`update members set name = 'Somchai Jaidee' where id = ${m.id.toString()}::bigint`);
    const added = await call(t, 'POST', '/api/users-banks.create', {
      token: m.token,
      body: { bankCode: 'KBANK', bankAccountNumber: '1112223334' },
    });
    expect(added.status).toBe(201);
    const own = await sendStatement(t, bank, [
      statementLine(d.prepareAmount, { fromBankCode: 'KBANK', fromAccountNumber: '223334' }),
    ]);
    expect(own.body.data!.results[0]!.outcome).toBe('CREDITED');
  });

  it('an unknown account is 404; a malformed body is 400', async () => {
    expect((await sendStatement(t, '999999', [statementLine(100)])).status).toBe(404);
    const bank = await receivingAccount(t);
    expect((await sendStatement(t, bank, [statementLine(100.001)])).status).toBe(400);
  });
});

describe('expiry', () => {
  it('an expired request is not credited, the scheduler step expires it, and its amount is free again', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = await openFast(m, 900);
    await t.db.execute(
      sql`update deposits set expires_at = now() - interval '1 second', created_at = now() - interval '16 minutes' where id = ${d.id}::bigint`,
    );
    const late = await sendStatement(t, bank, [statementLine(d.prepareAmount)]);
    expect(late.body.data!.results[0]!.outcome).toBe('UNMATCHED');
    expect(await expireDeposits(t.db)).toBeGreaterThanOrEqual(1);
    expect((await one(m, d.id)).body.data?.status).toBe('EXPIRED');
    // The member may ask again at once (the old request no longer blocks them).
    expect((await fast(t, m, 900)).status).toBe(201);
  });

  it('a stale request is expired when a new one is asked for, even before the scheduler runs', async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const m = await member(t);
    const d = await openFast(m, 950);
    await t.db.execute(
      sql`update deposits set expires_at = now() - interval '1 second' where id = ${d.id}::bigint`,
    );
    expect((await fast(t, m, 950)).status).toBe(201);
    expect((await one(m, d.id)).body.data?.status).toBe('EXPIRED');
  });
});

describe('POST /api/deposits.qrcode', () => {
  it('answers a PromptPay payload for the configured id and the amount to pay; the hook credits it', async () => {
    const bank = await receivingAccount(t, { promptpayId: '0812345678' });
    await onlyActive(t, bank);
    const m = await member(t);
    const res = await call(t, 'POST', '/api/deposits.qrcode', { token: m.token, body: { amount: 250 } });
    expect(res.status).toBe(201);
    const qr = res.body.data as unknown as { id: string; amount: number; payload: string; expiresAt: string };
    expect(qr.amount).toBeGreaterThan(250);
    expect(qr.payload).toContain('0016A000000677010111011300668123456785303764');
    const amountSatang = bahtToSatang(qr.amount)!;
    const amountText = `${amountSatang / 100n}.${String(amountSatang % 100n).padStart(2, '0')}`;
    expect(qr.payload).toContain(`54${String(amountText.length).padStart(2, '0')}${amountText}5802TH6304`);
    const list = await call(t, 'GET', '/api/deposits.qrcodes', { token: m.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: qr.id, method: 'QRCODE', payload: qr.payload }),
    ]);
    const paid = await sendStatement(t, bank, [statementLine(qr.amount)]);
    expect(paid.body.data!.results[0]).toMatchObject({ outcome: 'CREDITED', depositId: qr.id });
    expect(await cashOf(t, m)).toBe(qr.amount);
  });

  it('without a bot-read account with a PromptPay id: 409', async () => {
    // A PromptPay id on an account no statement bot reads could never credit the QR request.
    await onlyActive(
      t,
      await receivingAccount(t),
      await receivingAccount(t, { fast: false, promptpayId: '0811111111' }),
    );
    const res = await call(t, 'POST', '/api/deposits.qrcode', {
      token: (await member(t)).token,
      body: { amount: 250 },
    });
    expect(res).toMatchObject({
      status: 409,
      body: { message: DEPOSIT_MESSAGES.noPromptPay, code: 'DEPOSIT_NO_PROMPTPAY' },
    });
  });
});

// A 1x1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('POST /api/deposits.normal', () => {
  const body = (bankId: string, extra: Record<string, unknown> = {}) => ({
    bankId,
    channel: 'MOBILE',
    channelName: 'K PLUS',
    bankCode: 'KBANK',
    bankAccountNumber: '123-4-56789-0',
    bankAccountName: 'Somchai Jaidee',
    amount: 1000.5,
    depositAt: '2026-01-02T10:00:00+07:00',
    ...extra,
  });

  it('records a pending deposit with its slip; a replayed key answers the first; a changed body is 409', async () => {
    const bank = await receivingAccount(t, { fast: false });
    const m = await member(t);
    const headers = { 'idempotency-key': `normal-${m.uuid}` };
    const res = await call(t, 'POST', '/api/deposits.normal', {
      token: m.token,
      body: body(bank, { slip: { contentType: 'image/png', data: PNG } }),
      headers,
    });
    expect(res).toMatchObject({ status: 201, body: { data: { status: 'PENDING' } } });
    const id = String(res.body.data?.id);
    const [slip] = rowsOf<{ content_type: string; size: number }>(
      await t.db.execute(
        sql`select content_type, octet_length(data)::int as size from deposit_slips where deposit_id = ${id}::bigint`,
      ),
    );
    expect(slip).toEqual({ content_type: 'image/png', size: Buffer.from(PNG, 'base64').length });
    const again = await call(t, 'POST', '/api/deposits.normal', {
      token: m.token,
      body: body(bank, { slip: { contentType: 'image/png', data: PNG } }),
      headers,
    });
    expect(again).toMatchObject({ status: 200, body: { data: { id } } });
    expect(
      (
        await call(t, 'POST', '/api/deposits.normal', {
          token: m.token,
          body: body(bank, { amount: 2000 }),
          headers,
        })
      ).status,
    ).toBe(409);
    const list = await call(t, 'POST', '/api/transactions.bank', {
      token: m.token,
      body: { type: 'depositNormal' },
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id, method: 'NORMAL', amount: 1000.5, status: 'PENDING' }),
    ]);
    expect(await cashOf(t, m)).toBe(0);
  });

  it('refuses a slip whose bytes are not the declared image type, an unknown account and bad fields', async () => {
    const bank = await receivingAccount(t, { fast: false });
    const m = await member(t);
    const notPng = Buffer.from('GIF89a-not-a-png').toString('base64');
    const wrongType = await call(t, 'POST', '/api/deposits.normal', {
      token: m.token,
      body: body(bank, { slip: { contentType: 'image/png', data: notPng } }),
    });
    expect(wrongType).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', fields: { slip: SLIP_MESSAGE } },
    });
    const gif = await call(t, 'POST', '/api/deposits.normal', {
      token: m.token,
      body: body(bank, { slip: { contentType: 'image/gif', data: notPng } }),
    });
    expect(gif.status).toBe(400);
    expect(
      (await call(t, 'POST', '/api/deposits.normal', { token: m.token, body: body('999999') })).body.fields
        ?.bankId,
    ).toBeDefined();
    const bad = await call(t, 'POST', '/api/deposits.normal', {
      token: m.token,
      body: body(bank, { channel: 'PIGEON', depositAt: 'yesterday' }),
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(Object.keys(bad.body.fields ?? {})).toEqual(expect.arrayContaining(['channel', 'depositAt']));
  });
});

describe('member scope and status', () => {
  it("another member's deposit is 404; lists show only one's own", async () => {
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const [a, b] = [await member(t), await member(t)];
    const d = await openFast(a, 321);
    expect((await one(a, d.id)).status).toBe(200);
    expect(await one(b, d.id)).toMatchObject({ status: 404, body: { code: 'DEPOSIT_NOT_FOUND' } });
    expect(
      (await call(t, 'POST', '/api/transactions.bank', { token: b.token, body: { type: 'depositFast' } }))
        .body.data,
    ).toEqual([]);
    const own = await call(t, 'POST', '/api/transactions.bank', {
      token: a.token,
      body: { type: 'depositFast' },
    });
    expect(own.body.data).toEqual([expect.objectContaining({ id: d.id, method: 'FAST', status: 'PENDING' })]);
  });

  it('status 2 (credit suspended) gets 403 on every deposit call', async () => {
    const m = await member(t);
    await t.db.execute(sql`update members set status = 2 where id = ${m.id.toString()}::bigint`);
    // As the staff route does after its COMMIT: the member's checked tokens are forgotten.
    await t.app.realtime.recheckMember(m.uuid);
    expect((await call(t, 'GET', '/api/deposit-banks', { token: m.token })).status).toBe(403);
    expect((await fast(t, m, 100)).status).toBe(403);
    expect(
      (await call(t, 'POST', '/api/deposits.qrcode', { token: m.token, body: { amount: 100 } })).status,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/deposits.one?id=1', { token: m.token })).status).toBe(403);
    expect((await call(t, 'GET', '/api/deposit-banks')).status).toBe(401);
  });

  it('the demo simulator is off outside demo mode', async () => {
    const m = await member(t);
    expect(
      (await call(t, 'POST', '/api/dev/deposits.simulate', { token: m.token, body: { id: '1' } })).status,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/dev/deposits.simulate', { token: m.token })).status).toBe(404);
  });
});
