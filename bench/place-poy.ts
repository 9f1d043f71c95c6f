/**
 * Placing a poy: 10-line slips through placePoy (the real use case: in one money transaction,
 * sent with BEGIN, the round's share lock with the poy row and the slip's numbers; then, sent
 * together with COMMIT, the BET_GOV ledger entry, the turnover when the member owes any, and the
 * lines with the exposure upsert that locks the numbers' rows) from N concurrent clients for
 * random members, against pgbench's TPC-B-like run with the same client count and seconds on the
 * same server, in the same run, once per condition: quiet, and busy beside CPU-burning neighbour
 * processes (each about one core), since on a busy machine the client's turn between statements
 * is what slips wait for. Per condition it prints slips/s, p50/p99 latency per slip, pgbench tps
 * and its p50/p99 (run before and after the slips, beside the same neighbours; the ratio uses
 * their mean), the ratio and whether p99 < 50 ms (where pgbench's own p99 is), the CPU per slip
 * of this process and of the PostgreSQL backends; then a summary line per condition; checks that
 * the round's exposure equals the sums of its lines; then a single-client probe (quiet) of the
 * statements of one slip, with this process's CPU per slip, and the plans the pool's prepared
 * statements use.
 *
 *   npx tsx bench/place-poy.ts         (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CLIENTS=16 BENCH_SECONDS=5 BENCH_MEMBERS=2000 npx tsx bench/place-poy.ts
 *   BENCH_OPTIONS=teng_bon_3,tode_3 ...   (only these options on the slips; default: all the family sells)
 *   BENCH_PGBENCH_SCALE=1 ...             (pgbench -i scale; 1 = one branch row, as plain `pgbench -i`)
 *   BENCH_TIERS=20000:50,40000:0 ...      (the round's rate tiers, baht sold on a number : rate %; default none)
 *   BENCH_NEIGHBOURS=0,2,6 ...            (one condition per count of CPU-burning neighbours; default 0,2)
 *   BENCH_ANSWER=1 ...                    (each slip also reads its answer, getPoyDetail, as poys.create does)
 *
 * It creates the scratch databases chokdee_bench_poy_<pid> and chokdee_bench_pgbench_<pid> next
 * to the given one and drops both at the end. Needs /usr/bin/pgbench (or PGBENCH).
 */
import { loadavg } from 'node:os';
import { FAMILY_OPTIONS } from '@chokdee/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { makeRound, WIDE_BOUNDS } from '../apps/server/src/modules/lotto/lotto-test-kit.ts';
import { placePoy } from '../apps/server/src/modules/lotto/place-poy.ts';
import { getPoyDetail } from '../apps/server/src/modules/lotto/poy-view.ts';
import { runMoneyTransaction } from '../apps/server/src/modules/wallet/money-transaction.ts';
import { postEntry } from '../apps/server/src/modules/wallet/post-entry.ts';
import { insertMembers } from '../apps/server/src/modules/wallet/test-kit.ts';
import { sampleWaits } from './backend-waits.ts';
import { measure, percentile } from './concurrent-load.ts';
import { startNeighbours } from './cpu-neighbours.ts';
import { pgbench, pgbenchRun } from './pgbench.ts';
import { printCondition, printSummary, type Condition } from './place-poy-report.ts';
import { printAfterRun } from './place-poy-probe.ts';
import { OPTIONS, randomInt, randomSlip, TIERS } from './place-poy-slips.ts';
import { admin, urlOf } from './scratch-db.ts';
import { countFailures } from './statement-probe.ts';
import { cpuMsOf } from './timing.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 1);
// Each condition runs beside this many CPU-burning processes (0: quiet; each burns about one core).
const NEIGHBOURS = (process.env.BENCH_NEIGHBOURS ?? '0,2').split(',').map((n) => {
  if (!/^\d+$/.test(n)) throw new Error(`BENCH_NEIGHBOURS: ${n} is not a count of processes`);
  return Number(n);
});
// poys.create answers each slip with getPoyDetail; by default only the placement is measured.
const ANSWER = process.env.BENCH_ANSWER === '1';
const LINES = 10;
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

