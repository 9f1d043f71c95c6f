/**
 * Yeekee shooting throughput: BENCH_SHOOTERS (default 200) concurrent shooters firing into ONE
 * round through the real shootYing (one transaction: window check, cooldown upsert, counter row
 * `count + 1` under its lock, shot insert) on the app's own PostgreSQL pool (openDatabase, 10
 * connections, as a server node runs it), against a baseline measured in the same run with the
 * same concurrency and pool size: a bare single-row INSERT into an identical copy of the shots
 * table with a client-side sequence number (no counter, no cooldown, no transaction block).
 * Prints both rates and the ratio, and checks the sequence numbers are exactly 1..N.
 *
 *   npx tsx bench/yeekee.ts          (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_SECONDS=10 BENCH_SHOOTERS=200 npx tsx bench/yeekee.ts
 *   BENCH_NODES=2 npx tsx bench/yeekee.ts     (shots spread over 2 app pools, as 2 server nodes; baseline pool stays 10)
 *
 * Every shot is by a member who has not shot in the last 5 s (the cooldown would refuse the
 * rest): members are seeded up front and handed out in turn. Creates a scratch database next to
 * the given one and drops it at the end.
 */
import { DEFAULT_PRICE_BOUNDS, DEFAULT_RATES, priceBoundsToStored } from '@chokdee/domain';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { shootYing } from '../apps/server/src/modules/yeekee/shoot-ying.ts';
import { admin, urlOf } from './scratch-db.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SHOOTERS = Number(process.env.BENCH_SHOOTERS ?? 200);
/** Server nodes sharing the shooters: each its own pool of 10 and its own shot queue. */
const NODES = Number(process.env.BENCH_NODES ?? 1);
/** Members seeded: enough that nobody shoots twice within a run of up to ~10,000 shots/s. */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200_000);
const TARGET = 2_000;
const scratch = `chokdee_bench_yeekee_${process.pid}`;

/** Runs `shooters` loops calling `shot(i)` with i = 0, 1, 2, … until `seconds` passed; answers shots/s. */
const hammer = async (
  shooters: number,
  seconds: number,
  shot: (i: number) => Promise<unknown>,
): Promise<{ count: number; rate: number; p50: number; p99: number }> => {
  let next = 0;
  let count = 0;
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: shooters }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await shot(next++);
        latencies.push(performance.now() - t0);
        count += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count, rate: count / ((performance.now() - started) / 1000), p50: at(0.5), p99: at(0.99) };
};

const main = async (): Promise<void> => {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  const connection = await openDatabase({ databaseUrl: urlOf(scratch), pgliteDir: '' });
  const others = await Promise.all(
    Array.from({ length: NODES - 1 }, () => openDatabase({ databaseUrl: urlOf(scratch), pgliteDir: '' })),
  );
  const nodes = [connection, ...others];
  const client = new pg.Client({ connectionString: urlOf(scratch) });
  client.on('error', () => undefined);
  try {
    await connection.migrate();
    await client.connect();
    const q = async <R extends pg.QueryResultRow = Record<string, string>>(
      text: string,
      values: unknown[] = [],
    ) => (await client.query<R>(text, values)).rows;
    await q(
      `insert into members (user_name, pin_hash) select 'bench' || g, 'x' from generate_series(1, $1::int) g`,
      [MEMBERS],
    );
    const memberIds = (await q<{ id: string }>('select id::text from members order by id')).map((r) =>
      BigInt(r.id),
    );
    const [round] = await q<{ id: string }>(
      `insert into lotto_rounds (family, draw_date, round_no, name, open_at, close_at, result_at, status, rates, bounds)
       values ('yeekee', '2026-11-23', 1, 'bench', now() - interval '1 hour', now() + interval '1 hour', now() + interval '62 minutes',
         'OPEN', $1::jsonb, $2::jsonb)
       returning id::text`,
      [JSON.stringify(DEFAULT_RATES.yeekee), JSON.stringify(priceBoundsToStored(DEFAULT_PRICE_BOUNDS))],
    );
    const betId = round?.id ?? '';
    // The baseline's table: the shots table's columns, keys, checks and foreign keys.
    await q('create table bench_bare_yings (like lotto_yings including all)');
    await q(
      'alter table bench_bare_yings add foreign key (round_id) references lotto_rounds (id), add foreign key (member_id) references members (id)',
    );
    await q('vacuum analyze');
    const version = (await q<{ v: string }>("select current_setting('server_version') as v"))[0]?.v;
    const commit = (await q<{ v: string }>("select current_setting('synchronous_commit') as v"))[0]?.v;
    console.log(
      `yeekee shooting bench: PostgreSQL ${version} (synchronous_commit ${commit}), ${SHOOTERS} concurrent shooters, ${NODES} node(s) with a pool of 10 connections each, ${SECONDS} s each side`,
    );

    const pool = new pg.Pool({ connectionString: urlOf(scratch), max: 10 });
    pool.on('error', () => undefined);
    const digits = (i: number) => String((i * 7919) % 100_000).padStart(5, '0');
    await q('checkpoint');
    const baseline = await hammer(SHOOTERS, SECONDS, (i) =>
      pool.query(
        'insert into bench_bare_yings (round_id, seq, member_id, ying_number, created_at) values ($1, $2, $3, $4, now())',
        [betId, i + 1, memberIds[i % memberIds.length]!.toString(), digits(i)],
      ),
    );
    await pool.end();
    await q('checkpoint');
    const shooting = await hammer(SHOOTERS, SECONDS, (i) => {
      if (i >= memberIds.length) throw new Error('not enough members seeded: raise BENCH_MEMBERS');
      return shootYing(nodes[i % nodes.length]!.db, {
        memberId: memberIds[i]!,
        body: { betId, yingNumber: digits(i) },
      });
    });

    const [check] = await q<{ n: string; min: string; max: string; distinct_seq: string; counter: string }>(
      `select count(*)::text as n, min(seq)::text as min, max(seq)::text as max, count(distinct seq)::text as distinct_seq,
         (select count::text from lotto_ying_counters where round_id = $1::bigint) as counter
       from lotto_yings where round_id = $1::bigint`,
      [betId],
    );
    const n = String(shooting.count);
    if (
      check?.n !== n ||
      check.min !== '1' ||
      check.max !== n ||
      check.distinct_seq !== n ||
      check.counter !== n
    )
      throw new Error(`sequence numbers are not 1..${n}: ${JSON.stringify(check)}`);
    const ratio = shooting.rate / baseline.rate;
    console.log(
      `accepted shots ${shooting.count} (sequence 1..${shooting.count}, no gap): ${shooting.rate.toFixed(0)} shots/s (target >= ${TARGET}: ${shooting.rate >= TARGET ? 'met' : 'not met'}), latency p50 ${shooting.p50.toFixed(0)} ms p99 ${shooting.p99.toFixed(0)} ms`,
    );
    console.log(
      `bare INSERT baseline ${baseline.count} rows: ${baseline.rate.toFixed(0)} rows/s, latency p50 ${baseline.p50.toFixed(0)} ms p99 ${baseline.p99.toFixed(0)} ms; ratio shots/bare ${ratio.toFixed(2)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await Promise.all(nodes.map((node) => node.close()));
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
