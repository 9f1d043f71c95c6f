import { computeYeekeeResult, type YingResultView, type YingShotView } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestMember,
  openTestSocket,
  startTestNode,
  type TestMember,
  type TestNode,
} from '../../../test/realtime-node.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { openDatabase, rowsOf, type Database, type DbConnection } from '../../db/client.ts';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { makeRound } from '../lotto/lotto-test-kit.ts';
import { settleRound } from '../lotto/settle-round.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { balanceOf, credit } from '../wallet/test-kit.ts';
import { drawShootingRound } from './draw-shooting-rounds.ts';
import { shootYing } from './shoot-ying.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const five = (n: number) => n.toString().padStart(5, '0');
const cash = async (id: bigint) => (await balanceOf(t.db, id))?.balance ?? 0n;
const shoot = (member: TestMember, betId: string, yingNumber: unknown) =>
  call(t, 'POST', '/api/yings.create', { token: member.token, body: { betId, yingNumber } });

/** A Yeekee round open for betting now; shooting ends 2 minutes after close (result_at). */
const shootingRound = (closeInMs = 60 * MINUTE, family: 'yeekee' | 'yeekee5min' | 'pingpong' = 'yeekee') => {
  const closeAt = new Date(Date.now() + closeInMs);
  return makeRound(t.db, family, { closeAt, resultAt: new Date(closeAt.getTime() + 2 * MINUTE) });
};
const roundTimes = async (betId: string) =>
  rowsOf<{ open_at: Date; close_at: Date; result_at: Date }>(
    await t.db.execute(
      sql`select open_at, close_at, result_at from lotto_rounds where id = ${betId}::bigint`,
    ),
  ).map((r) => ({
    openAt: new Date(r.open_at),
    closeAt: new Date(r.close_at),
    resultAt: new Date(r.result_at),
  }))[0]!;

const members = (n: number) => Promise.all(Array.from({ length: n }, () => createTestMember(t)));

/** Shots one after another (seq 1, 2, …) by distinct members, through the use case. */
const shootInOrder = async (betId: string, shooters: readonly TestMember[], numbers: readonly string[]) => {
  for (const [i, yingNumber] of numbers.entries())
    await shootYing(t.db, { memberId: shooters[i % shooters.length]!.id, body: { betId, yingNumber } });
};

/** Moves the round's times relative to the database clock (shots are timed by it). */
const setRoundTimes = (betId: string, times: { open: string; close: string; result: string }) =>
  t.db.execute(sql`
    update lotto_rounds set open_at = now() + ${times.open}::interval, close_at = now() + ${times.close}::interval,
      result_at = now() + ${times.result}::interval
    where id = ${betId}::bigint`);

