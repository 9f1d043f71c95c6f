import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, newMember, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { credit, debit } from '../wallet/test-kit.ts';

// The member's affiliate routes (affiliates.me / .members / .earnings) and the back office's
// plans and accrual runs, over HTTP. The accrual amounts themselves: accrue-commissions.api.test.ts.
const ORIGIN = 'https://chokdee.example';
let t: TestApp;
let superAdmin: StaffClient;
let admin: StaffClient;
let staff: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: { ...MEMBER_TEST_ENV, PUBLIC_ORIGIN: ORIGIN } });
  superAdmin = (await signedIn(t, 'Super Admin')).client;
  admin = (await signedIn(t, 'Administrator')).client;
  staff = (await signedIn(t, 'Staff')).client;
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
});

type Member = Awaited<ReturnType<typeof newMember>>;
const get = (who: Member, path: string) => call(t, 'GET', path, { token: who.token });
const idOf = async (who: Member): Promise<bigint> => {
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`select id::text from members where uuid = ${who.uuid}::uuid`),
  );
  return BigInt(row?.id ?? '0');
};
const slugOf = async (who: Member): Promise<string> =>
  String((await get(who, '/api/affiliates.me')).body.data?.slug);

/** A referrer with a member they brought in (level 1) and that member's own referral (level 2). */
const chain = async () => {
  const referrer = await newMember(t);
  const child = await newMember(t, { slug: await slugOf(referrer) });
  const grandchild = await newMember(t, { slug: await slugOf(child) });
  for (const who of [child, grandchild]) await credit(t.db, await idOf(who), 10_000_00n);
  return { referrer, child, grandchild };
};

describe('the member affiliate routes', () => {
  it("answer the caller's link, referrals and earnings after the day's accrual, and nothing of another member", async () => {
    const { referrer, child, grandchild } = await chain();
    const before = await get(referrer, '/api/affiliates.me');
    expect(before.status).toBe(200);
    const slug = String(before.body.data?.slug);
    expect(before.body.data).toEqual({
      slug,
      link: `${ORIGIN}/register/${slug}`,
      referred: { total: 1, active30d: 0 },
      earnings: { today: 0, month: 0, allTime: 0, pending: 0 },
      minPayout: 1,
      levels: [
        { level: 1, percent: 0.5, basis: 'TURNOVER' },
        { level: 2, percent: 0.1, basis: 'TURNOVER' },
      ],
    });

    await debit(t.db, await idOf(child), 1_000_99n);
    await debit(t.db, await idOf(grandchild), 2_000_00n);
    // The test-only route runs the scheduler's accrual for the database's today.
    const run = await call(t, 'POST', '/api/dev/affiliate.accrue');
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ accrued: 2, paid: 2 });

    // 1,000.99 × 0.5 % + 2,000 × 0.1 % = 7.00 baht (rounded down).
    const me = await get(referrer, '/api/affiliates.me');
    expect(me.body.data).toMatchObject({
      referred: { total: 1, active30d: 1 },
      earnings: { today: 7, month: 7, allTime: 7, pending: 0 },
    });
    const earnings = await get(referrer, '/api/affiliates.earnings');
    const days = earnings.body.data?.days as { day: string; amount: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.amount).toBe(7);
    expect(days.slice(0, -1).every((day) => day.amount === 0)).toBe(true);

    const members = await get(referrer, '/api/affiliates.members');
    expect(members.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const items = members.body.data!.items as Record<string, unknown>[];
    // Newest first, names masked (first two, ***, last two), the 30-day turnover of each.
    expect(items.map(({ userName, level, turnover30d }) => ({ userName, level, turnover30d }))).toEqual([
      {
        userName: `${grandchild.userName.slice(0, 2)}***${grandchild.userName.slice(-2)}`,
        level: 2,
        turnover30d: 2000,
      },
      {
        userName: `${child.userName.slice(0, 2)}***${child.userName.slice(-2)}`,
        level: 1,
        turnover30d: 1000.99,
      },
    ]);
    expect(JSON.stringify(members.body)).not.toContain(child.userName);
    expect(String(items[0]?.joinedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);

    // The child earned on the grandchild (their level 1); the referrer's rows are not theirs.
    const childMembers = await get(child, '/api/affiliates.members');
    expect(childMembers.body.data).toMatchObject({ total: 1 });
    expect((await get(child, '/api/affiliates.me')).body.data).toMatchObject({ earnings: { allTime: 10 } });

    // IDOR: no parameter asks for another member; one given is ignored, never obeyed.
    const stranger = await newMember(t);
    const theirs = await get(
      stranger,
      `/api/affiliates.members?uuid=${referrer.uuid}&memberId=${await idOf(referrer)}`,
    );
    expect(theirs.body.data).toMatchObject({ items: [], total: 0 });
    expect((await get(stranger, `/api/affiliates.me?uuid=${referrer.uuid}`)).body.data).toMatchObject({
      referred: { total: 0 },
      earnings: { allTime: 0 },
    });
    const theirEarnings = (await get(stranger, '/api/affiliates.earnings')).body.data?.days as {
      amount: number;
    }[];
    expect(theirEarnings.every((day) => day.amount === 0)).toBe(true);
    for (const path of ['/api/affiliates.me', '/api/affiliates.members', '/api/affiliates.earnings'])
      expect((await call(t, 'GET', path)).status).toBe(401);
  });

  it('pages the referred members, and refuses a bad page', async () => {
    const { referrer } = await chain();
    const page2 = await get(referrer, '/api/affiliates.members?page=2&pageSize=1');
    expect(page2.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.body.data?.items).toMatchObject([{ level: 1 }]);
    const past = await get(referrer, '/api/affiliates.members?page=3&pageSize=1');
    expect(past.body.data).toMatchObject({ items: [], total: 2 });
    expect((await get(referrer, '/api/affiliates.members?pageSize=500')).status).toBe(400);
    expect((await get(referrer, '/api/affiliates.members?page=0')).status).toBe(400);
  });
});

