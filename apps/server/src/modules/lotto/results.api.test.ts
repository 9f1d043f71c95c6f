import type { LottoResult, RoundFamily } from '@chokdee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { lottoResults, lottoRounds, staff } from '../../db/schema/index.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { defaultFamilySettings } from './family-settings.ts';

let t: TestApp;
let enteredBy: bigint;
let decidedBy: bigint;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  // The two-person rule: one staff member enters a result, another decides it.
  const rows = await t.db
    .insert(staff)
    .values([
      { username: 'results.enter', pinHash: 'not-a-login', role: 'Staff' },
      { username: 'results.check', pinHash: 'not-a-login', role: 'Administrator' },
    ])
    .returning({ id: staff.id });
  enteredBy = rows[0]!.id;
  decidedBy = rows[1]!.id;
});
afterAll(async () => {
  await t.close();
});

let roundNo = 0;
/** A drawn round of `family` on `drawDate` whose result time is `resultTime` (+07:00, HH:mm). */
const drawnRound = async (
  family: RoundFamily,
  drawDate: string,
  resultTime: string,
  options: { name?: string; status?: string } = {},
): Promise<bigint> => {
  const settings = defaultFamilySettings(family);
  const resultAt = new Date(`${drawDate}T${resultTime}:00+07:00`);
  roundNo += 1;
  const [round] = await t.db
    .insert(lottoRounds)
    .values({
      family,
      drawDate,
      roundNo,
      name: options.name ?? `r${roundNo}`,
      openAt: new Date(resultAt.getTime() - 3 * 3600_000),
      closeAt: new Date(resultAt.getTime() - 30 * 60_000),
      resultAt,
      status: options.status ?? 'DRAWN',
      rates: settings.rates,
      bounds: settings.bounds,
    })
    .returning({ id: lottoRounds.id });
  return round!.id;
};

type Status = 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'SUPERSEDED';
/** One entry of a round's result history, inserted directly (what the back office would write). */
const resultRow = async (
  roundId: bigint,
  version: number,
  status: Status,
  result: LottoResult,
  input: object = { kind: 'stock' },
  decidedAt = new Date(),
) => {
  // A Yeekee result is computed from the shots (source YEEKEE, nobody enters or confirms it).
  const computed = 'kind' in input && input.kind === 'yeekee';
  await t.db.insert(lottoResults).values({
    roundId,
    version,
    input,
    result,
    status,
    source: computed ? 'YEEKEE' : 'STAFF',
    enteredBy: computed ? null : enteredBy,
    decidedBy: status === 'PENDING' || computed ? null : decidedBy,
    decidedAt: status === 'PENDING' ? null : decidedAt,
  });
};

