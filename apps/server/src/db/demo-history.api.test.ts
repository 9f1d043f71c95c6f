import { computeYeekeeResult, ROUND_FAMILIES, type YingShotView } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../modules/members/test-kit.ts';
import { reconcile } from '../modules/wallet/reconcile.ts';
import { balanceOf } from '../modules/wallet/test-kit.ts';
import { rowsOf } from './client.ts';
import { HISTORY_PER_FAMILY } from './demo-history.ts';
import { seedDemo } from './demo-seed.ts';

let t: TestApp;
/** A fixed instant: the planted history depends only on it. */
const NOW = new Date('2026-11-27T12:00:00Z');
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, { alive: true, now: NOW });
});
afterAll(async () => {
  await t.close();
});

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(statement));
const demo01 = async () =>
  (await query<{ id: string }>(sql`select id::text from members where user_name = 'demo01'`))[0]!.id;

describe('demo history (DEMO, first start)', () => {
  it('plants the last 30 settled draws of every family, each with its confirmed result', async () => {
    const rows = await query<{ family: string; n: number; published_after: boolean }>(sql`
      select r.family, count(*)::int as n, bool_and(res.decided_at > r.result_at) as published_after
      from lotto_rounds r join lotto_results res on res.id = r.settled_result_id and res.status = 'CONFIRMED'
      where r.status = 'SETTLED' and r.result_at <= ${NOW.toISOString()}::timestamptz
      group by r.family order by r.family`);
    expect(Object.fromEntries(rows.map((r) => [r.family, r.n]))).toEqual(
      Object.fromEntries(ROUND_FAMILIES.map((f) => [f, HISTORY_PER_FAMILY])),
    );
    expect(rows.every((r) => r.published_after)).toBe(true);
  });

  it('gives the ledger only balanced entries: everything reconciles and demo01 holds its history plus the credit', async () => {
    const report = await reconcile(t.db);
    expect(report.ok).toBe(true);
    expect(report.mismatches).toEqual([]);
    const memberId = BigInt(await demo01());
    const [net] = await query<{
      deposits: string;
      bets: string;
      wins: string;
      won: number;
      lost: number;
    }>(sql`
      select (select sum(credited_amount) from deposits where member_id = ${memberId.toString()}::bigint and status = 'SUCCESS')::text as deposits,
        sum(total)::text as bets, sum(win)::text as wins,
        count(*) filter (where win > 0)::int as won, count(*) filter (where win = 0)::int as lost
      from poys where member_id = ${memberId.toString()}::bigint and status = 'SETTLED'`);
    expect(net!.won).toBeGreaterThan(0);
    expect(net!.lost).toBeGreaterThan(0);
    const expected = 1_000_000n + BigInt(net!.deposits) - BigInt(net!.bets) + BigInt(net!.wins);
    expect((await balanceOf(t.db, memberId))?.balance).toBe(expected);
    // The statement runs in time order: each line's balance follows from the one before.
    const lines = await query<{ amount: string; balance_after: string }>(sql`
      select p.amount::text, p.balance_after::text from ledger_postings p
      join ledger_accounts a on a.id = p.account_id and a.member_id = ${memberId.toString()}::bigint and a.kind = 'CASH'
      order by p.created_at, p.id`);
    let running = 0n;
    for (const line of lines) {
      running += BigInt(line.amount);
      expect(BigInt(line.balance_after)).toBe(running);
    }
    expect(running).toBe(expected);
  });

  it("a planted Yeekee round's published shot list recomputes to its stored result, shots labelled demo", async () => {
    const [round] = await query<{ id: string; result: { top3: string; bottom2: string } }>(sql`
      select r.id::text, res.result from lotto_rounds r join lotto_results res on res.id = r.settled_result_id
      where r.family = 'yeekee' order by r.result_at desc limit 1`);
    const exported = await call(t, 'GET', `/api/yings.export?betId=${round!.id}`);
    expect(exported.status).toBe(200);
    const shots = exported.body.data as unknown as YingShotView[];
    expect(shots.length).toBeGreaterThanOrEqual(20);
    expect(shots.every((shot) => shot.demo)).toBe(true);
    expect(computeYeekeeResult(shots)?.result).toMatchObject(round!.result);
  });

  it('runs once: a second start plants nothing more', async () => {
    const count = async () =>
      (
        await query<{ n: number }>(
          sql`select (select count(*) from lotto_rounds)::int + (select count(*) from poys)::int as n`,
        )
      )[0]!.n;
    const before = await count();
    await seedDemo(t.db, { alive: true, now: new Date(NOW.getTime() + 3_600_000) });
    expect(await count()).toBe(before);
  });
});