const yesterday = async (): Promise<string> =>
  rowsOf<{ day: string }>(
    await t.db.execute(
      sql`select to_char((now() at time zone interval '+07:00')::date - 1, 'YYYY-MM-DD') as day`,
    ),
  )[0]?.day ?? '';

describe('the affiliate back office', () => {
  it('lists plans to every role; only a Super Admin changes one, audited', async () => {
    const list = await staff.get('/api/admin/affiliate.plans.list');
    expect(list.status).toBe(200);
    expect((list.body.data!.items as unknown[])[0]).toMatchObject({
      agentId: 0,
      basis: 'TURNOVER',
      level1Percent: 0.5,
      level2Percent: 0.1,
      minPayout: 1,
    });
    await t.db.execute(sql`insert into agents (id, name) values (9100, 'Agent 9100')`);
    const plan = {
      agentId: 9100,
      basis: 'NET_LOSS',
      level1Percent: 12.5,
      level2Percent: 2.25,
      minPayout: 50,
    };
    expect((await staff.post('/api/admin/affiliate.plans.save', plan)).status).toBe(403);
    expect((await admin.post('/api/admin/affiliate.plans.save', plan)).status).toBe(403);
    const saved = await superAdmin.post('/api/admin/affiliate.plans.save', plan);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ ...plan, agentName: 'Agent 9100' });
    const [row] = rowsOf<{ level1_bp: number; level2_bp: number; min_payout: string }>(
      await t.db.execute(
        sql`select level1_bp, level2_bp, min_payout::text from affiliate_plans where agent_id = 9100`,
      ),
    );
    expect(row).toEqual({ level1_bp: 1250, level2_bp: 225, min_payout: '5000' });
    await superAdmin.post('/api/admin/affiliate.plans.save', { ...plan, level1Percent: 1 });
    const audits = await auditOf(t, '9100');
    expect(audits.filter((a) => a.targetType === 'affiliate_plan').map((a) => a.action)).toEqual([
      'affiliate.plans.create',
      'affiliate.plans.update',
    ]);
    // Members of agent 2 are paid by it from now on: put plan 0's rates back for the other tests.
    await t.db.execute(sql`delete from affiliate_plans where agent_id = 9100`);

    expect(
      (await superAdmin.post('/api/admin/affiliate.plans.save', { ...plan, agentId: 987_654 })).status,
    ).toBe(404);
    for (const bad of [
      { level1Percent: 0.001 },
      { level1Percent: 101 },
      { basis: 'GGR' },
      { minPayout: -1 },
    ]) {
      const res = await superAdmin.post('/api/admin/affiliate.plans.save', { ...plan, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('runs a day that has ended once (a re-run pays nothing), audited; lists the day and its rows', async () => {
    const referrer = await newMember(t);
    const day = await yesterday();
    // A day accrued below the minimum payout earlier: the run pays it.
    await t.db.execute(sql`
      insert into affiliate_accruals (referrer_id, day, basis, level1_amount, level2_amount, level1_bp, level2_bp, referred, commission, remainder)
      values (${(await idOf(referrer)).toString()}::bigint, ${day}::date, 'TURNOVER', 40000, 0, 50, 10, 1, 200, 0)`);
    const dayOf = async () =>
      ((await staff.get('/api/admin/affiliate.runs.list')).body.data!.items as { day: string }[]).find(
        (row) => row.day === day,
      );
    expect(await dayOf()).toMatchObject({
      day,
      referrers: 1,
      commission: 2,
      pending: 2,
    });

    expect((await staff.post('/api/admin/affiliate.runs.run', { day })).status).toBe(403);
    expect((await admin.post('/api/admin/affiliate.runs.run', { day })).status).toBe(403);
    const first = await superAdmin.post('/api/admin/affiliate.runs.run', { day });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ day, paid: 1, amount: 2 });
    const again = await superAdmin.post('/api/admin/affiliate.runs.run', { day });
    expect(again.body.data).toEqual({ day, accrued: 0, paid: 0, amount: 0 });
    expect((await get(referrer, '/api/affiliates.me')).body.data).toMatchObject({ earnings: { allTime: 2 } });
    expect((await auditOf(t, day)).map((a) => a.action)).toEqual([
      'affiliate.runs.run',
      'affiliate.runs.run',
    ]);

    expect(await dayOf()).toMatchObject({ day, paid: 2, pending: 0 });
    const rows = await staff.get(`/api/admin/affiliate.accruals.list?day=${day}`);
    expect(rows.body.data).toMatchObject({ total: 1 });
    expect((rows.body.data!.items as unknown[])[0]).toMatchObject({
      referrer: { uuid: referrer.uuid, userName: referrer.userName },
      level1Amount: 400,
      level1Percent: 0.5,
      commission: 2,
      paidKey: `af-commission:${await idOf(referrer)}:${day}`,
    });

    const today = await superAdmin.post('/api/admin/affiliate.runs.run', { day: '2999-01-01' });
    expect(today.status).toBe(409);
    expect(today.body).toMatchObject({ code: 'AFFILIATE_DAY_OPEN' });
    expect((await superAdmin.post('/api/admin/affiliate.runs.run', { day: '2026-13-40' })).status).toBe(400);
    expect((await staff.get('/api/admin/affiliate.accruals.list?day=nope')).status).toBe(400);
  });
});
