/**
 * Placing a poy: 10-line slips through placePoy (the real use case: in one money transaction,
 * sent with BEGIN, the round's share lock with the poy row and the slip's numbers; the BET_GOV
 * ledger entry; the turnover when the member owes any; then, sent with COMMIT, the lines with the
 * exposure upsert that locks the numbers' rows) from N concurrent clients for random members,
 * against pgbench's TPC-B-like run with the same client count and seconds on the same server, in
 * the same run. Prints slips/s, p50/p99 latency per slip, pgbench tps (run before and after the
 * slips; the ratio uses their mean), the ratio and whether p99 < 50 ms, the CPU per slip of this
 * process and of the PostgreSQL backends; checks that the round's exposure equals the sums of its
 * lines; then a single-client probe of the statements of one slip and the plans the pool's
 * prepared statements use.
 *
 *   npx tsx bench/place-poy.ts         (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CLIENTS=16 BENCH_SECONDS=5 BENCH_MEMBERS=2000 npx tsx bench/place-poy.ts
 *   BENCH_OPTIONS=teng_bon_3,tode_3 ...   (only these options on the slips; default: all the family sells)
 *   BENCH_PGBENCH_SCALE=1 ...             (pgbench -i scale; 1 = one branch row, as plain `pgbench -i`)
 *   BENCH_TIERS=20000:50,40000:0 ...      (the round's rate tiers, baht sold on a number : rate %; default none)
 *
 * It creates the scratch databases chokdee_bench_poy_<pid> and chokdee_bench_pgbench_<pid> next
 * to the given one and drops both at the end. Needs /usr/bin/pgbench (or PGBENCH).
 */
import { FAMILY_OPTIONS } from '@chokdee/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { makeRound, WIDE_BOUNDS } from '../apps/server/src/modules/lotto/lotto-test-kit.ts';
import { placePoy } from '../apps/server/src/modules/lotto/place-poy.ts';
import { runMoneyTransaction } from '../apps/server/src/modules/wallet/money-transaction.ts';
import { postEntry } from '../apps/server/src/modules/wallet/post-entry.ts';
import { insertMembers } from '../apps/server/src/modules/wallet/test-kit.ts';
import { sampleWaits } from './backend-waits.ts';
import { measure, percentile } from './concurrent-load.ts';
import { pgbench, pgbenchRun } from './pgbench.ts';
import { printAfterRun } from './place-poy-probe.ts';
import { OPTIONS, randomInt, randomSlip, TIERS } from './place-poy-slips.ts';
import { admin, urlOf } from './scratch-db.ts';
import { countFailures } from './statement-probe.ts';
import { cpuMsOf } from './timing.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 1);
const LINES = 10;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const FUNDS_SATANG = 100_000_000n; // 1,000,000.00 baht per member: no slip is refused for money
const scratch = `chokdee_bench_poy_${process.pid}`;
const pgbenchDb = `chokdee_bench_pgbench_${process.pid}`;

/** Members as the wallet test kit inserts them, each funded by an ADMIN_INCREASE through the ledger. */
const fundedMembers = async (db: Database): Promise<bigint[]> => {
  const members = await insertMembers(db, MEMBERS);
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < members.length; i = next++) {
        const memberId = members[i]!;
        await runMoneyTransaction(db, (tx) =>
          postEntry(tx, {
            type: 'ADMIN_INCREASE',
            idempotencyKey: `bench-fund:${memberId}`,
            remark: 'bench funds',
            lines: [
              { account: { memberId, kind: 'CASH' }, amount: FUNDS_SATANG },
              { account: { house: 'HOUSE_REVENUE' }, amount: -FUNDS_SATANG },
            ],
          }),
        );
      }
    }),
  );
  return members;
};

