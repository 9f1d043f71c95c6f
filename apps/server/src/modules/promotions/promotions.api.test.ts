import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { member, type Member } from '../deposits/deposits-test-kit.ts';
import { MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { balanceOf, credit, debit } from '../wallet/test-kit.ts';
import { claim, createPromotion, listed, postedLastWeek } from './promotions-test-kit.ts';

/** docs/growth.md "Promotions": each type's amount, the window, the audience, once per member. */
let t: TestApp;
let staff: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  staff = (await signedIn(t, 'Administrator')).client;
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  const report = await reconcile(t.db);
  expect(report.mismatches).toEqual([]);
  expect(report.ok).toBe(true);
});

const cash = async (m: Member) => (await balanceOf(t.db, m.id, 'CASH'))?.balance ?? 0n;

const requirements = async (m: Member) =>
  rowsOf<{ type: string; required: string; ref_type: string }>(
    await t.db.execute(sql`
      select type, required::text, ref_type from credit_turnovers where member_id = ${m.id.toString()}::bigint`),
  );

describe('each type pays its percent of its basis, rounded down and capped', () => {
  it('FIRST_DEPOSIT: only while the first deposit is the only one; 50 % of 1,000.05 = 500.02, turnover 3 × (deposit + bonus)', async () => {
    const id = await createPromotion(staff, { type: 'FIRST_DEPOSIT', percent: 50, turnoverMultiplier: 3 });
    const m = await member(t);
    expect(await listed(t, id, m)).toMatchObject({
      claimable: false,
      claimedAt: null,
      bonus: 0,
      turnOver: 0,
    });
    expect((await claim(t, m, id)).body.code).toBe('PROMOTION_NOTHING_TO_CLAIM');

    await credit(t.db, m.id, 1_000_05n);
    expect(await listed(t, id, m)).toMatchObject({ claimable: true, bonus: 500.02, turnOver: 4_500.21 });
    expect(await claim(t, m, id)).toMatchObject({
      status: 200,
      body: { data: { bonus: 500.02, turnOver: 4_500.21 } },
    });
    expect(await cash(m)).toBe(1_500_07n);
    expect(await requirements(m)).toEqual([
      { type: 'PROMOTION', required: '450021', ref_type: 'promotion-claim' },
    ]);
    expect((await claim(t, m, id)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    expect((await listed(t, id, m))?.claimedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);

    const late = await member(t);
    await credit(t.db, late.id, 100_00n);
    await credit(t.db, late.id, 100_00n);
    expect((await claim(t, late, id)).body.code).toBe('PROMOTION_NOTHING_TO_CLAIM');
  });

  it('DEPOSIT: the latest deposit no claim used; capped; a deposit backs one claim of any promotion', async () => {
    const id = await createPromotion(staff, {
      type: 'DEPOSIT',
      percent: 10,
      cap: 150,
      turnoverMultiplier: 2,
    });
    const first = await createPromotion(staff, { type: 'FIRST_DEPOSIT', percent: 10 });
    const m = await member(t);
    await credit(t.db, m.id, 300_00n);
    await credit(t.db, m.id, 2_000_00n);
    // 10 % of 2,000 = 200, capped at 150; turnover (2,000 + 150) × 2.
    expect((await claim(t, m, id)).body.data).toEqual({ bonus: 150, turnOver: 4_300 });

    const once = await member(t);
    await credit(t.db, once.id, 500_00n);
    expect((await claim(t, once, first)).body.data).toEqual({ bonus: 50, turnOver: 550 });
    expect((await claim(t, once, id)).body.code).toBe('PROMOTION_NOTHING_TO_CLAIM');
  });

  it("CASHBACK: 5 % of last +07:00 week's net loss, once a week; this week's play does not count", async () => {
    const id = await createPromotion(staff, { type: 'CASHBACK', percent: 5, turnoverMultiplier: 1 });
    const m = await member(t);
    await credit(t.db, m.id, 5_000_00n);
    const bet = await debit(t.db, m.id, 1_000_01n);
    const win = await credit(t.db, m.id, 200_00n, { type: 'WIN_GOV', house: 'HOUSE_REVENUE' });
    await postedLastWeek(t, bet.entryId);
    await postedLastWeek(t, win.entryId);
    await debit(t.db, m.id, 3_000_00n); // this week: next week's cashback
    // Net loss 800.01: 5 % = 40.0005, paid 40.00.
    expect(await listed(t, id, m)).toMatchObject({ claimable: true, bonus: 40, turnOver: 40 });
    expect((await claim(t, m, id)).body.data).toEqual({ bonus: 40, turnOver: 40 });
    expect((await claim(t, m, id)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    const [row] = rowsOf<{ period: string; basis: string }>(
      await t.db.execute(
        sql`select period, basis::text from promotion_claims where member_id = ${m.id.toString()}::bigint`,
      ),
    );
    // The period is the Monday of the week paid.
    expect(new Date(`${row?.period}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(row?.basis).toBe('80001');

    const winner = await member(t);
    await credit(t.db, winner.id, 100_00n, { type: 'WIN_GOV', house: 'HOUSE_REVENUE' }).then((w) =>
      postedLastWeek(t, w.entryId),
    );
    expect((await claim(t, winner, id)).body.code).toBe('PROMOTION_NOTHING_TO_CLAIM');
  });
});

describe('the window and the audience are the server’s', () => {
  it('not started, ended or disabled: refused and not listed', async () => {
    const hour = 3_600_000;
    const future = await createPromotion(staff, {
      type: 'DEPOSIT',
      startsAt: new Date(Date.now() + hour).toISOString(),
      endsAt: new Date(Date.now() + 2 * hour).toISOString(),
    });
    const past = await createPromotion(staff, {
      type: 'DEPOSIT',
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    const disabled = await createPromotion(staff, { type: 'DEPOSIT', active: false });
    const m = await member(t);
    await credit(t.db, m.id, 100_00n);
    for (const id of [future, past, disabled]) {
      expect(await claim(t, m, id)).toMatchObject({ status: 409, body: { code: 'PROMOTION_NOT_ACTIVE' } });
      expect(await listed(t, id, m)).toBeUndefined();
    }
    expect((await claim(t, m, '999999999')).status).toBe(404);
    expect((await claim(t, m, 'abc')).status).toBe(400);
  });

  it('NEW_MEMBERS within N days of registering; LEVEL at or above the level', async () => {
    const fresh = await createPromotion(staff, {
      type: 'DEPOSIT',
      audience: 'NEW_MEMBERS',
      newMemberDays: 30,
    });
    const vip = await createPromotion(staff, { type: 'DEPOSIT', audience: 'LEVEL', minLevel: 2 });
    const old = await member(t);
    await t.db.execute(
      sql`update members set created_at = now() - interval '31 days' where id = ${old.id.toString()}::bigint`,
    );
    await credit(t.db, old.id, 100_00n);
    expect(await claim(t, old, fresh)).toMatchObject({
      status: 403,
      body: { code: 'PROMOTION_NOT_ELIGIBLE' },
    });
    expect((await claim(t, old, vip)).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect(await listed(t, vip, old)).toMatchObject({ claimable: false });
    await t.db.execute(sql`update members set level = 2 where id = ${old.id.toString()}::bigint`);
    expect((await claim(t, old, vip)).body.data).toEqual({ bonus: 10, turnOver: 110 });
    const young = await member(t);
    await credit(t.db, young.id, 100_00n);
    expect((await claim(t, young, fresh)).status).toBe(200);
  });
});

describe('once per member', () => {
  it('20 claims at once pay one bonus, one entry, one requirement', async () => {
    const id = await createPromotion(staff, { type: 'DEPOSIT', percent: 10 });
    const m = await member(t);
    await credit(t.db, m.id, 1_000_00n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(t, m, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'PROMOTION_ALREADY_CLAIMED')).toHaveLength(19);
    expect(await cash(m)).toBe(1_100_00n);
    const [counts] = rowsOf<{ claims: number; entries: number; requirements: number }>(
      await t.db.execute(sql`
        select (select count(*) from promotion_claims where member_id = ${m.id.toString()}::bigint)::int as claims,
          (select count(*) from ledger_entries where type = 'PROMOTION_BONUS' and ref_id = ${id})::int as entries,
          (select count(*) from credit_turnovers where member_id = ${m.id.toString()}::bigint)::int as requirements`),
    );
    expect(counts).toEqual({ claims: 1, entries: 1, requirements: 1 });
  });

  it("a claim is the caller's own: another member's uuid in the body pays the caller, and each sees only their own", async () => {
    const id = await createPromotion(staff, { type: 'DEPOSIT', percent: 10 });
    const a = await member(t);
    const b = await member(t);
    await credit(t.db, a.id, 100_00n);
    await credit(t.db, b.id, 200_00n);
    expect((await claim(t, b, id, { uuid: a.uuid, memberId: a.id.toString() })).body.data).toMatchObject({
      bonus: 20,
    });
    expect(await cash(a)).toBe(100_00n);
    expect(await listed(t, id, a)).toMatchObject({ claimable: true, claimedAt: null, bonus: 10 });
    expect(await listed(t, id, b)).toMatchObject({ claimable: false });
  });
});
