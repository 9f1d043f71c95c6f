import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { balanceOf, credit, debit, insertMembers } from '../wallet/test-kit.ts';
import { accrueCommissions, yesterdayInBangkok } from './accrue-commissions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  const report = await reconcile(t.db);
  expect(report.mismatches).toEqual([]);
  expect(report.ok).toBe(true);
});

/** The +07:00 day of a ledger time (the database's). */
const bangkokDay = (at: Date): string => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** A referrer, the member they brought in (level 1) and that member's own referral (level 2). */
const chain = async (agentId = 2) => {
  const [referrer = 0n, child = 0n, grandchild = 0n] = await insertMembers(t.db, 3);
  await t.db.execute(sql`update members set agent_id = ${agentId} where id = ${referrer.toString()}::bigint`);
  await t.db.execute(
    sql`update members set referrer_member_id = ${referrer.toString()}::bigint where id = ${child.toString()}::bigint`,
  );
  await t.db.execute(
    sql`update members set referrer_member_id = ${child.toString()}::bigint where id = ${grandchild.toString()}::bigint`,
  );
  for (const id of [child, grandchild]) await credit(t.db, id, 10_000_00n);
  return { referrer, child, grandchild };
};

const afCash = async (memberId: bigint): Promise<bigint> =>
  (await balanceOf(t.db, memberId, 'AF_CASH'))?.balance ?? 0n;

const accrualOf = async (referrer: bigint, day: string) =>
  rowsOf<{
    level1_amount: string;
    level2_amount: string;
    commission: string;
    remainder: number;
    paid_key: string | null;
  }>(
    await t.db.execute(sql`
      select level1_amount::text, level2_amount::text, commission::text, remainder, paid_key
      from affiliate_accruals where referrer_id = ${referrer.toString()}::bigint and day = ${day}::date`),
  )[0];

