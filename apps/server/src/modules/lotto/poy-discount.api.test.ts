import { deriveResult, type ResultInput } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, signedIn } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { balanceOf } from '../wallet/test-kit.ts';
import { lottoAuditOf } from './lotto-admin-test-kit.ts';
import { fundedMember, makeRound } from './lotto-test-kit.ts';
import { settleRound } from './settle-round.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = await signedIn(t, 'Administrator');
  // Every test but the first finds the stock family offering 33 % off; the first sets it itself.
  const offered = await admin.client.post(
    '/api/admin/lotto.families.update',
    familyBody({ percent: 33, rates: DISCOUNT_RATES }),
  );
  expect(offered.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

type Body = Record<string, unknown>;
const STOCK_RATES = {
  teng_bon_1: 3.2,
  teng_lang_1: 4.2,
  teng_bon_2: 90,
  teng_lang_2: 90,
  teng_bon_3: 900,
  tode_3: 150,
};
const DISCOUNT_RATES = {
  teng_bon_1: 2.5,
  teng_lang_1: 3.2,
  teng_bon_2: 65,
  teng_lang_2: 65,
  teng_bon_3: 550,
  tode_3: 100,
};
const familyBody = (discount: unknown): Body => ({
  family: 'stock',
  rates: STOCK_RATES,
  bounds: Object.fromEntries(Object.keys(STOCK_RATES).map((o) => [o, { betMin: 1, betMax: 2000 }])),
  tiers: [],
  roundMax: null,
  cancelMinutes: 30,
  discount,
});
const place = (token: string, body: unknown) => call(t, 'POST', '/poy-api/poys.create', { token, body });
const cash = async (id: bigint) => (await balanceOf(t.db, id))?.balance ?? 0n;

interface PoyAnswer {
  poyId: string;
  total: number;
  payMode: string;
  discount: number;
  lines: {
    number: string;
    option: string;
    price: number;
    multiply: number;
    discount: number;
    win: number | null;
  }[];
}

describe('full pay or discount', () => {
  it('staff set a family discount (audited; rates at most the full rate); members see it on the round', async () => {
    expect((await admin.client.post('/api/admin/lotto.families.update', familyBody(null))).status).toBe(200);
    const tooHigh = await admin.client.post(
      '/api/admin/lotto.families.update',
      familyBody({ percent: 33, rates: { ...DISCOUNT_RATES, teng_bon_2: 95 } }),
    );
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toMatchObject({ code: 'VALIDATION' });
    expect(Object.keys((tooHigh.body as { fields: object }).fields)).toEqual(['discount.rates.teng_bon_2']);
    const badPercent = await admin.client.post(
      '/api/admin/lotto.families.update',
      familyBody({ percent: 95, rates: DISCOUNT_RATES }),
    );
    expect(badPercent.status).toBe(400);

    const saved = await admin.client.post(
      '/api/admin/lotto.families.update',
      familyBody({ percent: 33, rates: DISCOUNT_RATES }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ discount: { percent: 33, rates: DISCOUNT_RATES } });
    const audit = await lottoAuditOf(t, 'stock', 'lotto_family');
    expect(audit.at(-1)).toMatchObject({
      action: 'lotto.family.update',
      before: { discount: null },
      after: { discount: { percent: 33, rates: { teng_bon_2: 65 } } },
    });

    const betId = await makeRound(t.db, 'stock');
    const m = await fundedMember(t, 0);
    const round = await call(t, 'GET', `/api/bet-lists.one?id=${betId}`, { token: m.token });
    const offered = (round.body.data as { discount: { percent: number; rates: unknown[] } }).discount;
    expect(offered.percent).toBe(33);
    expect(offered.rates).toContainEqual({ option: 'teng_bon_2', multiply: 65 });
    const gov = await call(t, 'GET', `/api/bet-lists.one?id=${await makeRound(t.db, 'gov')}`, {
      token: m.token,
    });
    expect(gov.body.data).toMatchObject({ discount: null });
  });

  it('a discounted slip pays the prices less the discount, records it, and settlement pays each line its own rate', async () => {
    const betId = await makeRound(t.db, 'stock');
    const m = await fundedMember(t, 1000);
    const lines = [
      { number: '35', option: 'teng_bon_2', price: 100, multiply: 65 },
      { number: '866', option: 'teng_bon_3', price: 10.01 },
    ];
    const placed = await place(m.token, { betId, lines, payMode: 'discount' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const poy = placed.body.data as unknown as PoyAnswer;
    // 100 → 67 (33 off); 10.01 → 6.71 (3.3033 off, rounded down to 3.30).
    expect(poy).toMatchObject({ payMode: 'discount', total: 73.71, discount: 36.3 });
    expect(poy.lines.map((l) => [l.number, l.price, l.multiply, l.discount])).toEqual([
      ['35', 100, 65, 33],
      ['866', 10.01, 550, 3.3],
    ]);
    expect(await cash(m.id)).toBe(1000_00n - 73_71n);
    const statement = await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} });
    expect((statement.body.data as unknown as { amount: number }[])[0]).toMatchObject({ amount: -73.71 });
    const list = await call(t, 'GET', `/poy-api/poys.all?betId=${betId}`, { token: m.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ poyId: poy.poyId, payMode: 'discount', total: 73.71 }),
    ]);

    // A full-pay slip of an old client (no payMode) on the same round: full prices, full rates.
    const full = await place(m.token, { betId, lines: [{ number: '35', option: 'teng_lang_2', price: 10 }] });
    expect(full.body.data).toMatchObject({
      payMode: 'full',
      total: 10,
      discount: 0,
      lines: [{ multiply: 90, discount: 0 }],
    });

    // A member who saw a higher discount rate than it is now is asked again.
    const stale = await place(m.token, {
      betId,
      lines: [{ number: '12', option: 'teng_bon_2', price: 10, multiply: 90 }],
      payMode: 'discount',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'RATE_CHANGED', rates: [{ number: '12', multiply: 65 }] });

    const staff = [(await makeStaff(t, 'Administrator')).id, (await makeStaff(t, 'Super Admin')).id];
    const input: ResultInput = { kind: 'stock', index: '27,866.35', change: '-10.35' };
    await t.db.execute(sql`
      insert into lotto_results (round_id, version, input, result, status, entered_by, decided_by, decided_at)
      values (${betId}::bigint, 1, ${JSON.stringify(input)}::jsonb, ${JSON.stringify(deriveResult(input))}::jsonb,
        'CONFIRMED', ${staff[0]!.toString()}::bigint, ${staff[1]!.toString()}::bigint, now())`);
    await t.db.execute(sql`update lotto_rounds set status = 'DRAWN' where id = ${betId}::bigint`);
    await settleRound(t.db, BigInt(betId));

    const settled = (await call(t, 'GET', `/poy-api/poys.one?id=${poy.poyId}`, { token: m.token })).body
      .data as unknown as PoyAnswer & { win: number };
    // top3 635, bottom2 35: the 2-top 35 wins 100 × 65 (the discount rate on its line), 866 loses.
    expect(settled.lines.map((l) => l.win)).toEqual([6500, 0]);
    expect(settled.win).toBe(6500);
    const fullPoy = (full.body.data as unknown as PoyAnswer).poyId;
    const fullSettled = await call(t, 'GET', `/poy-api/poys.one?id=${fullPoy}`, { token: m.token });
    expect(fullSettled.body.data).toMatchObject({ win: 900 });
    expect(await cash(m.id)).toBe(1000_00n - 73_71n - 10_00n + 6500_00n + 900_00n);
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('refuses a discount percent other than the one offered now (409 DISCOUNT_CHANGED), moving nothing', async () => {
    const betId = await makeRound(t.db, 'stock');
    const m = await fundedMember(t, 100);
    const lines = [{ number: '35', option: 'teng_bon_2', price: 10, multiply: 65 }];
    const stale = await place(m.token, { betId, lines, payMode: 'discount', discountPercent: 20 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'DISCOUNT_CHANGED' });
    expect(await cash(m.id)).toBe(100_00n);
    const seen = await place(m.token, { betId, lines, payMode: 'discount', discountPercent: 33 });
    expect(seen.status, JSON.stringify(seen.body)).toBe(201);
    expect(await cash(m.id)).toBe(100_00n - 6_70n);
  });

  it('refuses a discount on a family that offers none, and a bad payMode', async () => {
    const betId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 100);
    const lines = [{ number: '12', option: 'teng_bon_2', price: 10 }];
    const none = await place(m.token, { betId, lines, payMode: 'discount' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'DISCOUNT_NOT_OFFERED' });
    const bad = await place(m.token, { betId, lines, payMode: 'half' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION' });
    expect(Object.keys((bad.body as { fields: object }).fields)).toEqual(['payMode']);
    expect(await cash(m.id)).toBe(100_00n);
  });
});
