import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { loadFamilySettings } from './family-settings.ts';
import { fundedMember, makeRound, WIDE_BOUNDS } from './lotto-test-kit.ts';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { lottoAuditOf } from './lotto-admin-test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedIn>>;
type Body = Record<string, unknown>;

let t: TestApp;
let admin: Signed;
let staffer: Signed;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = await signedIn(t, 'Administrator');
  staffer = await signedIn(t, 'Staff');
});
afterAll(async () => {
  await t.close();
});

const STOCK_RATES = {
  teng_bon_1: 3.2,
  teng_lang_1: 4.2,
  teng_bon_2: 92,
  teng_lang_2: 90,
  teng_bon_3: 900,
  tode_3: 150,
};
const bounds = (options: string[]) =>
  Object.fromEntries(options.map((o) => [o, { betMin: 1, betMax: 2000.5 }]));
const stockBody = (extra: Body = {}): Body => ({
  family: 'stock',
  rates: STOCK_RATES,
  bounds: bounds(Object.keys(STOCK_RATES)),
  tiers: [
    { aboveStake: 50000, ratePercent: 0 },
    { aboveStake: 10000.25, ratePercent: 50 },
  ],
  roundMax: 1500,
  cancelMinutes: 45,
  schedule: { holidays: { nikkei_morning: ['2026-01-02', '2026-01-01', '2026-01-02'], dowjones: [] } },
  ...extra,
});
const fieldsOf = (result: { body: { fields?: Record<string, string> } }) =>
  Object.keys(result.body.fields ?? {});