describe('yings.create', () => {
  it('50 concurrent shooters get sequence numbers 1..50, no gap, no repeat; the counter agrees with the list', async () => {
    const betId = await shootingRound();
    const shooters = await members(50);
    const answers = await Promise.all(shooters.map((m, i) => shoot(m, betId, five(i * 1999))));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const seqs = answers.map((a) => (a.body.data as unknown as YingShotView).seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const stored = rowsOf<{ seq: number; ying_number: string }>(
      await t.db.execute(
        sql`select seq, ying_number from lotto_yings where round_id = ${betId}::bigint order by seq`,
      ),
    );
    expect(stored.map((s) => s.seq)).toEqual(seqs);
    const summary = await call(t, 'POST', '/api/yings.summary', {
      token: shooters[0]!.token,
      body: { betId },
    });
    const expectedSum = Array.from({ length: 50 }, (_, i) => i * 1999).reduce((a, b) => a + b, 0);
    expect(summary.body.data).toMatchObject({ count: 50, sum: String(expectedSum), sixteenth: { seq: 35 } });
    const latest = await call(t, 'GET', `/api/yings?betId=${betId}&limit=3`, { token: shooters[0]!.token });
    expect((latest.body.data as unknown as YingShotView[]).map((s) => s.seq)).toEqual([50, 49, 48]);
    expect((latest.body.data as unknown as YingShotView[])[0]!.userName).toMatch(/^rt\*\*\*\d\d$/);
  });

  it('one shot per member every 5 s: 429 with Retry-After, accepted again 5 s later', async () => {
    const betId = await shootingRound();
    const [member] = await members(1);
    expect((await shoot(member!, betId, '12345')).status).toBe(201);
    const again = await shoot(member!, betId, '54321');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Concurrent shots of one member: exactly one passes.
    const [other] = await members(1);
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => shoot(other!, betId, five(i))));
    expect(burst.map((b) => b.status).sort()).toEqual([201, 429, 429, 429, 429]);
    const m = (await members(1))[0]!;
    const shotBy = (yingNumber: string) => shootYing(t.db, { memberId: m.id, body: { betId, yingNumber } });
    // Time passes for the cooldown by moving the last shot back, by the database clock.
    const lastShotAgo = (interval: string) =>
      t.db.execute(
        sql`update lotto_ying_cooldowns set last_at = clock_timestamp() - ${interval}::interval where member_id = ${m.id.toString()}::bigint`,
      );
    await shotBy('00001');
    await lastShotAgo('4 seconds');
    await expect(shotBy('00002')).rejects.toMatchObject({ statusCode: 429 });
    await lastShotAgo('5 seconds');
    await expect(shotBy('00003')).resolves.toMatchObject({ yingNumber: '00003' });
    // The refused shots took no sequence number.
    const seqs = rowsOf<{ seq: number }>(
      await t.db.execute(sql`select seq from lotto_yings where round_id = ${betId}::bigint order by seq`),
    );
    expect(seqs.map((s) => s.seq)).toEqual([1, 2, 3, 4]);
  });

  it('shoots from open until close + 2 min (exclusive): the edges, a closed round, bad input, status 4, another family', async () => {
    const betId = await shootingRound();
    const [a, b, c] = await members(3);
    const by = (member: TestMember) =>
      shootYing(t.db, { memberId: member.id, body: { betId, yingNumber: '00000' } });
    await setRoundTimes(betId, { open: '1 minute', close: '2 minutes', result: '4 minutes' });
    await expect(by(a!)).rejects.toMatchObject({ statusCode: 400, message: 'round closed' });
    await setRoundTimes(betId, { open: '0', close: '1 minute', result: '3 minutes' });
    await expect(by(a!)).resolves.toMatchObject({ seq: 1 });
    // Betting closed, shooting still open until result_at (close + 2 minutes).
    await setRoundTimes(betId, { open: '-1 hour', close: '-1 minute', result: '1 minute' });
    await expect(by(b!)).resolves.toMatchObject({ seq: 2 });
    await setRoundTimes(betId, { open: '-1 hour', close: '-2 minutes', result: '0' });
    await expect(by(c!)).rejects.toMatchObject({ statusCode: 400, message: 'round closed' });

    const closed = await makeRound(t.db, 'yeekee', {
      openAt: new Date(Date.now() - 60 * MINUTE),
      closeAt: new Date(Date.now() - 3 * MINUTE),
      resultAt: new Date(Date.now() - MINUTE),
    });
    expect((await shoot(c!, closed, '12345')).body).toMatchObject({
      code: 'SHOOTING_CLOSED',
      message: 'round closed',
    });
    for (const bad of ['1234', '123456', '12a45', 12345, ''])
      expect(await shoot(c!, betId, bad)).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION',
          fields: { yingNumber: 'Shoot a number of exactly 5 digits (00000-99999)' },
        },
      });
    const suspended = await createTestMember(t, 4);
    expect((await shoot(suspended, betId, '12345')).status).toBe(403);
    const gov = await makeRound(t.db, 'gov');
    expect((await shoot(c!, gov, '12345')).body).toMatchObject({
      code: 'NOT_A_SHOOTING_ROUND',
      message: 'This round has no shooting',
    });
    expect((await shoot(c!, '999999999', '12345')).status).toBe(404);
  });
});

