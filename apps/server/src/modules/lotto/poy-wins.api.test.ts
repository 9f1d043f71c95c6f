import type { LottoResult } from '@chokdee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { lottoResults, lottoRounds, poyLines, poys, staff } from '../../db/schema/index.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { fundedMember, makeRound } from './lotto-test-kit.ts';

let t: TestApp;
let enteredBy: bigint;
let decidedBy: bigint;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  const rows = await t.db
    .insert(staff)
    .values([
      { username: 'wins.enter', pinHash: 'not-a-login', role: 'Staff' },
      { username: 'wins.check', pinHash: 'not-a-login', role: 'Administrator' },
    ])
    .returning({ id: staff.id });
  enteredBy = rows[0]!.id;
  decidedBy = rows[1]!.id;
});
afterAll(async () => {
  await t.close();
});

interface Line {
  number: string;
  option: string;
  price: number;
  win: number | null;
}
interface Poy {
  poyId: string;
  status: string;
  total: number;
  win: number | null;
  result: Record<string, unknown> | null;
  lines: Line[];
}
interface PoyRow {
  poyId: string;
  status: string;
  win: number | null;
  result: Record<string, unknown> | null;
}

const one = async (token: string, poyId: string): Promise<Poy> => {
  const answer = await call(t, 'GET', `/poy-api/poys.one?id=${poyId}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data as unknown as Poy;
};
const all = async (token: string, query = ''): Promise<PoyRow[]> =>
  (await call(t, 'GET', `/poy-api/poys.all${query}`, { token })).body.data as unknown as PoyRow[];

const resultRow = async (
  roundId: string,
  version: number,
  status: string,
  result: LottoResult,
  input: object,
) => {
  const [row] = await t.db
    .insert(lottoResults)
    .values({
      roundId: BigInt(roundId),
      version,
      input,
      result,
      status,
      enteredBy,
      decidedBy: status === 'PENDING' ? null : decidedBy,
    })
    .returning({ id: lottoResults.id });
  return row!.id;
};

/** What settlement writes (settle-round.ts owns it): each line's win, the poy's sum, SETTLED. */
const settle = async (poyId: string, resultId: bigint, wins: Record<string, bigint>) => {
  const id = BigInt(poyId);
  let total = 0n;
  for (const line of await t.db.select().from(poyLines).where(eq(poyLines.poyId, id))) {
    const win = wins[`${line.option}:${line.number}`] ?? 0n;
    total += win;
    await t.db.update(poyLines).set({ win }).where(eq(poyLines.id, line.id));
  }
  await t.db.update(poys).set({ win: total, status: 'SETTLED', resultId }).where(eq(poys.id, id));
};

const GOV_INPUT = {
  kind: 'gov',
  firstPrize: '123456',
  front3: ['111', '222'],
  back3: ['333', '444'],
  last2: '07',
};
const GOV_RESULT = { top3: '456', top2: '56', bottom2: '07', front3: ['111', '222'], back3: ['333', '444'] };

describe('poys once settled', () => {
  it('shows no win and no result before settlement, never a pending result; then each line’s win, the total win, SETTLED and the result', async () => {
    const betId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 1000);
    const placed = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: {
        betId,
        lines: [
          { number: '456', option: 'teng_bon_3', price: 10 },
          { number: '07', option: 'teng_lang_2', price: 5.5 },
          { number: '99', option: 'teng_bon_2', price: 2 },
        ],
      },
    });
    expect(placed.status).toBe(201);
    const poyId = String(placed.body.data?.poyId);
    expect(placed.body.data).toMatchObject({ win: null, result: null });

    // Entered but not yet checked by a second staff member: not the member's business yet.
    const pending = await resultRow(betId, 1, 'PENDING', GOV_RESULT, GOV_INPUT);
    const before = await one(m.token, poyId);
    expect(before).toMatchObject({ status: 'ACTIVE', win: null, result: null });
    expect(before.lines.map((l) => l.win)).toEqual([null, null, null]);
    expect(await all(m.token)).toEqual([
      expect.objectContaining({ poyId, status: 'ACTIVE', win: null, result: null }),
    ]);

    // Confirmed: the result shows at once; the wins come with settlement.
    await t.db
      .update(lottoResults)
      .set({ status: 'CONFIRMED', decidedAt: new Date() })
      .where(eq(lottoResults.id, pending));
    const drawn = await one(m.token, poyId);
    expect(drawn).toMatchObject({
      status: 'ACTIVE',
      win: null,
      result: { ...GOV_RESULT, firstPrize: '123456' },
    });
    expect(drawn.lines.every((l) => l.win === null)).toBe(true);

    await t.db
      .update(lottoRounds)
      .set({ status: 'SETTLED', settledResultId: pending, settledAt: new Date() })
      .where(eq(lottoRounds.id, BigInt(betId)));
    await settle(poyId, pending, { 'teng_bon_3:456': 9000_00n, 'teng_lang_2:07': 495_00n });
    const settled = await one(m.token, poyId);
    expect(settled).toMatchObject({
      poyId,
      status: 'SETTLED',
      total: 17.5,
      win: 9495,
      result: { ...GOV_RESULT, firstPrize: '123456' },
    });
    expect(settled.lines.map((l) => [l.option, l.number, l.win])).toEqual([
      ['teng_bon_3', '456', 9000],
      ['teng_lang_2', '07', 495],
      ['teng_bon_2', '99', 0],
    ]);
    expect(await all(m.token, '?betGroup=gov')).toEqual([
      expect.objectContaining({
        poyId,
        status: 'SETTLED',
        win: 9495,
        result: { ...GOV_RESULT, firstPrize: '123456' },
      }),
    ]);
  });

  it('a losing poy wins 0; a 4D poy shows its set win and the 4D result; another member still gets 404', async () => {
    const hanoy = await makeRound(t.db, 'hanoy');
    const m = await fundedMember(t, 1000);
    const sold = await call(t, 'POST', '/api/lotteries.hanoy.create', {
      token: m.token,
      body: { betId: hanoy, number: '1234', sets: 2 },
    });
    expect(sold.status).toBe(201);
    const setPoy = String(sold.body.data?.poyId);
    const stock = await makeRound(t.db, 'stock');
    const lost = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: stock, lines: [{ number: '1', option: 'teng_bon_1', price: 3 }] },
    });
    const lostPoy = String(lost.body.data?.poyId);

    const fourD = await resultRow(
      hanoy,
      1,
      'CONFIRMED',
      { four: '1234', bottom2: '34' },
      { kind: '4d', four: '1234', bottom2: '34' },
    );
    await settle(setPoy, fourD, { 'set_4:1234': 200_000_00n });
    const stockResult = await resultRow(
      stock,
      1,
      'CONFIRMED',
      { top3: '567', top2: '67', bottom2: '45' },
      { kind: 'stock', index: '27,345.67', change: '-123.45' },
    );
    await settle(lostPoy, stockResult, {});

    expect(await one(m.token, setPoy)).toMatchObject({
      status: 'SETTLED',
      win: 200000,
      result: { four: '1234', bottom2: '34' },
      lines: [{ number: '1234', option: 'set_4', win: 200000 }],
    });
    const losing = await one(m.token, lostPoy);
    expect(losing).toMatchObject({
      status: 'SETTLED',
      win: 0,
      result: { top3: '567', top2: '67', bottom2: '45' },
      lines: [{ win: 0 }],
    });
    expect(losing.result).not.toHaveProperty('firstPrize');
    const rows = await all(m.token);
    expect(rows.map((r) => [r.poyId, r.win])).toEqual([
      [lostPoy, 0],
      [setPoy, 200000],
    ]);
    const other = await fundedMember(t, 0);
    expect((await call(t, 'GET', `/poy-api/poys.one?id=${setPoy}`, { token: other.token })).status).toBe(404);
  });
});