describe('lotto.families', () => {
  it('lists every family with the defaults until saved; an update is read back in baht and stored in satang/hundredths for the generator; audited', async () => {
    const list = await staffer.client.get('/api/admin/lotto.families');
    expect(list.status).toBe(200);
    const families = list.body.data as unknown as {
      family: string;
      saved: boolean;
      rates: Body;
      options: string[];
    }[];
    expect(families.map((f) => f.family)).toEqual([
      'gov',
      'stock',
      'yeekee',
      'yeekee5min',
      'pingpong',
      'hanoy',
      'lao',
      'laoSuper',
      'malay',
    ]);
    expect(families[0]).toMatchObject({
      saved: false,
      rates: { teng_bon_3: 900, teng_bon_1: 3.2, teng_bon_nha_3: 450 },
    });
    expect(families[5]).toMatchObject({ family: 'hanoy', options: [], rates: {} });

    const saved = await admin.client.post('/api/admin/lotto.families.update', stockBody());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      family: 'stock',
      saved: true,
      rates: STOCK_RATES,
      tiers: [
        { aboveStake: 10000.25, ratePercent: 50 },
        { aboveStake: 50000, ratePercent: 0 },
      ],
      roundMax: 1500,
      cancelMinutes: 45,
      schedule: { holidays: { nikkei_morning: ['2026-01-01', '2026-01-02'] } },
    });
    const stored = (await loadFamilySettings(t.db)).get('stock');
    expect(stored).toMatchObject({
      rates: { teng_bon_1: 320, teng_bon_2: 9200 },
      roundMax: 150000,
      cancelMinutes: 45,
      tiers: [
        { aboveStake: 1000025, ratePercent: 50 },
        { aboveStake: 5000000, ratePercent: 0 },
      ],
    });
    expect(stored?.bounds.teng_bon_3).toEqual({ betMin: 100, betMax: 200050 });

    const again = (await staffer.client.get('/api/admin/lotto.families')).body.data as unknown as {
      family: string;
      updatedBy: string;
    }[];
    expect(again.find((f) => f.family === 'stock')).toMatchObject({ saved: true, updatedBy: admin.username });
    const audit = await lottoAuditOf(t, 'stock', 'lotto_family');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'lotto.family.update',
      staffId: admin.id,
      before: { rates: { teng_bon_2: 90 }, roundMax: null },
      after: { rates: { teng_bon_2: 92 }, roundMax: 1500 },
    });

    const gov = families[0] as unknown as Body;
    const govSaved = await admin.client.post('/api/admin/lotto.families.update', {
      ...gov,
      roundMax: null,
      schedule: { drawDates: ['2026-02-16', '2026-02-01'] },
    });
    expect(govSaved.body.data).toMatchObject({ schedule: { drawDates: ['2026-02-01', '2026-02-16'] } });
    expect((await loadFamilySettings(t.db)).get('gov')?.schedule).toEqual({
      drawDates: ['2026-02-01', '2026-02-16'],
    });
  });

  it('refuses what is not a rate, baht or a calendar of the family (400 with the field), and Staff (403)', async () => {
    const cases: [Body, string][] = [
      [stockBody({ rates: { ...STOCK_RATES, teng_bon_1: 3.255 } }), 'rates.teng_bon_1'],
      [stockBody({ rates: { ...STOCK_RATES, teng_bon_1: 0 } }), 'rates.teng_bon_1'],
      [stockBody({ rates: { ...STOCK_RATES, teng_bon_1: '3.2' } }), 'rates.teng_bon_1'],
      [stockBody({ rates: { ...STOCK_RATES, teng_bon_nha_3: 450 } }), 'rates.teng_bon_nha_3'],
      [stockBody({ rates: { teng_bon_1: 3.2 } }), 'rates.teng_lang_1'],
      [
        stockBody({ bounds: { ...bounds(Object.keys(STOCK_RATES)), tode_3: { betMin: 10, betMax: 5 } } }),
        'bounds.tode_3.betMin',
      ],
      [
        stockBody({ bounds: { ...bounds(Object.keys(STOCK_RATES)), tode_3: { betMin: 1.001, betMax: 5 } } }),
        'bounds.tode_3.betMin',
      ],
      [stockBody({ tiers: [{ aboveStake: 100, ratePercent: 150 }] }), 'tiers.0.ratePercent'],
      [
        stockBody({
          tiers: [
            { aboveStake: 100, ratePercent: 50 },
            { aboveStake: 100, ratePercent: 0 },
          ],
        }),
        'tiers',
      ],
      [stockBody({ cancelMinutes: 2000 }), 'cancelMinutes'],
      [stockBody({ roundMax: -5 }), 'roundMax'],
      [stockBody({ schedule: { drawDates: ['2026-01-01'] } }), 'schedule.drawDates'],
      [stockBody({ schedule: { holidays: { atlantis: ['2026-01-01'] } } }), 'schedule.holidays'],
      [
        stockBody({ schedule: { holidays: { nikkei_morning: ['2026-02-30'] } } }),
        'schedule.holidays.nikkei_morning.0',
      ],
      [stockBody({ family: 'mars' }), 'family'],
    ];
    for (const [body, field] of cases) {
      const result = await admin.client.post('/api/admin/lotto.families.update', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(result), `${field} ${JSON.stringify(result.body)}`).toContain(field);
    }
    expect((await staffer.client.post('/api/admin/lotto.families.update', stockBody())).status).toBe(403);
  });
});

