import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { member } from '../deposits/deposits-test-kit.ts';
import { makeRound, WIDE_BOUNDS } from '../lotto/lotto-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { credit } from '../wallet/test-kit.ts';
import { claim, createPromotion, listed } from './promotions-test-kit.ts';

/** The back office of promotions, the sanitised body, and the PROMOTION requirement at withdrawal. */
let t: TestApp;
let admin: StaffClient;
let viewer: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = (await signedIn(t, 'Administrator')).client;
  viewer = (await signedIn(t, 'Staff')).client;
});
afterAll(async () => {
  await t.close();
});

describe('staff manage promotions', () => {
  it('the body is sanitised on save; guests see no claim fields; changes are audited; Staff only read', async () => {
    const id = await createPromotion(admin, {
      type: 'DEPOSIT',
      title: { th: 'ฝากรับเพิ่ม', en: 'Deposit more' },
      body: {
        th: '<p onclick="steal()">ฝาก <b>10%</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
        en: '<p>Deposit</p><iframe src="https://evil.example"></iframe>',
      },
    });
    const guest = await listed(t, id);
    expect(guest).toMatchObject({
      title: 'ฝากรับเพิ่ม',
      body: '<p>ฝาก <b>10%</b></p><img src="x.png" /><a>x</a>',
      image: null,
      type: 'DEPOSIT',
    });
    expect(Object.keys(guest ?? {}).sort()).toEqual([
      'body',
      'endsAt',
      'id',
      'image',
      'startsAt',
      'title',
      'type',
    ]);
    expect(guest?.startsAt).toMatch(/\+07:00$/);
    const english = await call(t, 'GET', '/api/promotions?locale=en');
    const item = (english.body.data as unknown as Array<{ id: string; title: string; body: string }>).find(
      (p) => p.id === id,
    );
    expect(item).toMatchObject({ title: 'Deposit more', body: '<p>Deposit</p>' });
    // kh was left empty: Thai shows.
    const khmer = await call(t, 'GET', '/api/promotions', { headers: { cookie: 'locale=kh' } });
    expect(
      (khmer.body.data as unknown as Array<{ id: string; title: string }>).find((p) => p.id === id)?.title,
    ).toBe('ฝากรับเพิ่ม');

    const list = await viewer.get('/api/admin/promotions.list');
    const stored = (list.body.data!.items as Array<Record<string, unknown>>).find((p) => p.id === id);
    expect(stored).toMatchObject({ percent: 10, cap: 1_000, turnoverMultiplier: 1, active: true, claims: 0 });
    expect(await viewer.post('/api/admin/promotions.create', {})).toMatchObject({ status: 403 });
    expect(await viewer.post('/api/admin/promotions.update', { ...stored, active: false })).toMatchObject({
      status: 403,
    });

    const update = await admin.post('/api/admin/promotions.update', {
      ...stored,
      active: false,
      percent: 12.5,
    });
    expect(update).toMatchObject({ status: 200, body: { data: { active: false, percent: 12.5 } } });
    expect(await listed(t, id)).toBeUndefined();
    const audit = (await auditOf(t, id)).filter((row) => row.targetType === 'promotion');
    expect(audit.map((row) => row.action)).toEqual(['promotions.create', 'promotions.update']);
    expect(audit[1]).toMatchObject({
      before: { active: true, percent: 10 },
      after: { active: false, percent: 12.5 },
    });
    expect((await admin.post('/api/admin/promotions.update', { ...stored, id: '99999999' })).status).toBe(
      404,
    );
  });

  it('bad terms are a 400 and store nothing', async () => {
    const base = {
      type: 'DEPOSIT',
      title: { th: 'x' },
      body: { th: '' },
      percent: 10,
      cap: 100,
      turnoverMultiplier: 1,
      startsAt: '2030-01-02T00:00:00+07:00',
      endsAt: '2030-01-03T00:00:00+07:00',
    };
    const before = (await admin.get('/api/admin/promotions.list')).body.data!.items as unknown[];
    for (const bad of [
      { percent: 0 },
      { percent: 100.001 },
      { cap: 0 },
      { turnoverMultiplier: -1 },
      { endsAt: '2030-01-01T00:00:00+07:00' },
      { type: 'LOTTERY' },
      { audience: 'NEW_MEMBERS' },
      { audience: 'LEVEL' },
      { title: { th: '' } },
      { image: 'javascript:alert(1)' },
      { image: 'http://plain.example/a.png' },
    ])
      expect(
        (await admin.post('/api/admin/promotions.create', { ...base, ...bad })).status,
        JSON.stringify(bad),
      ).toBe(400);
    expect((await admin.get('/api/admin/promotions.list')).body.data?.items).toHaveLength(before.length);
  });

  it('the claims of a promotion: who, when, on what, bonus and turnover', async () => {
    const id = await createPromotion(admin, { type: 'DEPOSIT', percent: 10, turnoverMultiplier: 2 });
    const m = await member(t);
    await credit(t.db, m.id, 400_00n);
    expect((await claim(t, m, id)).status).toBe(200);
    const claims = await viewer.get(`/api/admin/promotions.claims?id=${id}`);
    expect(claims.body.data).toMatchObject({
      total: 1,
      bonusTotal: 40,
      items: [{ memberUuid: m.uuid, period: '', basis: 400, bonus: 40, turnOver: 880 }],
    });
    expect((await viewer.get('/api/admin/promotions.claims?id=99999999')).status).toBe(404);
  });
});

describe('the PROMOTION requirement', () => {
  it('blocks a withdrawal until the bets meet it', async () => {
    const id = await createPromotion(admin, { type: 'DEPOSIT', percent: 10, turnoverMultiplier: 1 });
    const m = await member(t);
    await t.db.execute(sql`update members set name = 'Somchai Jaidee' where id = ${m.id.toString()}::bigint`);
    const account = await call(t, 'POST', '/api/users-banks.create', {
      token: m.token,
      body: { bankCode: 'KBANK', bankAccountNumber: String(2_000_000_000 + Number(m.id)) },
    });
    const bankAccountId = String((account.body.data as unknown as Array<{ id: string }>)[0]!.id);
    await credit(t.db, m.id, 100_00n); // a DEPOSIT entry with no requirement of its own
    expect((await claim(t, m, id)).body.data).toEqual({ bonus: 10, turnOver: 110 });
    const turnover = async () =>
      (await call(t, 'GET', '/api/credit-turnovers', { token: m.token })).body.data;
    expect(await turnover()).toEqual({ canWithdraw: false, turnOver: 110, type: 'PROMOTION' });
    const withdraw = () =>
      call(t, 'POST', '/api/withdraws.create', { token: m.token, body: { amount: 50, bankAccountId } });
    expect(await withdraw()).toMatchObject({ status: 409, body: { code: 'TURNOVER_NOT_MET' } });

    const betId = await makeRound(t.db, 'gov', { bounds: WIDE_BOUNDS });
    const bet = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId, lines: [{ number: '12', option: 'teng_bon_2', price: 110 }] },
    });
    expect(bet.status).toBe(201);
    expect(await turnover()).toEqual({ canWithdraw: true, turnOver: 0, type: null });
    await credit(t.db, m.id, 100_00n, { type: 'ADMIN_INCREASE', house: 'HOUSE_REVENUE' }); // something to withdraw
    expect((await withdraw()).status).toBe(201);
    expect((await reconcile(t.db)).ok).toBe(true);
  });
});
