import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { lottoResults, staff } from '../../db/schema/index.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { makeRound } from './lotto-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

interface Showcase {
  rounds: { betId: string; betType: string; active: boolean }[];
  results: { betId: string; betType: string; result: { top3?: string } }[];
}

describe('bet-lists.showcase', () => {
  it('answers a guest the next open round of each family and the newest confirmed result of each', async () => {
    const [enterer, checker] = await t.db
      .insert(staff)
      .values([
        { username: 'showcase.enter', pinHash: 'not-a-login', role: 'Staff' },
        { username: 'showcase.check', pinHash: 'not-a-login', role: 'Administrator' },
      ])
      .returning({ id: staff.id });
    const confirmed = async (roundId: string, top3: string, status = 'CONFIRMED') =>
      t.db.insert(lottoResults).values({
        roundId: BigInt(roundId),
        version: 1,
        input: { kind: 'stock' },
        result: { top3, top2: top3.slice(1), bottom2: '00' },
        status,
        source: 'STAFF',
        enteredBy: enterer!.id,
        decidedBy: status === 'PENDING' ? null : checker!.id,
        decidedAt: status === 'PENDING' ? null : new Date(),
      });

    // Open rounds: stock's soonest wins over a later one; a round not yet open or closed is no candidate.
    const stockSoon = await makeRound(t.db, 'stock', { closeAt: at(20) });
    await makeRound(t.db, 'stock', { closeAt: at(90) });
    await makeRound(t.db, 'stock', { openAt: at(5), closeAt: at(10) });
    const lao = await makeRound(t.db, 'lao', { closeAt: at(60) });
    const gov = await makeRound(t.db, 'gov', { closeAt: at(6 * 24 * 60) });

    // Results: stock's newest confirmed one; a newer round with only a pending result, and a voided
    // round, are passed over.
    const older = await makeRound(t.db, 'stock', { openAt: at(-600), closeAt: at(-500), status: 'DRAWN' });
    const newer = await makeRound(t.db, 'stock', { openAt: at(-300), closeAt: at(-200), status: 'DRAWN' });
    const pending = await makeRound(t.db, 'stock', { openAt: at(-150), closeAt: at(-100), status: 'CLOSED' });
    const voided = await makeRound(t.db, 'hanoy', { openAt: at(-150), closeAt: at(-100), status: 'VOIDED' });
    const hanoy = await makeRound(t.db, 'hanoy', { openAt: at(-900), closeAt: at(-800), status: 'DRAWN' });
    await confirmed(older, '111');
    await confirmed(newer, '222');
    await confirmed(pending, '333', 'PENDING');
    await confirmed(voided, '444');
    await confirmed(hanoy, '555');

    const answer = await call(t, 'GET', '/api/bet-lists.showcase');
    expect(answer.status).toBe(200);
    const body = answer.body.data as unknown as Showcase;
    expect(body.rounds.map((r) => [r.betType, r.betId, r.active])).toEqual([
      ['stock', stockSoon, true],
      ['lao', lao, true],
      ['gov', gov, true],
    ]);
    expect(body.results.map((r) => [r.betType, r.betId, r.result.top3])).toEqual([
      ['stock', newer, '222'],
      ['hanoy', hanoy, '555'],
    ]);
  });
});