describe('lotto.rounds', () => {
  it('lists by family, date and status with sales, paged; one round shows settings and rules', async () => {
    const ids = [
      await makeRound(t.db, 'pingpong'),
      await makeRound(t.db, 'pingpong'),
      await makeRound(t.db, 'pingpong', { status: 'CLOSED' }),
    ];
    const m = await fundedMember(t, 100);
    await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: ids[0], lines: [{ number: '12', option: 'teng_bon_2', price: 10 }] },
    });
    const page1 = await staffer.client.get(
      '/api/admin/lotto.rounds?family=pingpong&date=2026-01-01&status=OPEN&pageSize=1',
    );
    expect(page1.body.data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      items: [{ id: ids[0], family: 'pingpong', status: 'OPEN', poys: 1, stake: 10, payout: 900 }],
    });
    const page2 = await staffer.client.get(
      '/api/admin/lotto.rounds?family=pingpong&status=OPEN&pageSize=1&page=2',
    );
    expect(page2.body.data).toMatchObject({ items: [{ id: ids[1], poys: 0, stake: 0 }] });
    expect((await staffer.client.get('/api/admin/lotto.rounds?status=NOPE')).status).toBe(400);
    expect((await staffer.client.get('/api/admin/lotto.rounds?date=2026-13-01')).status).toBe(400);

    const one = await staffer.client.get(`/api/admin/lotto.rounds.one?id=${ids[0]}`);
    expect(one.body.data).toMatchObject({
      id: ids[0],
      editable: true,
      options: ['teng_bon_1', 'teng_lang_1', 'teng_bon_2', 'teng_lang_2', 'teng_bon_3', 'tode_3'],
      rates: { teng_bon_3: 850 },
      rules: [],
    });
    expect((await staffer.client.get('/api/admin/lotto.rounds.one?id=123456789')).status).toBe(404);
    expect((await staffer.client.get('/api/admin/lotto.rounds.one?id=abc')).status).toBe(400);
  });

  it('per-round overrides change only what is sent, apply to the next slip, are audited, and stop at close', async () => {
    const id = await makeRound(t.db, 'gov');
    const updated = await admin.client.post('/api/admin/lotto.rounds.update', {
      id,
      rates: { ...(await roundRates(id)), teng_bon_3: 800 },
      roundMax: 500,
      cancelMinutes: 10,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({
      rates: { teng_bon_3: 800, teng_bon_1: 3.2 },
      roundMax: 500,
      cancelMinutes: 10,
      tiers: [
        { aboveStake: 20000, ratePercent: 50 },
        { aboveStake: 50000, ratePercent: 0 },
      ],
    });
    const m = await fundedMember(t, 1000);
    const slip = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: id, lines: [{ number: '123', option: 'teng_bon_3', price: 10 }] },
    });
    expect(slip.body.data).toMatchObject({ lines: [{ multiply: 800 }] });
    const tooBig = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: id, lines: [{ number: '12', option: 'teng_bon_2', price: 600 }] },
    });
    expect(tooBig.body).toMatchObject({
      code: 'VALIDATION',
      fields: { 'lines.0.price': 'Maximum bet is 500.00' },
    });
    const audit = await lottoAuditOf(t, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'lotto.round.update',
      before: { roundMax: null, cancelMinutes: 30, rates: { teng_bon_3: 900 } },
      after: { roundMax: 500, cancelMinutes: 10, rates: { teng_bon_3: 800 } },
    });
    expect(Object.keys(audit[0]?.after as Body).sort()).toEqual(['cancelMinutes', 'rates', 'roundMax']);

    expect(
      fieldsOf(await admin.client.post('/api/admin/lotto.rounds.update', { id, rates: { teng_bon_3: 800 } })),
    ).toContain('rates.teng_bon_1');
    expect((await admin.client.post('/api/admin/lotto.rounds.update', { id })).status).toBe(400);
    expect(
      (await staffer.client.post('/api/admin/lotto.rounds.update', { id, cancelMinutes: 5 })).status,
    ).toBe(403);
    const past = await makeRound(t.db, 'gov', {
      openAt: new Date(Date.now() - 7200_000),
      closeAt: new Date(Date.now() - 1000),
    });
    expect(
      await admin.client.post('/api/admin/lotto.rounds.update', { id: past, cancelMinutes: 5 }),
    ).toMatchObject({ status: 409, body: { code: 'ROUND_NOT_EDITABLE' } });
    const fourD = await makeRound(t.db, 'hanoy');
    expect(
      fieldsOf(
        await admin.client.post('/api/admin/lotto.rounds.update', {
          id: fourD,
          tiers: [{ aboveStake: 1, ratePercent: 0 }],
        }),
      ),
    ).toContain('tiers');
  });
});

const roundRates = async (id: string) =>
  ((await staffer.client.get(`/api/admin/lotto.rounds.one?id=${id}`)).body.data as unknown as { rates: Body })
    .rates;

