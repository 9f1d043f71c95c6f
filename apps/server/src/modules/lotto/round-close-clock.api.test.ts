import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { shootYing } from '../yeekee/shoot-ying.ts';
import { balanceOf } from '../wallet/test-kit.ts';
import { fundedMember, makeRound } from './lotto-test-kit.ts';

/**
 * docs/lotto.md "Closing time": whether a round is open is decided by the database clock inside
 * the transaction that writes the poy (last right before COMMIT), never by the Node clock when the
 * request came in, so nothing is committed at or after close_at whatever the load.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const FUNDS = 1_000;
type Kind = 'gov' | 'hanoy';

/** One member's slip: 2-digit lines on a gov round, a 4D set on a Hanoi round. */
const slip = (kind: Kind, token: string, betId: string) =>
  kind === 'gov'
    ? call(t, 'POST', '/poy-api/poys.create', {
        token,
        body: { betId, lines: [{ number: '12', option: 'teng_bon_2', price: 10 }] },
      })
    : call(t, 'POST', '/api/lotteries.hanoy.create', { token, body: { betId, number: '1234', sets: 1 } });

const members = (n: number) => Promise.all(Array.from({ length: n }, () => fundedMember(t, FUNDS)));

/** Until `client` sees a backend of this database waiting for a row lock. */
const untilSomeoneWaits = async (client: pg.Client) => {
  for (let waiting = 0; waiting === 0;) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    waiting = rows[0]?.n ?? 0;
  }
};

/** A connection of its own (not one of the app's pool), to hold locks as staff would. */
const ownConnection = async () => {
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  return client;
};

/**
 * What must hold after any race with the close: every answer is a sale or ROUND_CLOSED; every
 * committed poy was made before close_at by the database clock; a refused member's money and the
 * round's poys are untouched; the ledger balances.
 */
const expectCloseHeld = async (
  betId: string,
  answers: Array<{ status: number; body: { code?: string } }>,
  buyers: Array<{ id: bigint }>,
) => {
  for (const answer of answers)
    if (answer.status !== 201) expect(answer).toMatchObject({ status: 400, body: { code: 'ROUND_CLOSED' } });
  const poys = rowsOf<{ member_id: string; total: string; late: boolean }>(
    await t.db.execute(sql`
      select p.member_id::text, p.total::text, p.created_at >= r.close_at as late
      from poys p join lotto_rounds r on r.id = p.round_id where p.round_id = ${betId}::bigint`),
  );
  expect(poys.filter((p) => p.late)).toEqual([]);
  expect(poys).toHaveLength(answers.filter((a) => a.status === 201).length);
  for (const [i, buyer] of buyers.entries()) {
    const spent = poys
      .filter((p) => p.member_id === buyer.id.toString())
      .reduce((sum, p) => sum + BigInt(p.total), 0n);
    expect(spent > 0n, `member ${i}`).toBe(answers[i]!.status === 201);
    expect((await balanceOf(t.db, buyer.id))?.balance).toBe(BigInt(FUNDS * 100) - spent);
  }
  expect((await reconcile(t.db)).ok).toBe(true);
};

/** close_at a moment ahead of the database's clock (never the Node clock). */
const closeSoon = (betId: string, ms: number) =>
  t.db.execute(sql`
    update lotto_rounds set close_at = now() + make_interval(secs => ${ms / 1000})
    where id = ${betId}::bigint`);

