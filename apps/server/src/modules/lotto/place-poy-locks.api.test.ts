import { satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { balanceOf, credit, insertMembers } from '../wallet/test-kit.ts';
import { makeRound, WIDE_BOUNDS } from './lotto-test-kit.ts';
import { placePoy } from './place-poy.ts';

/**
 * placePoy prices a slip on numbers read before its transaction, then re-checks every rate under
 * the exposure row locks. These cases need real concurrent connections: PostgreSQL only.
 */
const template = inject('testDbTemplate');

describe.skipIf(template.engine !== 'postgres')('placing a poy under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(template);
    pool = new pg.Pool({ connectionString: database.databaseUrl, max: 20 });
    db = drizzle({ client: pool, schema });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.destroy();
  });

  const exposure = async (betId: string) =>
    rowsOf<{ stake: string; payout: string }>(
      await db.execute(
        sql`select stake::text, payout::text from lotto_exposure where round_id = ${betId}::bigint and option = 'teng_bon_2' and number = '55'`,
      ),
    )[0];

  /**
   * Runs `place` while another transaction holds the round as staff do (FOR UPDATE): the slip reads
   * its numbers, then waits for the round; the other transaction sells 2,000 baht on 55 and commits.
   */
  const placeWhileSold = async <T>(betId: string, place: () => Promise<T>): Promise<T> => {
    const staff = await pool.connect();
    try {
      await staff.query('begin');
      await staff.query('select id from lotto_rounds where id = $1 for update', [betId]);
      const placing = place();
      placing.catch(() => undefined);
      for (let waited = 0; ; waited += 50) {
        const { rows } = await pool.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows.length > 0) break;
        if (waited > 20_000) throw new Error('the slip never waited for the round');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await staff.query(
        `insert into lotto_exposure (round_id, option, number, stake, payout) values ($1, 'teng_bon_2', '55', 200000, 18000000)`,
        [betId],
      );
      await staff.query('commit');
      return await placing;
    } finally {
      // After a failure the staff transaction must not go back to the pool still open.
      await staff.query('rollback').catch(() => undefined);
      staff.release();
    }
  };

  const TIER = [{ aboveStake: 1000_00, ratePercent: 50 }];

  it('a line priced on numbers that went stale gets the rate for the stake sold before it; the exposure payout follows', async () => {
    const betId = await makeRound(db, 'gov', { tiers: TIER, bounds: WIDE_BOUNDS });
    const [m] = await insertMembers(db, 1);
    await credit(db, m!, 100_00n);
    const poyId = await placeWhileSold(betId, () =>
      placePoy(db, {
        memberId: m!,
        body: { betId, lines: [{ number: '55', option: 'teng_bon_2', price: satang(10_00) }] },
      }),
    );
    const lines = rowsOf<{ multiply: number; payout: string }>(
      await db.execute(
        sql`select multiply, payout::text from poy_lines where poy_id = ${poyId.toString()}::bigint`,
      ),
    );
    expect(lines).toEqual([{ multiply: 4500, payout: '45000' }]);
    expect(await exposure(betId)).toEqual({
      stake: String(2000_00 + 10_00),
      payout: String(18_000_000 + 45_000),
    });
    expect(await balanceOf(db, m!)).toEqual({ balance: 90_00n, held: 0n });
  }, 60_000);

  it('a line whose confirmed rate went stale is 409 RATE_CHANGED and moves nothing', async () => {
    const betId = await makeRound(db, 'gov', { tiers: TIER, bounds: WIDE_BOUNDS });
    const [m] = await insertMembers(db, 1);
    await credit(db, m!, 100_00n);
    const body = {
      betId,
      lines: [{ number: '55', option: 'teng_bon_2' as const, price: satang(10_00), multiply: 90 }],
    };
    await expect(placeWhileSold(betId, () => placePoy(db, { memberId: m!, body }))).rejects.toMatchObject({
      code: 'RATE_CHANGED',
      details: { rates: [{ number: '55', option: 'teng_bon_2', multiply: 45 }] },
    });
    expect(await exposure(betId)).toEqual({ stake: '200000', payout: '18000000' });
    expect(await balanceOf(db, m!)).toEqual({ balance: 100_00n, held: 0n });
    const [poys] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from poys where member_id = ${m!.toString()}::bigint`),
    );
    expect(poys?.n).toBe(0);
  }, 60_000);

  it('a number closed beyond 1,000 baht sold: 16 concurrent 600-baht slips, exactly two sell', async () => {
    const betId = await makeRound(db, 'gov', {
      tiers: [{ aboveStake: 1000_00, ratePercent: 0 }],
      bounds: WIDE_BOUNDS,
    });
    const members = await insertMembers(db, 16);
    await Promise.all(members.map((m) => credit(db, m, 1000_00n)));
    const answers = await Promise.allSettled(
      members.map((memberId) =>
        placePoy(db, {
          memberId,
          body: { betId, lines: [{ number: '55', option: 'teng_bon_2', price: satang(600_00) }] },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status === 'rejected')) {
      expect(refused.reason).toMatchObject({
        code: 'VALIDATION',
        fields: { 'lines.0.number': 'This number is closed' },
      });
    }
    expect(await exposure(betId)).toEqual({ stake: String(1200_00), payout: String(1200_00 * 90) });
  }, 60_000);
});