describe('lotto.rules', () => {
  it('a closed number refuses slips, a fixed lower rate prices them; both listed and audited; delete restores the round rate', async () => {
    const id = await makeRound(t.db, 'yeekee');
    const closed = await admin.client.post('/api/admin/lotto.rules.set', {
      roundId: id,
      option: 'teng_bon_2',
      number: '07',
      rate: null,
    });
    expect(closed.body.data).toMatchObject({ option: 'teng_bon_2', number: '07', rate: null });
    expect(
      (
        await admin.client.post('/api/admin/lotto.rules.set', {
          roundId: id,
          option: 'teng_bon_3',
          number: '123',
          rate: 500.5,
        })
      ).status,
    ).toBe(200);
    const m = await fundedMember(t, 100);
    const refused = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: id, lines: [{ number: '07', option: 'teng_bon_2', price: 1 }] },
    });
    expect(refused.body).toMatchObject({
      code: 'VALIDATION',
      fields: { 'lines.0.number': 'This number is closed' },
    });
    const fixed = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: id, lines: [{ number: '123', option: 'teng_bon_3', price: 1 }] },
    });
    expect(fixed.body.data).toMatchObject({ lines: [{ multiply: 500.5 }] });
    const round = await staffer.client.get(`/api/admin/lotto.rounds.one?id=${id}`);
    expect((round.body.data as unknown as { rules: Body[] }).rules).toEqual([
      expect.objectContaining({ option: 'teng_bon_2', number: '07', rate: null, updatedBy: admin.username }),
      expect.objectContaining({ option: 'teng_bon_3', number: '123', rate: 500.5 }),
    ]);

    expect(
      (
        await admin.client.post('/api/admin/lotto.rules.delete', {
          roundId: id,
          option: 'teng_bon_2',
          number: '07',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.client.post('/api/admin/lotto.rules.delete', {
          roundId: id,
          option: 'teng_bon_2',
          number: '07',
        })
      ).status,
    ).toBe(404);
    const sold = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: id, lines: [{ number: '07', option: 'teng_bon_2', price: 1 }] },
    });
    expect(sold.body.data).toMatchObject({ lines: [{ multiply: 92 }] });
    const audit = await lottoAuditOf(t, id);
    expect(audit.map((a) => a.action)).toEqual(['lotto.rule.set', 'lotto.rule.set', 'lotto.rule.delete']);
    expect(audit[2]).toMatchObject({
      before: { option: 'teng_bon_2', number: '07', rate: null },
      after: null,
    });
  });

  it('refuses a wrong length, an unsold option, a rate above the round rate, a 4D round, a closed round; Staff 403', async () => {
    const id = await makeRound(t.db, 'stock');
    const bad: [Body, string][] = [
      [{ roundId: id, option: 'teng_bon_2', number: '7', rate: null }, 'number'],
      [{ roundId: id, option: 'teng_bon_nha_3', number: '123', rate: null }, 'option'],
      [{ roundId: id, option: 'teng_bon_3', number: '123', rate: 901 }, 'rate'],
      [{ roundId: id, option: 'teng_bon_3', number: '123', rate: 1.234 }, 'rate'],
      [{ roundId: await makeRound(t.db, 'lao'), option: 'teng_bon_3', number: '123', rate: null }, 'option'],
    ];
    for (const [body, field] of bad) {
      const result = await admin.client.post('/api/admin/lotto.rules.set', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(result)).toContain(field);
    }
    const closedRound = await makeRound(t.db, 'stock', { status: 'CLOSED' });
    expect(
      (
        await admin.client.post('/api/admin/lotto.rules.set', {
          roundId: closedRound,
          option: 'teng_bon_1',
          number: '1',
          rate: null,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await staffer.client.post('/api/admin/lotto.rules.set', {
          roundId: id,
          option: 'teng_bon_1',
          number: '1',
          rate: null,
        })
      ).status,
    ).toBe(403);
  });
});