const main = async (): Promise<void> => {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  await admin(`CREATE DATABASE ${pgbenchDb}`);
  // Idle connections are kept (no idle timeout) so the backends whose CPU is read stay the pool's.
  const pool = new pg.Pool({ connectionString: urlOf(scratch), max: CLIENTS, idleTimeoutMillis: 0 });
  // DROP DATABASE ... WITH (FORCE) at the end ends idle clients: not an error worth a crash.
  pool.on('error', () => undefined);
  const asyncPool = new pg.Pool({
    connectionString: urlOf(scratch),
    max: 1,
    options: '-c synchronous_commit=off',
  });
  asyncPool.on('error', () => undefined);
  try {
    const connection = await openDatabase({ databaseUrl: urlOf(scratch), pgliteDir: '' });
    await connection.migrate();
    await connection.close();
    const db = drizzle({ client: pool, schema }) as unknown as Database;

    const members = await fundedMembers(db);
    // One gov round open now, as the lotto test kit makes them: wide bounds, BENCH_TIERS (none by default).
    const betId = await makeRound(db, 'gov', { tiers: TIERS, bounds: WIDE_BOUNDS });

    let seq = 0;
    const placeOne = (on: Database) => (): Promise<bigint> =>
      placePoy(on, {
        memberId: members[randomInt(members.length)]!,
        body: randomSlip(betId, LINES),
        idempotencyKey: `bench:${process.pid}:${++seq}`,
      });

    await pool.query('analyze');
    const init = await pgbench(pgbenchDb, ['-i', '-q', '-s', String(PGBENCH_SCALE)]);
    if (!/done in/.test(init)) throw new Error(`pgbench -i failed:\n${init}`);

    const version = (await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
      ?.v;
    console.log(
      `place-poy bench: ${CLIENTS} clients, ${SECONDS} s per run, ${MEMBERS} members, ${LINES}-line slips of ` +
        `${OPTIONS.length === FAMILY_OPTIONS.gov.length ? 'all gov options' : OPTIONS.join('/')}, ` +
        `pgbench scale ${PGBENCH_SCALE}, ${TIERS.length > 0 ? `tiers ${process.env.BENCH_TIERS}` : 'no rate tiers'}, PostgreSQL ${version}`,
    );
    await measure(CLIENTS, Math.min(2, SECONDS), placeOne(db)); // warm-up: connections, prepared ledger statements, exposure rows
    // What autoanalyze does on a server that has it on (this machine's has autovacuum off): the
    // warm-up grew tables the plans were first made on near-empty, e.g. the cached plans of the
    // foreign-key checks; without new statistics every connection keeps its first plans (measured:
    // 2-3x the server CPU per slip, for the code before and after the 2026-11-24 change alike).
    await pool.query('analyze');
    const before = await pgbenchRun(pgbenchDb, CLIENTS, SECONDS);
    const backends = (
      await pool.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
      )
    ).rows.map((row) => row.pid);
    const stopSampling = await sampleWaits(urlOf(scratch));
    const cpu = process.cpuUsage();
    const serverCpu = cpuMsOf(backends);
    const moved = countFailures('CD001'); // lotto_rate_moved: each is one retried attempt
    const slips = await measure(CLIENTS, SECONDS, placeOne(db));
    const rateMoves = moved.stop();
    const cpuUsed = process.cpuUsage(cpu);
    const serverCpuUsed = serverCpu === undefined ? undefined : (cpuMsOf(backends) ?? NaN) - serverCpu;
    const waits = await stopSampling();
    const after = await pgbenchRun(pgbenchDb, CLIENTS, SECONDS);

    const sorted = [...slips.latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const tps = (before.tps + after.tps) / 2;
    const ratio = slips.perSecond / tps;
    const errors = [...slips.errors].map(([code, n]) => `${code} ×${n}`).join(', ') || 'none';
    console.log(
      `placePoy: ${slips.perSecond.toFixed(0)} slips/s (${slips.ok} slips, ${(slips.perSecond * LINES).toFixed(0)} lines/s), ` +
        `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms; failed slips: ${errors}`,
    );
    console.log(
      `pgbench TPC-B-like -c ${CLIENTS} -j 2 -T ${SECONDS}: ${before.tps.toFixed(0)} tps before, ${after.tps.toFixed(0)} tps after ` +
        `(latency average ${before.latencyMs.toFixed(1)} / ${after.latencyMs.toFixed(1)} ms)`,
    );
    console.log(
      `ratio slips/s ÷ pgbench tps (mean) = ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}); ` +
        `p99 ${p99.toFixed(1)} ms < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );

    console.log(
      `attempts placed again because a rate moved under the row locks (SQLSTATE CD001): ${rateMoves}`,
    );
    console.log(
      `while placing: this process used ${((cpuUsed.user + cpuUsed.system) / 1e6 / SECONDS).toFixed(2)} CPU cores ` +
        `(${((cpuUsed.user + cpuUsed.system) / 1e3 / slips.ok).toFixed(2)} ms per slip), the PostgreSQL backends ` +
        `${serverCpuUsed === undefined ? '?' : `${(serverCpuUsed / 1e3 / SECONDS).toFixed(2)} (${(serverCpuUsed / slips.ok).toFixed(2)} ms per slip)`}; ` +
        `non-idle backends by state/wait (share of samples): ` +
        [...waits].map(([what, share]) => `${what} ${(share * 100).toFixed(0)}%`).join(', '),
    );

    const asyncDb = drizzle({ client: asyncPool, schema }) as unknown as Database;
    await printAfterRun(pool, betId, placeOne, [
      ['synchronous_commit on', db],
      ['synchronous_commit off', asyncDb],
    ]);
  } finally {
    await pool.end();
    await asyncPool.end();
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  }
};

await main();
