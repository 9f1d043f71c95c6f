import { ROUND_FAMILIES } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { advanceRoundStatus, generateRounds } from './generate-rounds.ts';
import { fundedMember, makeRound } from './lotto-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

// Wednesday 2026-11-25 10:00 +07:00: every family has a draw on or after this day within the horizon.
const WEDNESDAY = new Date('2026-11-25T03:00:00Z');

const countByFamily = async () =>
  Object.fromEntries(
    rowsOf<{ family: string; n: number }>(
      await t.db.execute(
        sql`select family, count(*)::int as n from lotto_rounds where draw_date > '2026-01-01' group by family`,
      ),
    ).map((r) => [r.family, r.n]),
  );

describe('round generation', () => {
  it('creates the rounds of every family ahead, never twice, also when two nodes run it at once', async () => {
    const [first, concurrent] = await Promise.all([
      generateRounds(t.db, WEDNESDAY),
      generateRounds(t.db, WEDNESDAY),
    ]);
    expect(first + concurrent).toBeGreaterThan(0);
    const counts = await countByFamily();
    expect(Object.keys(counts).sort()).toEqual([...ROUND_FAMILIES].sort());
    expect(await generateRounds(t.db, WEDNESDAY)).toBe(0);
    expect(await countByFamily()).toEqual(counts);
    const yeekee = async () =>
      rowsOf<{ today: number; rolled: number }>(
        await t.db.execute(
          sql`select count(*) filter (where draw_date = '2026-11-25')::int as today, count(*) filter (where draw_date = '2026-11-24')::int as rolled from lotto_rounds where family = 'yeekee'`,
        ),
      )[0];
    // At 10:00 round k closes at 06:00 + (k − 1) × 15 min: rounds 18-88 are still to close; no closed round is created.
    expect(await yeekee()).toEqual({ today: 71, rolled: 0 });
    // At 01:00 the previous draw date's rounds 78-88 (rolled over past midnight, spec §4) are still open.
    await generateRounds(t.db, new Date('2026-11-24T18:00:00Z'));
    expect(await yeekee()).toEqual({ today: 88, rolled: 11 });
  });

  it('moves SCHEDULED rounds to OPEN at their open time and OPEN ones to CLOSED at their close time', async () => {
    await generateRounds(t.db, WEDNESDAY);
    await advanceRoundStatus(t.db, WEDNESDAY);
    const statuses = rowsOf<{ status: string; open: boolean; closed: boolean }>(
      await t.db
        .execute(sql`select status, open_at <= ${WEDNESDAY.toISOString()}::timestamptz as open, close_at <= ${WEDNESDAY.toISOString()}::timestamptz as closed
        from lotto_rounds where draw_date > '2026-01-01'`),
    );
    expect(
      statuses.filter((r) => r.status !== (r.closed ? 'CLOSED' : r.open ? 'OPEN' : 'SCHEDULED')),
    ).toEqual([]);
    expect(statuses.some((r) => r.status === 'OPEN') && statuses.some((r) => r.status === 'SCHEDULED')).toBe(
      true,
    );
    await advanceRoundStatus(t.db, new Date(WEDNESDAY.getTime() + 60 * 60_000));
    // Yeekee rounds 18-21 close at 10:15, 10:30, 10:45 and 11:00 (rounds before them may exist from the test above).
    const [closed] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from lotto_rounds where family = 'yeekee' and status = 'CLOSED' and draw_date = '2026-11-25' and close_at > ${WEDNESDAY.toISOString()}::timestamptz`,
      ),
    );
    expect(closed?.n).toBe(4);
  });
});

describe('bet lists', () => {
  it('lists open rounds per group with the contract fields; a round past its close time is inactive', async () => {
    const m = await fundedMember(t, 0);
    const open = await makeRound(t.db, 'pingpong');
    const past = await makeRound(t.db, 'pingpong', {
      openAt: new Date(Date.now() - 3600_000),
      closeAt: new Date(Date.now() - 60_000),
    });
    const latest = await call(t, 'GET', '/api/bet-lists.latest', { token: m.token });
    const pingpong = (latest.body.data as unknown as { pingpong: { betId: string; active: boolean }[] })
      .pingpong;
    expect(pingpong.find((r) => r.betId === open)).toMatchObject({
      betGroup: 'pingpong',
      betType: 'pingpong',
      active: true,
      unixTimeStamp: { realCloseTime: expect.any(Number) as unknown },
    });
    expect(pingpong.find((r) => r.betId === past)).toMatchObject({ active: false });
    const one = await call(t, 'GET', `/api/bet-lists.one?id=${open}`, { token: m.token });
    expect(one.body.data).toMatchObject({
      betId: open,
      cancelMinutes: 30,
      options: expect.not.arrayContaining(['teng_bon_nha_3']) as unknown,
    });
    expect(
      (one.body.data as unknown as { rates: { option: string; multiply: number }[] }).rates,
    ).toContainEqual({ option: 'teng_bon_3', multiply: 850 });
    const minMax = await call(t, 'GET', `/api/bet-list-min-maxes.all?betId=${open}`, { token: m.token });
    expect(minMax.body.data).toContainEqual({ betOption: 'teng_bon_3', betMin: 1, betMax: 2000 });
    expect((await call(t, 'GET', '/api/bet-lists.one?id=abc', { token: m.token })).status).toBe(404);
    expect((await call(t, 'GET', '/api/bet-lists.latest')).status).toBe(401);
  });
});