describe('lotto.exposure', () => {
  it('top numbers by stake or by payout with totals, per option, and the rate each sells at now (tiers, rules)', async () => {
    const id = await makeRound(t.db, 'gov', {
      bounds: WIDE_BOUNDS,
      tiers: [{ aboveStake: 100_00, ratePercent: 50 }],
    });
    const m = await fundedMember(t, 10_000);
    const lines = [
      { number: '123', option: 'teng_bon_3', price: 20 },
      { number: '55', option: 'teng_bon_2', price: 150 },
      { number: '7', option: 'teng_bon_1', price: 300 },
    ];
    expect(
      (await call(t, 'POST', '/poy-api/poys.create', { token: m.token, body: { betId: id, lines } })).status,
    ).toBe(201);
    await admin.client.post('/api/admin/lotto.rules.set', {
      roundId: id,
      option: 'teng_bon_3',
      number: '123',
      rate: null,
    });

    const byStake = await staffer.client.get(`/api/admin/lotto.exposure?roundId=${id}`);
    expect(byStake.body.data).toMatchObject({
      sort: 'stake',
      totals: { stake: 470, payout: 20 * 900 + 150 * 90 + 300 * 3.2, numbers: 3, poys: 1 },
      items: [
        { option: 'teng_bon_1', number: '7', stake: 300, payout: 960, rate: 1.6 },
        { option: 'teng_bon_2', number: '55', stake: 150, payout: 13500, rate: 45 },
        { option: 'teng_bon_3', number: '123', stake: 20, payout: 18000, rate: 0 },
      ],
    });
    expect((byStake.body.data as unknown as { byOption: Body[] }).byOption).toContainEqual({
      option: 'teng_bon_3',
      stake: 20,
      payout: 18000,
      maxPayout: 18000,
    });
    const byPayout = await staffer.client.get(`/api/admin/lotto.exposure?roundId=${id}&sort=payout&limit=2`);
    expect(
      (byPayout.body.data as unknown as { items: { number: string }[] }).items.map((i) => i.number),
    ).toEqual(['123', '55']);
    const oneOption = await staffer.client.get(`/api/admin/lotto.exposure?roundId=${id}&option=teng_bon_2`);
    expect((oneOption.body.data as unknown as { items: unknown[] }).items).toHaveLength(1);
    expect((await staffer.client.get(`/api/admin/lotto.exposure?roundId=${id}&sort=loss`)).status).toBe(400);
    expect((await staffer.client.get(`/api/admin/lotto.exposure?roundId=${id}&limit=500`)).status).toBe(400);
    expect((await staffer.client.get('/api/admin/lotto.exposure?roundId=99999999')).status).toBe(404);
  });
});

describe('lotto.rounds.open / close', () => {
  it('close stops selling now; open sells again before close time (moving open_at when early); both audited; wrong states 409', async () => {
    const id = await makeRound(t.db, 'stock', {
      openAt: new Date(Date.now() + 3600_000),
      closeAt: new Date(Date.now() + 7200_000),
      status: 'SCHEDULED',
    });
    const m = await fundedMember(t, 100);
    const slip = () =>
      call(t, 'POST', '/poy-api/poys.create', {
        token: m.token,
        body: { betId: id, lines: [{ number: '1', option: 'teng_bon_1', price: 1 }] },
      });
    expect((await slip()).body).toMatchObject({ code: 'ROUND_CLOSED' });
    const opened = await admin.client.post('/api/admin/lotto.rounds.open', {
      id,
      reason: 'open early for promo',
    });
    expect(opened.body.data).toEqual({ id, status: 'OPEN' });
    expect((await slip()).status).toBe(201);
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.open', { id, reason: 'again please' })).status,
    ).toBe(409);
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.close', { id, reason: 'suspicious bets' })).body.data,
    ).toEqual({ id, status: 'CLOSED' });
    expect((await slip()).body).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.close', { id, reason: 'suspicious bets' })).status,
    ).toBe(409);
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.open', { id, reason: 'checked, reopen' })).status,
    ).toBe(200);
    const audit = await lottoAuditOf(t, id);
    expect(audit.map((a) => a.action)).toEqual(['lotto.round.open', 'lotto.round.close', 'lotto.round.open']);
    expect(audit[0]).toMatchObject({
      before: { status: 'SCHEDULED' },
      after: { status: 'OPEN', reason: 'open early for promo' },
    });
    expect(audit[1]).toMatchObject({
      before: { status: 'OPEN' },
      after: { status: 'CLOSED', reason: 'suspicious bets' },
    });

    const past = await makeRound(t.db, 'stock', {
      openAt: new Date(Date.now() - 7200_000),
      closeAt: new Date(Date.now() - 1000),
      status: 'CLOSED',
    });
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.open', { id: past, reason: 'too late now' })).status,
    ).toBe(409);
    expect(
      (await staffer.client.post('/api/admin/lotto.rounds.close', { id, reason: 'staff try' })).status,
    ).toBe(403);
    expect((await admin.client.post('/api/admin/lotto.rounds.close', { id })).status).toBe(400);
  });
});