const runCondition = async (
  neighbours: number,
  backends: readonly number[],
  place: () => Promise<unknown>,
): Promise<Condition> => {
  const stopNeighbours = await startNeighbours(neighbours);
  try {
    const before = await pgbenchRun(pgbenchDb, CLIENTS, SECONDS);
    const stopSampling = await sampleWaits(urlOf(scratch));
    const cpu = process.cpuUsage();
    const serverCpu = cpuMsOf(backends);
    const moved = countFailures('CD001');
    const slips = await measure(CLIENTS, SECONDS, place);
    const rateMoves = moved.stop();
    const cpuUsed = process.cpuUsage(cpu);
    const serverCpuUsed = serverCpu === undefined ? undefined : (cpuMsOf(backends) ?? NaN) - serverCpu;
    const waits = await stopSampling();
    const loadAverage = loadavg()[0]!;
    const after = await pgbenchRun(pgbenchDb, CLIENTS, SECONDS);
    const sorted = [...slips.latencies].sort((a, b) => a - b);
    return {
      neighbours,
      slips,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
      before,
      after,
      rateMoves,
      clientMsPerSlip: (cpuUsed.user + cpuUsed.system) / 1e3 / slips.ok,
      serverMsPerSlip: serverCpuUsed === undefined ? undefined : serverCpuUsed / slips.ok,
      waits,
      loadAverage,
    };
  } finally {
    stopNeighbours();
  }
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
    const placeOne = (on: Database) => async (): Promise<bigint> => {
      const memberId = members[randomInt(members.length)]!;
      const poyId = await placePoy(on, {
        memberId,
        body: randomSlip(betId, LINES),
        idempotencyKey: `bench:${process.pid}:${++seq}`,
      });
      if (ANSWER) await getPoyDetail(on, memberId, poyId, new Date());
      return poyId;
    };

    await pool.query('analyze');
    const init = await pgbench(pgbenchDb, ['-i', '-q', '-s', String(PGBENCH_SCALE)]);
    if (!/done in/.test(init)) throw new Error(`pgbench -i failed:\n${init}`);

    const version = (await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
      ?.v;
    console.log(
      `place-poy bench: ${CLIENTS} clients, ${SECONDS} s per run, ${MEMBERS} members, ${LINES}-line slips of ` +
        `${OPTIONS.length === FAMILY_OPTIONS.gov.length ? 'all gov options' : OPTIONS.join('/')}, ` +
        `pgbench scale ${PGBENCH_SCALE}, ${TIERS.length > 0 ? `tiers ${process.env.BENCH_TIERS}` : 'no rate tiers'}, ` +
        `${ANSWER ? "each slip's answer read as poys.create does" : 'no answer read'}, PostgreSQL ${version}`,
    );
    await measure(CLIENTS, Math.min(2, SECONDS), placeOne(db)); // warm-up: connections, prepared ledger statements, exposure rows
    // What autoanalyze does on a server that has it on (this machine's has autovacuum off): the
    // warm-up grew tables the plans were first made on near-empty, e.g. the cached plans of the
    // foreign-key checks; without new statistics every connection keeps its first plans (measured:
    // 2-3x the server CPU per slip, for the code before and after the 2026-11-24 change alike).
    await pool.query('analyze');
    const backends = (
      await pool.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
      )
    ).rows.map((row) => row.pid);
    const conditions: Condition[] = [];
    for (const neighbours of NEIGHBOURS) {
      const condition = await runCondition(neighbours, backends, placeOne(db));
      printCondition(condition, { clients: CLIENTS, seconds: SECONDS, lines: LINES });
      conditions.push(condition);
    }
    printSummary(conditions);

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