const results = async (query: string) => {
  const answer = await call(t, 'GET', `/api/bet-list-results${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data as unknown as {
    betId: string;
    betGroup: string;
    betType: string;
    name: string;
    drawDate: string;
    resultTime: string;
    publishedAt: string | null;
    status: string;
    result: Record<string, unknown>;
  }[];
};

const GOV_INPUT = {
  kind: 'gov',
  firstPrize: '123456',
  front3: ['111', '222'],
  back3: ['333', '444'],
  last2: '07',
};
const GOV_RESULT = { top3: '456', top2: '56', bottom2: '07', front3: ['111', '222'], back3: ['333', '444'] };

describe('GET /api/bet-list-results', () => {
  it('shows only confirmed results: pending, rejected and superseded values never appear, nor a voided round', async () => {
    const date = '2030-01-02';
    const corrected = await drawnRound('stock', date, '12:00');
    await resultRow(corrected, 1, 'SUPERSEDED', { top3: '901', top2: '01', bottom2: '91' });
    // Published 12:07:30 Bangkok, after the scheduled 12:00: the answer says when it really was.
    await resultRow(
      corrected,
      2,
      'CONFIRMED',
      { top3: '567', top2: '67', bottom2: '45' },
      { kind: 'stock' },
      new Date(`${date}T12:07:30+07:00`),
    );
    await resultRow(corrected, 3, 'PENDING', { top3: '902', top2: '02', bottom2: '92' });
    const pendingOnly = await drawnRound('stock', date, '13:00');
    await resultRow(pendingOnly, 1, 'PENDING', { top3: '903', top2: '03', bottom2: '93' });
    const rejected = await drawnRound('stock', date, '14:00');
    await resultRow(rejected, 1, 'REJECTED', { top3: '904', top2: '04', bottom2: '94' });
    await resultRow(rejected, 2, 'PENDING', { top3: '905', top2: '05', bottom2: '95' });
    const voided = await drawnRound('stock', date, '15:00', { status: 'VOIDED' });
    await resultRow(voided, 1, 'CONFIRMED', { top3: '906', top2: '06', bottom2: '96' });

    const answer = await call(t, 'GET', `/api/bet-list-results?resultDate=${date}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        betId: corrected.toString(),
        betGroup: 'stock',
        betType: 'stock',
        name: expect.any(String) as string,
        drawDate: date,
        resultTime: `${date}T12:00:00+07:00`,
        publishedAt: `${date}T12:07:30+07:00`,
        status: 'DRAWN',
        result: { top3: '567', top2: '67', bottom2: '45' },
      },
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/90[1-6]/);
    for (const id of [pendingOnly, rejected, voided]) expect(await results(`?betId=${id}`)).toEqual([]);
    expect(await results(`?betId=${corrected}`)).toEqual([
      expect.objectContaining({
        betId: corrected.toString(),
        result: { top3: '567', top2: '67', bottom2: '45' },
      }),
    ]);
  });

  it('lists a draw date newest first with each family’s own fields, filters by family or 4D group, needs no token', async () => {
    const date = '2030-02-16';
    const gov = await drawnRound('gov', date, '16:00', { status: 'SETTLED' });
    await resultRow(gov, 1, 'CONFIRMED', GOV_RESULT, GOV_INPUT, new Date(`${date}T16:12:00+07:00`));
    const nikkei = await drawnRound('stock', date, '09:50', { name: 'nikkei_morning' });
    await resultRow(
      nikkei,
      1,
      'CONFIRMED',
      { top3: '567', top2: '67', bottom2: '45' },
      { kind: 'stock', index: '27,345.67', change: '-123.45' },
    );
    const yeekee = await drawnRound('yeekee', date, '06:02', { name: '1' });
    await resultRow(yeekee, 1, 'CONFIRMED', { top3: '014', top2: '14', bottom2: '16' }, { kind: 'yeekee' });
    const hanoy = await drawnRound('hanoy', date, '17:30', { name: 'hanoy_1' });
    await resultRow(
      hanoy,
      1,
      'CONFIRMED',
      { four: '0912', bottom2: '34' },
      { kind: '4d', four: '0912', bottom2: '34' },
    );
    const lao = await drawnRound('lao', date, '20:30');
    await resultRow(lao, 1, 'CONFIRMED', { four: '5566' }, { kind: '4d', four: '5566' });
    const otherDay = await drawnRound('gov', '2030-02-01', '16:00');
    await resultRow(
      otherDay,
      1,
      'CONFIRMED',
      { ...GOV_RESULT, top3: '999' },
      { ...GOV_INPUT, firstPrize: '000999' },
    );

    const day = await results(`?resultDate=${date}`);
    expect(day.map((r) => r.betId)).toEqual([lao, hanoy, gov, nikkei, yeekee].map(String));
    const byId = Object.fromEntries(day.map((r) => [r.betId, r]));
    expect(byId[gov.toString()]).toEqual({
      betId: gov.toString(),
      betGroup: 'gov',
      betType: 'gov',
      name: expect.any(String) as string,
      drawDate: date,
      resultTime: `${date}T16:00:00+07:00`,
      publishedAt: `${date}T16:12:00+07:00`,
      status: 'SETTLED',
      result: { ...GOV_RESULT, firstPrize: '123456' },
    });
    expect(byId[nikkei.toString()]).toMatchObject({
      betGroup: 'stock',
      name: 'nikkei_morning',
      result: { top3: '567', top2: '67', bottom2: '45' },
    });
    expect(byId[yeekee.toString()]).toMatchObject({
      betGroup: 'yeekee',
      betType: 'yeekee',
      result: { top3: '014', top2: '14', bottom2: '16' },
    });
    expect(byId[hanoy.toString()]).toMatchObject({
      betGroup: 'gov4d',
      betType: 'hanoy',
      result: { four: '0912', bottom2: '34' },
    });
    expect(byId[lao.toString()]?.result).toEqual({ four: '5566' });

    expect((await results(`?resultDate=${date}&betGroup=gov4d`)).map((r) => r.betType)).toEqual([
      'lao',
      'hanoy',
    ]);
    expect((await results(`?resultDate=${date}&betGroup=hanoy`)).map((r) => r.betId)).toEqual([
      hanoy.toString(),
    ]);
    expect((await results(`?resultDate=${date}&betGroup=gov`)).map((r) => r.betId)).toEqual([gov.toString()]);
    expect(await results(`?resultDate=2030-02-17`)).toEqual([]);
    // A round of another date is not this date's, even by its id.
    expect(await results(`?betId=${otherDay}&resultDate=${date}`)).toEqual([]);
    expect(await results(`?betId=${gov}&betGroup=stock`)).toEqual([]);
  });

  it('a government result shows the 2nd to 5th prizes staff entered, and none when they did not', async () => {
    const date = '2030-03-01';
    const six = (tier: number, n: number) => `${tier}${String(n).padStart(5, '0')}`;
    const lowerPrizes = {
      second: Array.from({ length: 5 }, (_, n) => six(2, n)),
      third: Array.from({ length: 10 }, (_, n) => six(3, n)),
      fourth: Array.from({ length: 50 }, (_, n) => six(4, n)),
      fifth: Array.from({ length: 100 }, (_, n) => six(5, n)),
    };
    const withSheet = await drawnRound('gov', date, '16:00');
    await resultRow(withSheet, 1, 'CONFIRMED', GOV_RESULT, { ...GOV_INPUT, lowerPrizes });
    const [shown] = await results(`?betId=${withSheet}`);
    expect(shown?.result).toEqual({ ...GOV_RESULT, firstPrize: '123456', lowerPrizes });
    // A hand-edited row with a tier missing shows no lower prizes rather than part of them.
    const partial = await drawnRound('gov', '2030-03-16', '16:00');
    await resultRow(partial, 1, 'CONFIRMED', GOV_RESULT, {
      ...GOV_INPUT,
      lowerPrizes: { ...lowerPrizes, fifth: undefined },
    });
    expect((await results(`?betId=${partial}`))[0]?.result).toEqual({ ...GOV_RESULT, firstPrize: '123456' });
  });

  it('a group alone is its history: the latest 30 results, newest first', async () => {
    const ids: bigint[] = [];
    for (let day = 1; day <= 32; day += 1) {
      const date = new Date(Date.UTC(2031, 0, day)).toISOString().slice(0, 10);
      const id = await drawnRound('malay', date, '18:30');
      await resultRow(
        id,
        1,
        'CONFIRMED',
        { four: String(1000 + day) },
        { kind: '4d', four: String(1000 + day) },
      );
      ids.push(id);
    }
    const pending = await drawnRound('malay', '2031-02-03', '18:30');
    await resultRow(pending, 1, 'PENDING', { four: '7777' }, { kind: '4d', four: '7777' });

    const history = await results('?betGroup=malay');
    expect(history).toHaveLength(30);
    expect(history.map((r) => r.betId)).toEqual(ids.slice(2).reverse().map(String));
    expect(history[0]).toMatchObject({ drawDate: '2031-02-01', result: { four: '1032' } });
    expect((await results('?betGroup=gov4d')).map((r) => r.betType)).toContain('malay');
  });

  it('a family’s history grid reads one call: 30 draws newest first, each with its published time', async () => {
    // Whatever the family, the history answers the latest 30 with publishedAt: the grid needs no other call.
    const history = await results('?betGroup=malay');
    expect(history).toHaveLength(30);
    for (const row of history)
      expect(row.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
  });

  it('refuses a bad query with 400 VALIDATION and the field', async () => {
    const cases: [string, string][] = [
      ['', 'querystring'],
      ['?betId=abc', 'betId'],
      ['?resultDate=2030-02-30', 'resultDate'],
      ['?resultDate=16-02-2030', 'resultDate'],
      ['?betGroup=lotto', 'betGroup'],
      ['?betGroup=yeekee5Min', 'betGroup'],
    ];
    for (const [query, field] of cases) {
      const answer = await call(t, 'GET', `/api/bet-list-results${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('VALIDATION');
      expect(Object.keys(answer.body.fields ?? {}), query).toEqual([field]);
    }
  });
});

describe('GET /api/bet-list-results.stats', () => {
  const stats = async (query: string) => {
    const answer = await call(t, 'GET', `/api/bet-list-results.stats${query}`);
    expect(answer.status, query).toBe(200);
    return answer.body.data as unknown as {
      betType: string;
      draws: number;
      top3: { number: string; count: number; lastDrawAgo: number }[];
      top2: { number: string; count: number; lastDrawAgo: number }[];
      bottom2: { number: string; count: number; lastDrawAgo: number }[];
    };
  };

  it('counts each number over the family’s latest confirmed draws only, hottest first, with how long ago it last came', async () => {
    expect(await stats('?betType=pingpong')).toEqual({
      betType: 'pingpong',
      draws: 0,
      top3: [],
      top2: [],
      bottom2: [],
    });
    // 12 hourly draws on one day: bottom2 "11" at hours 1, 2, 5 (ago 11, 10, 7 when newest is ago 0),
    // "22" at 12 (the newest), the rest "3x"; top3 "123" twice.
    const bottoms = ['11', '11', '30', '31', '11', '32', '33', '34', '35', '36', '37', '22'];
    for (const [i, bottom2] of bottoms.entries()) {
      const id = await drawnRound('pingpong', '2032-03-01', `${String(6 + i).padStart(2, '0')}:00`);
      const top3 = i === 3 || i === 10 ? '123' : `${i}`.padStart(3, '9');
      await resultRow(id, 1, 'CONFIRMED', { top3, top2: top3.slice(1), bottom2 }, { kind: 'yeekee' });
    }
    // Not counted: a voided round, another family (the confirmed-only join is bet-list-results' own).
    const other = await drawnRound('yeekee5min', '2032-03-02', '06:00');
    await resultRow(other, 1, 'CONFIRMED', { top3: '555', top2: '55', bottom2: '11' }, { kind: 'yeekee' });
    const voided = await drawnRound('pingpong', '2032-03-01', '21:00', { status: 'VOIDED' });
    await resultRow(voided, 1, 'CONFIRMED', { top3: '555', top2: '55', bottom2: '11' }, { kind: 'yeekee' });

    const all = await stats('?betType=pingpong');
    expect(all.draws).toBe(12);
    expect(all.bottom2[0]).toEqual({ number: '11', count: 3, lastDrawAgo: 7 });
    expect(all.bottom2.find((n) => n.number === '22')).toEqual({ number: '22', count: 1, lastDrawAgo: 0 });
    expect(all.bottom2.reduce((sum, n) => sum + n.count, 0)).toBe(12);
    expect(all.top3[0]).toEqual({ number: '123', count: 2, lastDrawAgo: 1 });
    expect(all.top2.find((n) => n.number === '23')).toMatchObject({ count: 2 });
    expect(JSON.stringify(all)).not.toContain('555');

    // The latest 10 only: the first two draws (two of the "11"s) fall out.
    const ten = await stats('?betType=pingpong&draws=10');
    expect(ten.draws).toBe(10);
    expect(ten.bottom2.find((n) => n.number === '11')).toEqual({ number: '11', count: 1, lastDrawAgo: 7 });
  });

  it('refuses a bad query with 400 VALIDATION and the field', async () => {
    for (const [query, field] of [
      ['', 'betType'],
      ['?betType=gov4d', 'betType'],
      ['?betType=gov&draws=5', 'draws'],
      ['?betType=gov&draws=201', 'draws'],
      ['?betType=gov&draws=ten', 'draws'],
    ] as const) {
      const answer = await call(t, 'GET', `/api/bet-list-results.stats${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('VALIDATION');
      expect(Object.keys(answer.body.fields ?? {}), query).toEqual([field]);
    }
  });
});
