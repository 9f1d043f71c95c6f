import { deriveResult, satang, type ResultInput } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, signedIn } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { callBody, hook, player, provider, txId } from '../games/games-test-kit.ts';
import { fundedMember, makeRound } from '../lotto/lotto-test-kit.ts';
import { placePoy } from '../lotto/place-poy.ts';
import { settleRound } from '../lotto/settle-round.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { balanceOf, credit } from '../wallet/test-kit.ts';
import { evaluateAchievements } from './evaluate-achievements.ts';
import { entryCount, expectReconciled, pointsOf } from './loyalty-test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = await signedIn(t, 'Administrator');
  // Odd rates, so rounding shows: 3.33 % of lotto turnover, 0.07 % of games.
  const set = await admin.client.post('/api/admin/loyalty.settings.update', {
    rates: [
      { family: 'gov', rateBp: 333 },
      { family: 'game', rateBp: 7 },
    ],
    redeemBp: 5_000,
    minPoints: 10,
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectReconciled(t);
});

const GOV: ResultInput = {
  kind: 'gov',
  firstPrize: '820866',
  front3: ['123', '456'],
  back3: ['789', '012'],
  last2: '35',
};

const settledGovPoy = async (memberId: bigint, prices: bigint[]) => {
  const roundId = await makeRound(t.db, 'gov');
  for (const price of prices)
    await placePoy(t.db, {
      memberId,
      body: { betId: roundId, lines: [{ option: 'teng_lang_2', number: '35', price: satang(price) }] },
    });
  const [entered, decided] = [await makeStaff(t, 'Administrator'), await makeStaff(t, 'Super Admin')];
  await t.db.execute(sql`
    insert into lotto_results (round_id, version, input, result, status, entered_by, decided_by, decided_at)
    values (${roundId}::bigint, 1, ${JSON.stringify(GOV)}::jsonb, ${JSON.stringify(deriveResult(GOV))}::jsonb, 'CONFIRMED',
      ${entered.id.toString()}::bigint, ${decided.id.toString()}::bigint, now())`);
  await t.db.execute(sql`update lotto_rounds set status = 'DRAWN' where id = ${roundId}::bigint`);
  return roundId;
};