describe('the draw at the end of shooting', () => {
  /** A funded member with a poy of `baht` on teng_bon_3 `number` in the round. */
  const bettor = async (betId: string, number: string, baht: number) => {
    const member = await createTestMember(t);
    await credit(t.db, member.id, 1_000_000n);
    const placed = await call(t, 'POST', '/poy-api/poys.create', {
      token: member.token,
      body: { betId, lines: [{ number, option: 'teng_bon_3', price: baht }] },
    });
    expect(placed.status).toBe(201);
    return member;
  };

  it('19 shots: the round is voided and every poy refunded (ABORT_POY); the result says VOIDED', async () => {
    const betId = await shootingRound();
    const player = await bettor(betId, '123', 150);
    expect(await cash(player.id)).toBe(1_000_000n - 15_000n);
    const { resultAt } = await roundTimes(betId);
    await shootInOrder(
      betId,
      [player, ...(await members(18))],
      Array.from({ length: 19 }, (_, i) => five(i)),
    );
    expect(await drawShootingRound(t.db, betId, resultAt)).toMatchObject({
      kind: 'voided',
      count: 19,
      refunded: 15_000n,
    });
    expect(await cash(player.id)).toBe(1_000_000n);
    const entries = rowsOf<{ type: string }>(
      await t.db.execute(
        sql`select type from ledger_entries where idempotency_key like 'abort-poy:%' and ref_id in (select id::text from poys where round_id = ${betId}::bigint)`,
      ),
    );
    expect(entries.map((e) => e.type)).toEqual(['ABORT_POY']);
    const result = await call(t, 'POST', '/api/ying-results.one', { token: player.token, body: { betId } });
    expect(result.body.data).toMatchObject({ status: 'VOIDED', count: 19, top3: null });
    expect(await drawShootingRound(t.db, betId, resultAt)).toEqual({ kind: 'busy' });
  });

  it('computes the result from the published list, settles WIN_YEEKEE, pays the 16th and last shooter bonus only with >= 100 baht bet', async () => {
    const betId = await shootingRound();
    const { resultAt } = await roundTimes(betId);
    // 20 shots of "00007" → S 140, 16th newest (seq 5) 7, R 133 → top3 133.
    const numbers = Array<string>(20).fill('00007');
    const expected = computeYeekeeResult(numbers.map((yingNumber, i) => ({ seq: i + 1, yingNumber })))!;
    expect(expected.result.top3).toBe('133');
    const sixteenth = await bettor(betId, expected.result.top3, 100); // bets 100 baht and wins
    const last = await bettor(betId, '999', 99.99); // bets just under 100 baht
    const others = await members(18);
    // seq 5 is the 16th from the newest of 20; seq 20 the last.
    const order = [...others.slice(0, 4), sixteenth, ...others.slice(4, 18), last];
    const before = { sixteenth: await cash(sixteenth.id), last: await cash(last.id) };

    const early = await call(t, 'GET', `/api/yings.export?betId=${betId}`);
    expect(early).toMatchObject({
      status: 400,
      body: { message: 'The shot list is published when shooting closes' },
    });
    await shootInOrder(betId, order, numbers);
    expect(
      (await call(t, 'POST', '/api/ying-results.one', { token: last.token, body: { betId } })).status,
    ).toBe(400);

    const outcome = await drawShootingRound(t.db, betId, resultAt);
    expect(outcome).toMatchObject({ kind: 'drawn', count: 20, bonus: 40_000n });
    expect((await settleRound(t.db, BigInt(betId))).settled).toBe(true);
    // Win: 100 baht × 850 on teng_bon_3, plus the 400 baht 16th-shot bonus; the last shooter bet 99.99: nothing.
    expect(await cash(sixteenth.id)).toBe(before.sixteenth + 8_500_000n + 40_000n);
    expect(await cash(last.id)).toBe(before.last);
    const bonuses = rowsOf<{ idempotency_key: string }>(
      await t.db.execute(
        sql`select idempotency_key from ledger_entries where type = 'YING_WIN' and idempotency_key like ${`ying-win:${betId}:%`}`,
      ),
    );
    expect(bonuses.map((b) => b.idempotency_key)).toEqual([`ying-win:${betId}:sixteenth`]);

    // Anyone recomputes the stored result from the public export.
    const exported = await fetch(`${t.url}/api/yings.export?betId=${betId}`).then(
      (r) => r.json() as Promise<{ data: YingShotView[] }>,
    );
    expect(exported.data).toHaveLength(20);
    const recomputed = computeYeekeeResult(exported.data)!;
    const result = (await call(t, 'POST', '/api/ying-results.one', { token: last.token, body: { betId } }))
      .body.data as unknown as YingResultView;
    expect(result).toMatchObject({
      status: 'SETTLED',
      count: 20,
      sum: recomputed.sum.toString(),
      r: recomputed.r.toString(),
      ...recomputed.result,
      exportUrl: `/api/yings.export?betId=${betId}`,
    });
    expect(result.sixteenth).toMatchObject({ seq: 5, yingNumber: '00007' });
    const csv = await fetch(`${t.url}/api/yings.export?betId=${betId}&format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('seq,yingNumber,userName,createdAt');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(
      exported.data.map((s) => `${s.seq},${s.yingNumber}`),
    );

    // Drawing again (another node, a retry) changes nothing; no shot lands after the draw.
    expect(await drawShootingRound(t.db, betId, resultAt)).toEqual({ kind: 'busy' });
    await expect(
      shootYing(t.db, {
        memberId: others[0]!.id,
        body: { betId, yingNumber: '11111' },
      }),
    ).rejects.toMatchObject({ message: 'round closed' });
  });

  it('two nodes drawing at once store one result and pay each bonus once', async () => {
    const betId = await shootingRound();
    const { resultAt } = await roundTimes(betId);
    const shooters = await members(20);
    await shootInOrder(
      betId,
      shooters,
      Array.from({ length: 20 }, (_, i) => five(i * 4321)),
    );
    const outcomes = await Promise.all([
      drawShootingRound(t.db, betId, resultAt),
      drawShootingRound(t.db, betId, resultAt),
    ]);
    expect(outcomes.filter((o) => o.kind === 'drawn')).toHaveLength(1);
    const results = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from lotto_results where round_id = ${betId}::bigint`),
    );
    expect(results[0]?.n).toBe(1);
  });
});