describe('the daily affiliate accrual', () => {
  it('pays plan 0 (0.5 % of level 1, 0.1 % of level 2 turnover) once, however often it runs', async () => {
    const { referrer, child, grandchild } = await chain();
    const stake = await debit(t.db, child, 1_000_99n);
    await debit(t.db, grandchild, 2_000_00n);
    const day = bangkokDay(stake.createdAt);

    await accrueCommissions(t.db, day);
    // 1,000.99 × 0.5 % + 2,000 × 0.1 % = 5.004950 + 2 baht: 7.00 paid, 0.004950 baht rounded off.
    expect(await accrualOf(referrer, day)).toEqual({
      level1_amount: '100099',
      level2_amount: '200000',
      commission: '700',
      remainder: 4950,
      paid_key: `af-commission:${referrer}:${day}`,
    });
    expect(await afCash(referrer)).toBe(700n);
    // The child earns on the grandchild (their level 1): 2,000 × 0.5 % = 10 baht.
    expect(await afCash(child)).toBe(10_00n);

    const again = await accrueCommissions(t.db, day);
    expect(again).toEqual({ accrued: 0, paid: 0, amount: 0n });
    expect(await afCash(referrer)).toBe(700n);
  });

  it('rounds the commission down, however large the remainder', async () => {
    const { referrer, child, grandchild } = await chain();
    const day = bangkokDay((await debit(t.db, child, 1_001_99n)).createdAt);
    await debit(t.db, grandchild, 2_000_00n);
    await accrueCommissions(t.db, day);
    // 1,001.99 × 0.5 % + 2,000 × 0.1 % = 7.009950 baht: 7.00 paid, not 7.01.
    expect(await accrualOf(referrer, day)).toMatchObject({ commission: '700', remainder: 9950 });
    expect(await afCash(referrer)).toBe(700n);
  });

  it('pays a day that brings the referrer to the minimum together with their earlier unpaid days', async () => {
    const agent = 9003;
    await t.db.execute(sql`
      insert into affiliate_plans (agent_id, basis, level1_bp, level2_bp, min_payout) values (${agent}, 'TURNOVER', 100, 0, 1000)`);
    const { referrer, child } = await chain(agent);
    const day = bangkokDay((await debit(t.db, child, 600_00n)).createdAt);
    const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await t.db.execute(sql`
      insert into affiliate_accruals (referrer_id, day, basis, level1_amount, level2_amount, level1_bp, level2_bp, referred, commission, remainder)
      values (${referrer.toString()}::bigint, ${before}::date, 'TURNOVER', 50000, 0, 100, 0, 1, 500, 0)`);
    const run = await accrueCommissions(t.db, day);
    // 6 baht today and 5 baht unpaid from the day before: 11 baht reach the plan's 10, one payment.
    expect(run.amount).toBe(1_100n);
    expect(await afCash(referrer)).toBe(1_100n);
    const key = `af-commission:${referrer}:${day}`;
    expect(await accrualOf(referrer, before)).toMatchObject({ paid_key: key });
    expect(await accrualOf(referrer, day)).toMatchObject({ commission: '600', paid_key: key });
  });

  it('run on two connections at once pays once', async () => {
    const { referrer, child } = await chain();
    const day = bangkokDay((await debit(t.db, child, 500_00n)).createdAt);
    await Promise.all([accrueCommissions(t.db, day), accrueCommissions(t.db, day)]);
    expect(await afCash(referrer)).toBe(250n);
    const [entries] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from ledger_entries where idempotency_key like ${`af-commission:${referrer}:%`}`,
      ),
    );
    expect(entries?.n).toBe(1);
  });

  it('keeps what is below the minimum payout unpaid, and pays it with a later day that reaches it', async () => {
    const agent = 9001;
    await t.db.execute(sql`
      insert into affiliate_plans (agent_id, basis, level1_bp, level2_bp, min_payout) values (${agent}, 'TURNOVER', 100, 0, 1000)`);
    const { referrer, child } = await chain(agent);
    const day = bangkokDay((await debit(t.db, child, 600_00n)).createdAt);
    await accrueCommissions(t.db, day);
    // 1 % of 600 baht = 6 baht, below the plan's 10 baht: accrued, not paid.
    expect(await accrualOf(referrer, day)).toMatchObject({ commission: '600', paid_key: null });
    expect(await afCash(referrer)).toBe(0n);

    // The next day's 5 baht brings the unpaid total to 11 baht: one payment of both days.
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await t.db.execute(sql`
      insert into affiliate_accruals (referrer_id, day, basis, level1_amount, level2_amount, level1_bp, level2_bp, referred, commission, remainder)
      values (${referrer.toString()}::bigint, ${next}::date, 'TURNOVER', 50000, 0, 100, 0, 1, 500, 0)`);
    const run = await accrueCommissions(t.db, next);
    expect(run.amount).toBe(1_100n);
    expect(await afCash(referrer)).toBe(1_100n);
    expect(await accrualOf(referrer, day)).toMatchObject({ paid_key: `af-commission:${referrer}:${next}` });
  });

  it('on a NET_LOSS plan counts stakes less wins and refunds, and a winning member counts 0', async () => {
    const agent = 9002;
    await t.db.execute(sql`
      insert into affiliate_plans (agent_id, basis, level1_bp, level2_bp, min_payout) values (${agent}, 'NET_LOSS', 1000, 1000, 1)`);
    const { referrer, child, grandchild } = await chain(agent);
    const day = bangkokDay((await debit(t.db, child, 1_000_00n)).createdAt);
    await credit(t.db, child, 300_00n, { type: 'WIN_GOV', house: 'HOUSE_REVENUE' });
    await credit(t.db, child, 100_00n, { type: 'ABORT_POY', house: 'HOUSE_BETS_IN_PLAY' });
    await debit(t.db, grandchild, 100_00n);
    await credit(t.db, grandchild, 900_00n, { type: 'WIN_GOV', house: 'HOUSE_REVENUE' });
    await accrueCommissions(t.db, day);
    // Level 1: 1,000 − 300 − 100 = 600 baht lost; level 2 won, counts 0. 10 % of 600 = 60 baht.
    expect(await accrualOf(referrer, day)).toMatchObject({
      level1_amount: '60000',
      level2_amount: '0',
      commission: '6000',
    });
    expect(await afCash(referrer)).toBe(60_00n);
  });

  it("the scheduler accrues the database's yesterday (+07:00)", async () => {
    const [row] = rowsOf<{ now: Date }>(await t.db.execute(sql`select now() as now`));
    const now = new Date(row?.now ?? 0);
    expect(await yesterdayInBangkok(t.db)).toBe(bangkokDay(new Date(now.getTime() - 86_400_000)));
  });
});