describe('earning points', () => {
  it('credits every settled poy at its family rate, rounded down with the remainder kept, once', async () => {
    const m = await fundedMember(t, 1_000);
    const roundId = await settledGovPoy(m.id, [100_33n, 50_01n]);
    await settleRound(t.db, BigInt(roundId));
    // 10,033 × 333 / 10,000 = 334.0989 → 334; 5,001 × 333 / 10,000 = 166.5333 → 166.
    expect(await pointsOf(t, m.id)).toBe(500n);
    const rows = rowsOf<{ points: string; remainder: number }>(
      await t.db.execute(sql`select points::text, remainder from loyalty_earnings
        where member_id = ${m.id.toString()}::bigint order by points`),
    );
    expect(rows).toEqual([
      { points: '166', remainder: 5333 },
      { points: '334', remainder: 989 },
    ]);
    await t.db.execute(sql`update lotto_rounds set status = 'DRAWN' where id = ${roundId}::bigint`);
    await settleRound(t.db, BigInt(roundId));
    expect(await pointsOf(t, m.id)).toBe(500n);
    const answer = await call(t, 'GET', '/api/loyalty-points.balance', { token: m.token });
    expect(answer.body.data).toEqual({ balance: 5 });

    // The slips won (last 2 = 35): a winning line on the government lotto is an achievement.
    const rule = await admin.client.post('/api/admin/loyalty.achievements.create', {
      code: 'win-gov',
      kind: 'FAMILY_WIN',
      target: 1,
      family: 'gov',
      reward: 0,
      name: { th: 'ถูกหวยรัฐบาล' },
      description: { th: 'ถูกรางวัลหวยรัฐบาล' },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    await evaluateAchievements(t.db);
    const mine = await call(t, 'GET', '/api/achievements', { token: m.token });
    expect(mine.body.data).toContainEqual(
      expect.objectContaining({
        code: 'win-gov',
        progress: 1,
        target: 1,
        achievedAt: expect.any(String) as string,
      }),
    );
  });

  it('credits a game bet when its round settles (the win call), once', async () => {
    const p = await provider(t);
    const pl = await player(t, p, 100);
    const [bet, win] = [txId('bet'), txId('win')];
    expect(
      (await hook(t, p.code, 'bet', callBody(pl, p, { transactionId: bet, amount: 50_00 }))).status,
    ).toBe(200);
    expect(await pointsOf(t, pl.id)).toBe(0n);
    const send = () =>
      hook(t, p.code, 'win', callBody(pl, p, { transactionId: win, referenceTransactionId: bet, amount: 0 }));
    await Promise.all([send(), send(), send()]);
    // 5,000 × 7 / 10,000 = 3.5 → 3 hundredths.
    expect(await pointsOf(t, pl.id)).toBe(3n);
    expect(await entryCount(t, pl.id, 'LOYALTY_EARN')).toBe(1);
  });
});

describe('POST /api/loyalty-points.redeem', () => {
  const withPoints = async (points: bigint) => {
    const m = await fundedMember(t, 0);
    await credit(t.db, m.id, points, { kind: 'POINTS', house: 'HOUSE_LOYALTY', type: 'LOYALTY_EARN' });
    return m;
  };
  const redeem = (token: string, points: number, key?: string) =>
    call(t, 'POST', '/api/loyalty-points.redeem', {
      token,
      body: { points },
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('pays the redeem rate in cash, replays a key without moving again, refuses below the minimum', async () => {
    const m = await withPoints(50_00n);
    const below = await redeem(m.token, 9.99);
    expect(below.status).toBe(400);
    expect(below.body.code).toBe('POINTS_BELOW_MINIMUM');
    const first = await redeem(m.token, 20.01, 'k1');
    // 2,001 hundredths at 5,000 bp = 1,000.5 satang → 10.00 baht.
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ balance: 29.99, money: 10 });
    expect((await redeem(m.token, 20.01, 'k1')).body.data).toEqual({ balance: 29.99, money: 10 });
    expect((await redeem(m.token, 20, 'k1')).status).toBe(409);
    expect(await entryCount(t, m.id, 'LOYALTY_REDEEM')).toBe(1);
    expect(await pointsOf(t, m.id)).toBe(29_99n);
    expect((await balanceOf(t.db, m.id))?.balance).toBe(10_00n);
  });

  it('raced 20 wide gives one redemption (same key, and different keys for the points of one)', async () => {
    const m = await withPoints(30_00n);
    const same = await Promise.all(Array.from({ length: 20 }, () => redeem(m.token, 20, 'race')));
    expect(same.every((r) => r.status === 200)).toBe(true);
    const other = await withPoints(30_00n);
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem(other.token, 20, `r${i}`)),
    );
    expect(distinct.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      distinct.filter((r) => r.status === 409).every((r) => r.body.code === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    for (const who of [m, other]) {
      expect(await entryCount(t, who.id, 'LOYALTY_REDEEM')).toBe(1);
      expect(await pointsOf(t, who.id)).toBe(10_00n);
    }
  });

  it('a member sees only their own points and history', async () => {
    const a = await withPoints(12_34n);
    const b = await fundedMember(t, 0);
    const history = (token: string) => call(t, 'GET', '/api/loyalty-points.transaction.all', { token });
    const own = await history(a.token);
    expect(own.body.data).toMatchObject([
      { transactionType: 'LOYALTY_EARN', amount: 12.34, balanceAfter: 12.34 },
    ]);
    expect((await history(b.token)).body.data).toEqual([]);
    expect((await call(t, 'GET', '/api/loyalty-points.balance', { token: b.token })).body.data).toEqual({
      balance: 0,
    });
    expect((await redeem(b.token, 10)).status).toBe(409);
  });
});

describe('back office', () => {
  it('shows the settings, refuses a Staff change and reports points issued and redeemed per day', async () => {
    const settings = await admin.client.get('/api/admin/loyalty.settings');
    expect(settings.body.data).toMatchObject({ redeemBp: 5_000, minPoints: 10 });
    const staff = await signedIn(t, 'Staff');
    const refused = await staff.client.post('/api/admin/loyalty.settings.update', {
      rates: [],
      redeemBp: 1,
      minPoints: 1,
    });
    expect(refused.status).toBe(403);
    const report = await staff.client.get('/api/admin/loyalty.report?days=7');
    expect(report.status).toBe(200);
    const [today] = (report.body.data as { days: { issued: number; redeemed: number }[] }).days;
    expect(today?.issued).toBeGreaterThan(0);
    expect(today?.redeemed).toBeGreaterThan(0);
  });

  it('reports the affiliate commissions paid and the promotion bonuses granted per day', async () => {
    type Day = { day: string; commission: number; bonuses: number };
    const today = async (): Promise<Day | undefined> => {
      const report = await admin.client.get('/api/admin/loyalty.report?days=1');
      expect(report.status).toBe(200);
      return (report.body.data as { days: Day[] }).days[0];
    };
    const before = await today();
    const { id: memberId } = await fundedMember(t, 0);
    await credit(t.db, memberId, 123_45n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    await credit(t.db, memberId, 50_00n, { house: 'HOUSE_PROMOTIONS', type: 'PROMOTION_BONUS' });
    const after = await today();
    expect(after?.commission).toBeCloseTo((before?.commission ?? 0) + 123.45, 2);
    expect(after?.bonuses).toBeCloseTo((before?.bonuses ?? 0) + 50, 2);
  });
});