describe('the close of a round is decided by the database clock', () => {
  it.each(['gov', 'hanoy'] as const)(
    '%s: 20 concurrent slips racing close_at: nothing is committed at or after it, the refused change nothing',
    async (kind) => {
      const betId = await makeRound(t.db, kind);
      const buyers = await members(20);
      await closeSoon(betId, 100);
      const answers = await Promise.all(buyers.map((m) => slip(kind, m.token, betId)));
      await expectCloseHeld(betId, answers, buyers);
    },
  );

  it('the last statement before COMMIT refuses a slip once the clock reached close_at (SQLSTATE CD002)', async () => {
    const closed = t.db.execute(sql`select lotto_assert_open(clock_timestamp())`);
    await expect(closed).rejects.toSatisfy((error: unknown) => pgErrorOf(error)?.code === 'CD002');
    const [open] = rowsOf<{ ok: boolean }>(
      await t.db.execute(sql`select lotto_assert_open(now() + interval '1 minute') is not null as ok`),
    );
    expect(open?.ok).toBe(true);
  });
});

// Slips held up in the database (here: staff holding the round) while its close passes. Real
// waiting on a row lock needs concurrent connections: PostgreSQL only (PGlite is one connection).
describe.skipIf(inject('testDbTemplate').engine !== 'postgres')(
  'slips that reach the database after the close (PostgreSQL)',
  () => {
    it.each(['gov', 'hanoy'] as const)(
      '%s: 20 slips sent while the round was open but written after its close are all refused',
      async (kind) => {
        const betId = await makeRound(t.db, kind);
        const buyers = await members(20);
        const staff = await ownConnection();
        try {
          await staff.query('begin');
          await staff.query('select id from lotto_rounds where id = $1 for update', [betId]);
          const answers = Promise.all(buyers.map((m) => slip(kind, m.token, betId)));
          // Once a slip waits for the round, it has certainly been received while the round was open.
          await untilSomeoneWaits(staff);
          await staff.query('update lotto_rounds set close_at = clock_timestamp() where id = $1', [betId]);
          await staff.query('commit');
          const settled = await answers;
          expect(settled.map((a) => a.status)).toEqual(Array(20).fill(400));
          await expectCloseHeld(betId, settled, buyers);
        } finally {
          await staff.query('rollback').catch(() => undefined);
          await staff.end();
        }
      },
    );
  },
);

describe.skipIf(inject('testDbTemplate').engine !== 'postgres')(
  'Yeekee shots that wait past the end of shooting (PostgreSQL)',
  () => {
    it('shots queued while shooting was open but written after result_at are refused; none is stored late', async () => {
      const betId = await makeRound(t.db, 'yeekee', {
        closeAt: new Date(Date.now() + 60_000),
        resultAt: new Date(Date.now() + 180_000),
      });
      const shooters = await members(20);
      await shootYing(t.db, { memberId: shooters[0]!.id, body: { betId, yingNumber: '00000' } });
      const staff = await ownConnection();
      try {
        // The draw's lock on the round's counter: the next batch waits for it, later shots queue behind.
        await staff.query('begin');
        await staff.query('select 1 from lotto_ying_counters where round_id = $1 for update', [betId]);
        const first = shootYing(t.db, { memberId: shooters[1]!.id, body: { betId, yingNumber: '00001' } });
        await untilSomeoneWaits(staff);
        const queued = shooters
          .slice(2)
          .map((m, i) =>
            shootYing(t.db, { memberId: m.id, body: { betId, yingNumber: String(i).padStart(5, '0') } }),
          );
        await staff.query(
          'update lotto_rounds set close_at = clock_timestamp(), result_at = clock_timestamp() where id = $1',
          [betId],
        );
        await staff.query('commit');
        await first;
        const outcomes = await Promise.allSettled(queued);
        for (const outcome of outcomes)
          expect(outcome).toMatchObject({
            status: 'rejected',
            reason: { statusCode: 400, message: 'round closed' },
          });
        const late = rowsOf<{ n: number }>(
          await t.db.execute(sql`
            select count(*)::int as n from lotto_yings y join lotto_rounds r on r.id = y.round_id
            where y.round_id = ${betId}::bigint and y.created_at >= r.result_at`),
        );
        expect(late[0]?.n).toBe(0);
      } finally {
        await staff.query('rollback').catch(() => undefined);
        await staff.end();
      }
    });
  },
);