describe('no staff path changes a Yeekee result', () => {
  it('the admin result entry refuses a Yeekee round; the database refuses a typed result for it and a computed one elsewhere', async () => {
    const betId = await shootingRound(-10 * MINUTE);
    const admin = await signedIn(t, 'Super Admin');
    const entered = await admin.client.post(`/api/admin/lotto/rounds/${betId}/results`, {
      input: { kind: 'stock', index: '1,234.56', change: '-1.23' },
    });
    expect(entered).toMatchObject({
      status: 400,
      body: { message: 'Results of this family are computed, not entered' },
    });
    await expect(
      t.db.execute(
        sql`insert into lotto_results (round_id, version, input, result, status, source, entered_by) values (${betId}::bigint, 1, '{}', '{}', 'PENDING', 'STAFF', ${admin.id.toString()}::bigint)`,
      ),
    ).rejects.toThrow();
    const gov = await makeRound(t.db, 'gov');
    await expect(
      t.db.execute(
        sql`insert into lotto_results (round_id, version, input, result, status, source) values (${gov}::bigint, 1, '{}', '{}', 'CONFIRMED', 'YEEKEE')`,
      ),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from lotto_yings`)).rejects.toThrow();
  });
});

describe('live: ying-update over WS /ccu', () => {
  it('a member watching the round gets new shots with the running count and sum, at most 4 frames a second', async () => {
    const betId = await shootingRound();
    const watcher = await createTestMember(t);
    const socket = openTestSocket(`${t.url.replace(/^http/, 'ws')}/ccu?token=${watcher.token}`);
    await socket.opened;
    socket.ws.send(JSON.stringify({ action: 'subscribe', channel: `ying:${betId}` }));
    await socket.nextFrame((f) => f.includes('"subscribed"'));
    socket.ws.send(JSON.stringify({ action: 'subscribe', channel: 'someone-else-uuid' }));
    await socket.nextFrame((f) => f.includes('"subscribe-refused"') && f.includes('someone-else-uuid'));
    // At most 4 public topics per socket: a fifth is refused until one is dropped.
    // Other rounds' channels (ids no test round has).
    for (const other of ['ying:900000001', 'ying:900000002', 'ying:900000003']) {
      socket.ws.send(JSON.stringify({ action: 'subscribe', channel: other }));
      await socket.nextFrame((f) => f.includes('"subscribed"') && f.includes(`"${other}"`));
    }
    socket.ws.send(JSON.stringify({ action: 'subscribe', channel: 'ying:900000004' }));
    await socket.nextFrame((f) => f.includes('"subscribe-refused"') && f.includes('"ying:900000004"'));
    socket.ws.send(JSON.stringify({ action: 'unsubscribe', channel: 'ying:900000003' }));
    socket.ws.send(JSON.stringify({ action: 'subscribe', channel: 'ying:900000004' }));
    await socket.nextFrame((f) => f.includes('"subscribed"') && f.includes('"ying:900000004"'));

    const shooters = await members(30);
    const started = Date.now();
    for (const [i, m] of shooters.entries()) expect((await shoot(m, betId, five(i))).status).toBe(201);
    const last = await socket.nextFrame(
      (f) => f.includes('"ying-update"') && f.includes('\\"count\\":30'),
      3_000,
    );
    const elapsed = Date.now() - started;
    const updates = socket.frames
      .filter((f) => f.includes('"ying-update"'))
      .map((f) => JSON.parse(f) as { channel: string; message: string });
    expect(updates[0]!.channel).toBe(`ying:${betId}`);
    const shots = updates.flatMap((u) =>
      (JSON.parse(u.message) as { shots: YingShotView[] }).shots.map((s) => s.seq),
    );
    expect(shots.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(JSON.parse((JSON.parse(last) as { message: string }).message)).toMatchObject({
      count: 30,
      sum: String((29 * 30) / 2),
    });
    // 250 ms apart at least: no more frames than 4 a second over the time it took (+ the first at once).
    expect(updates.length).toBeLessThanOrEqual(Math.floor(elapsed / 250) + 2);
    expect(updates.length).toBeLessThan(30);
    socket.ws.close();
  });
});

const template = inject('testDbTemplate');
describe.skipIf(template.engine !== 'postgres')(
  'two server nodes on one PostgreSQL (api-postgres only)',
  () => {
    let database: TestDatabase;
    let nodeA: Database;
    let nodeB: DbConnection;
    beforeAll(async () => {
      database = await createTestDatabase(template);
      nodeA = database.connection.db;
      // A second pool: its own shot queue, as another server process would have.
      nodeB = await openDatabase({ databaseUrl: database.databaseUrl!, pgliteDir: '' });
    });
    afterAll(async () => {
      await nodeB?.close();
      await database?.destroy();
    });

    it('shots through both nodes at once, racing the draw: numbers 1..N without gaps, and the result is computed from exactly the accepted list', async () => {
      const resultAt = new Date(Date.now() + 3 * MINUTE);
      const betId = await makeRound(nodeA, 'yeekee', { closeAt: new Date(Date.now() + MINUTE), resultAt });
      const ids = rowsOf<{ id: string }>(
        await nodeA.execute(
          sql`insert into members (user_name, pin_hash) select 'two' || g, 'x' from generate_series(1, 400) g returning id::text`,
        ),
      ).map((r) => BigInt(r.id));
      const shot = (i: number) =>
        shootYing(i % 2 ? nodeB.db : nodeA, {
          memberId: ids[i]!,
          body: { betId, yingNumber: five(i * 37) },
        }).then(
          (s) => s.seq,
          (e: { message: string }) => e.message,
        );
      const first = await Promise.all(ids.slice(0, 200).map((_, i) => shot(i)));
      expect([...first].sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 200 }, (_, i) => i + 1),
      );
      // The draw closes the counter while 200 more shots (still inside the window by their time) arrive on both nodes.
      const [late, drawn] = await Promise.all([
        Promise.all(ids.slice(200).map((_, i) => shot(200 + i))),
        drawShootingRound(nodeA, betId, resultAt),
      ]);
      expect(drawn.kind).toBe('drawn');
      const acceptedLate = late.filter((x): x is number => typeof x === 'number');
      expect(late.filter((x) => typeof x !== 'number').every((x) => x === 'round closed')).toBe(true);
      const list = rowsOf<{ seq: number; ying_number: string }>(
        await nodeA.execute(
          sql`select seq, ying_number from lotto_yings where round_id = ${betId}::bigint order by seq`,
        ),
      );
      expect(list.map((s) => s.seq)).toEqual(
        Array.from({ length: 200 + acceptedLate.length }, (_, i) => i + 1),
      );
      const stored = rowsOf<{ result: object; input: { count: number } }>(
        await nodeA.execute(sql`select result, input from lotto_results where round_id = ${betId}::bigint`),
      )[0]!;
      expect(stored.input.count).toBe(list.length);
      expect(stored.result).toEqual(
        computeYeekeeResult(list.map((s) => ({ seq: s.seq, yingNumber: s.ying_number })))!.result,
      );
    });
  },
);

const redisUrl = process.env.REDIS_URL;
const redisSkip =
  template.engine !== 'postgres' ? 'needs the PostgreSQL engine' : !redisUrl ? 'needs REDIS_URL' : undefined;
describe.skipIf(redisSkip !== undefined)(
  `ying-update across two nodes through Redis${redisSkip ? ` (skipped: ${redisSkip})` : ''}`,
  () => {
    let database: TestDatabase;
    let nodeA: TestNode;
    let nodeB: TestNode;
    beforeAll(async () => {
      database = await createTestDatabase(template);
      const options = {
        database,
        env: { REDIS_URL: redisUrl! },
        realtime: { redisPrefix: `chokdee-test:${process.pid}:${Date.now()}:` },
      };
      [nodeA, nodeB] = await Promise.all([startTestNode(options), startTestNode(options)]);
    });
    afterAll(async () => {
      await Promise.all([nodeA?.close(), nodeB?.close()]);
      await database?.destroy();
    });

    it('a shot accepted by node A reaches a member watching the round on node B', async () => {
      const betId = await makeRound(nodeA.db, 'pingpong', {
        closeAt: new Date(Date.now() + MINUTE),
        resultAt: new Date(Date.now() + 3 * MINUTE),
      });
      const watcher = await createTestMember(nodeB);
      const shooter = await createTestMember(nodeA);
      const socket = openTestSocket(`${nodeB.wsUrl}/ccu?token=${watcher.token}`);
      await socket.opened;
      socket.ws.send(JSON.stringify({ action: 'subscribe', channel: `ying:${betId}` }));
      await socket.nextFrame((f) => f.includes('"subscribed"'));
      const answer = await fetch(`${nodeA.url}/api/yings.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shooter.token}` },
        body: JSON.stringify({ betId, yingNumber: '04321' }),
      });
      expect(answer.status).toBe(201);
      const frame = JSON.parse(await socket.nextFrame((f) => f.includes('"ying-update"'), 2_000)) as {
        channel: string;
        message: string;
      };
      expect(frame.channel).toBe(`ying:${betId}`);
      expect(JSON.parse(frame.message)).toMatchObject({
        count: 1,
        sum: '4321',
        shots: [{ seq: 1, yingNumber: '04321' }],
      });
      socket.ws.close();
    });
  },
);

describe('shooter bonus setting (back office)', () => {
  it('staff read the defaults, replace them (audited), and the next draw pays the new amounts', async () => {
    const admin = await signedIn(t, 'Super Admin');
    expect((await admin.client.get('/api/admin/lotto.yeekee-bonus')).body.data).toEqual({
      sixteenth: 400,
      last: 200,
      minBet: 100,
    });
    const bad = await admin.client.post('/api/admin/lotto.yeekee-bonus.update', {
      sixteenth: -1,
      last: 200,
      minBet: 100,
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    const set = await admin.client.post('/api/admin/lotto.yeekee-bonus.update', {
      sixteenth: 0,
      last: 55.5,
      minBet: 10,
    });
    expect(set).toMatchObject({ status: 200, body: { data: { sixteenth: 0, last: 55.5, minBet: 10 } } });
    const audit = rowsOf<{ action: string }>(
      await t.db.execute(sql`select action from audit_log where target_id = 'yeekee_bonus'`),
    );
    expect(audit.map((a) => a.action)).toEqual(['lotto.yeekee-bonus.update']);
    try {
      const betId = await shootingRound();
      const { resultAt } = await roundTimes(betId);
      const shooters = await members(20);
      for (const m of [shooters[4]!, shooters[19]!]) {
        await credit(t.db, m.id, 100_000n);
        const placed = await call(t, 'POST', '/poy-api/poys.create', {
          token: m.token,
          body: { betId, lines: [{ number: '555', option: 'teng_bon_3', price: 10 }] },
        });
        expect(placed.status).toBe(201);
      }
      await shootInOrder(betId, shooters, Array<string>(20).fill('00001'));
      // The 16th bonus is 0 now: only the last shooter (seq 20) gets 55.50 baht.
      expect(await drawShootingRound(t.db, betId, resultAt)).toMatchObject({ kind: 'drawn', bonus: 5_550n });
    } finally {
      await admin.client.post('/api/admin/lotto.yeekee-bonus.update', {
        sixteenth: 400,
        last: 200,
        minBet: 100,
      });
    }
  });
});
