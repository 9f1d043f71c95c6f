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
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import {
  FAMILY_OPTIONS,
  OPTION_DIGITS,
  isBetOption,
  satang,
  type BetOption,
  type PlacePoyRequest,
} from '@chokdee/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { makeRound, WIDE_BOUNDS } from '../apps/server/src/modules/lotto/lotto-test-kit.ts';
import { placePoy } from '../apps/server/src/modules/lotto/place-poy.ts';
import { runMoneyTransaction } from '../apps/server/src/modules/wallet/money-transaction.ts';
import { postEntry } from '../apps/server/src/modules/wallet/post-entry.ts';
import { insertMembers } from '../apps/server/src/modules/wallet/test-kit.ts';
import { adminUrl, admin, urlOf } from './scratch-db.ts';
import { cpuMsOf } from './timing.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 1);
const LINES = 10;
const PROBE_SLIPS = 200;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const FUNDS_SATANG = 100_000_000n; // 1,000,000.00 baht per member: no slip is refused for money
const scratch = `chokdee_bench_poy_${process.pid}`;
const pgbenchDb = `chokdee_bench_pgbench_${process.pid}`;

// "baht:percent,…" → the round's tiers (satang), e.g. 20000:50 halves a number's rate past 20,000 baht sold.
const TIERS = (process.env.BENCH_TIERS ?? '')
  .split(',')
  .filter(Boolean)
  .map((tier) => {
    const [baht, percent] = tier.split(':').map(Number);
    if (!Number.isInteger(baht) || !Number.isInteger(percent))
      throw new Error(`BENCH_TIERS: bad tier ${tier}`);
    return { aboveStake: baht! * 100, ratePercent: percent! };
  });

const OPTIONS: readonly BetOption[] = process.env.BENCH_OPTIONS
  ? process.env.BENCH_OPTIONS.split(',').map((o) => {
      if (!isBetOption(o) || !FAMILY_OPTIONS.gov.includes(o))
        throw new Error(`BENCH_OPTIONS: ${o} is not sold by gov`);
      return o;
    })
  : FAMILY_OPTIONS.gov;

const run = promisify(execFile);

/** pgbench against `db` with the connection of DATABASE_URL; answers its output (stdout + stderr). */
const pgbench = async (args: string[]): Promise<string> => {
  const url = new URL(adminUrl);
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
  };
  if (url.password) Object.assign(env, { PGPASSWORD: decodeURIComponent(url.password) });
  const { stdout, stderr } = await run(PGBENCH, [...args, pgbenchDb], { env, maxBuffer: 16 * 1024 * 1024 });
  return `${stdout}\n${stderr}`;
};

/** One TPC-B-like run with the bench's client count and seconds: tps and mean latency (ms). */
const pgbenchRun = async (): Promise<{ tps: number; latencyMs: number }> => {
  const out = await pgbench(['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS)]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
  if (tps === undefined || latency === undefined) throw new Error(`unexpected pgbench output:\n${out}`);
  return { tps: Number(tps), latencyMs: Number(latency) };
};

const randomInt = (n: number): number => Math.floor(Math.random() * n);

/** A slip of LINES distinct (option, number) lines, prices 1.00–99.99 baht (gov's bounds start at 1.00), in satang as the request schema reads them. */
const randomSlip = (betId: string): PlacePoyRequest => {
  const lines = new Map<string, PlacePoyRequest['lines'][number]>();
  while (lines.size < LINES) {
    const option = OPTIONS[randomInt(OPTIONS.length)]!;
    const digits = OPTION_DIGITS[option];
    const number = String(randomInt(10 ** digits)).padStart(digits, '0');
    lines.set(`${option}:${number}`, { option, number, price: satang(100 + randomInt(9900)) });
  }
  return { betId, lines: [...lines.values()] };
};

const errorLabel = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return error instanceof Error ? error.message.slice(0, 80) : String(error);
};

interface Measured {
  perSecond: number;
  ok: number;
  latencies: number[];
  errors: Map<string, number>;
}

/** Runs `op` in CLIENTS loops for `seconds`; answers completed operations per second and each one's latency. */
const measure = async (seconds: number, op: () => Promise<unknown>): Promise<Measured> => {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await op();
          latencies.push(performance.now() - t0);
        } catch (error) {
          const label = errorLabel(error);
          errors.set(label, (errors.get(label) ?? 0) + 1);
        }
      }
    }),
  );
  return {
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    ok: latencies.length,
    latencies,
    errors,
  };
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// --- statement probe: every query of pg clients in this process, by the start of its text ---
type QueryFn = (this: unknown, ...args: unknown[]) => unknown;
const clientProto = pg.Client.prototype as unknown as { query: QueryFn };
const originalQuery = clientProto.query;

const labelOf = (arg: unknown): string => {
  const text = typeof arg === 'string' ? arg : ((arg as { text?: string } | null)?.text ?? '?');
  // A prepared statement sent with BEGIN or COMMIT carries its values as literals: one label for all.
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/execute (\w+)\(.*\)/, 'execute $1(…)')
    .slice(0, 70);
};

/** Times every query while `work` runs (one client at a time, so the times are round trips). */
const probeStatements = async (
  work: () => Promise<void>,
): Promise<Map<string, { count: number; ms: number }>> => {
  const stats = new Map<string, { count: number; ms: number }>();
  const note = (label: string, started: number): void => {
    const s = stats.get(label) ?? { count: 0, ms: 0 };
    s.count += 1;
    s.ms += performance.now() - started;
    stats.set(label, s);
  };
  clientProto.query = function (this: unknown, ...args: unknown[]): unknown {
    const label = labelOf(args[0]);
    const started = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]): unknown => {
        note(label, started);
        return (callback as (...a: unknown[]) => unknown)(...result);
      };
      return originalQuery.apply(this, args);
    }
    const result = originalQuery.apply(this, args);
    return result instanceof Promise ? result.finally(() => note(label, started)) : result;
  };
  try {
    await work();
  } finally {
    clientProto.query = originalQuery;
  }
  return stats;
};

/** Counts the statements that fail with lotto_rate_moved's SQLSTATE until stopped (each is one retried attempt). */
const countRateMoves = (): { stop: () => number } => {
  let count = 0;
  clientProto.query = function (this: unknown, ...args: unknown[]): unknown {
    const result = originalQuery.apply(this, args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === 'CD001') count += 1;
      });
    return result;
  };
  return {
    stop: () => {
      clientProto.query = originalQuery;
      return count;
    },
  };
};

/**
 * Samples what the scratch database's backends are doing every 50 ms until stopped: answers each
 * state/wait event's share of the samples (e.g. "active Lock:transactionid" = waiting for another
 * slip's row lock, "idle in transaction Client:ClientRead" = waiting for this process).
 */
const sampleWaits = async (): Promise<() => Promise<Map<string, number>>> => {
  const client = new pg.Client({ connectionString: urlOf(scratch) });
  await client.connect();
  const counts = new Map<string, number>();
  let total = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string }>(
        `select state || ' ' || coalesce(wait_event_type || ':' || wait_event, 'CPU') as what
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      for (const { what } of rows) counts.set(what, (counts.get(what) ?? 0) + 1);
      total += rows.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return new Map(
      [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => [what, n / Math.max(total, 1)]),
    );
  };
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

    // Members as the wallet test kit inserts them, each funded by an ADMIN_INCREASE through the ledger.
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
    // One gov round open now, as the lotto test kit makes them: wide bounds, BENCH_TIERS (none by default).
    const betId = await makeRound(db, 'gov', { tiers: TIERS, bounds: WIDE_BOUNDS });

    let seq = 0;
    const placeOne = (on: Database) => (): Promise<bigint> =>
      placePoy(on, {
        memberId: members[randomInt(members.length)]!,
        body: randomSlip(betId),
        idempotencyKey: `bench:${process.pid}:${++seq}`,
      });

    await pool.query('analyze');
    const init = await pgbench(['-i', '-q', '-s', String(PGBENCH_SCALE)]);
    if (!/done in/.test(init)) throw new Error(`pgbench -i failed:\n${init}`);

    const version = (await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
      ?.v;
    console.log(
      `place-poy bench: ${CLIENTS} clients, ${SECONDS} s per run, ${MEMBERS} members, ${LINES}-line slips of ` +
        `${OPTIONS.length === FAMILY_OPTIONS.gov.length ? 'all gov options' : OPTIONS.join('/')}, ` +
        `pgbench scale ${PGBENCH_SCALE}, ${TIERS.length > 0 ? `tiers ${process.env.BENCH_TIERS}` : 'no rate tiers'}, PostgreSQL ${version}`,
    );
    await measure(Math.min(2, SECONDS), placeOne(db)); // warm-up: connections, prepared ledger statements, exposure rows
    // What autoanalyze does on a server that has it on (this machine's has autovacuum off): the
    // warm-up grew tables the plans were first made on near-empty, e.g. the cached plans of the
    // foreign-key checks; without new statistics every connection keeps its first plans (measured:
    // 2-3x the server CPU per slip, for the code before and after the 2026-11-24 change alike).
    await pool.query('analyze');
    const before = await pgbenchRun();
    const backends = (
      await pool.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
      )
    ).rows.map((row) => row.pid);
    const stopSampling = await sampleWaits();
    const cpu = process.cpuUsage();
    const serverCpu = cpuMsOf(backends);
    const moved = countRateMoves();
    const slips = await measure(SECONDS, placeOne(db));
    const rateMoves = moved.stop();
    const cpuUsed = process.cpuUsage(cpu);
    const serverCpuUsed = serverCpu === undefined ? undefined : (cpuMsOf(backends) ?? NaN) - serverCpu;
    const waits = await stopSampling();
    const after = await pgbenchRun();

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

    // Every slip's stake and potential payout reached the exposure rows, none twice.
    const [sums] = (
      await pool.query<{ same: boolean; lines: string }>(
        `select (select coalesce(sum(stake), 0) from lotto_exposure where round_id = $1) = (select coalesce(sum(price), 0) from poy_lines where round_id = $1)
           and (select coalesce(sum(payout), 0) from lotto_exposure where round_id = $1) = (select coalesce(sum(payout), 0) from poy_lines where round_id = $1) as same,
           (select count(*) from poy_lines where round_id = $1)::text as lines`,
        [betId],
      )
    ).rows;
    console.log(
      `exposure = sums of the round's ${sums?.lines ?? '?'} lines (stake and payout): ${sums?.same ? 'yes' : 'NO'}`,
    );

    // Single-client probe: what one slip sends, and what each statement costs on its own.
    for (const [label, on] of [
      ['synchronous_commit on', db],
      ['synchronous_commit off', drizzle({ client: asyncPool, schema }) as unknown as Database],
    ] as const) {
      const place = placeOne(on);
      await place().catch(() => undefined); // connect outside the probe
      const t0 = performance.now();
      const stats = await probeStatements(async () => {
        // With BENCH_TIERS a slip may be refused (a closed number): it still sent its statements.
        for (let i = 0; i < PROBE_SLIPS; i++) await place().catch(() => undefined);
      });
      const perSlip = (performance.now() - t0) / PROBE_SLIPS;
      const count = [...stats.values()].reduce((sum, s) => sum + s.count, 0) / PROBE_SLIPS;
      console.log(
        `single client, ${label}: ${perSlip.toFixed(2)} ms per slip, ${count.toFixed(1)} statements per slip`,
      );
      if (on !== db) continue;
      for (const [text, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) {
        console.log(`  ${(s.count / PROBE_SLIPS).toFixed(1)}× ${(s.ms / s.count).toFixed(2)} ms  ${text}`);
      }
    }
    // Backends report their counters when idle (about once a second): by now the placing ones have.
    const [hot] = (
      await pool.query<{ upd: string; hot: string }>(
        `select n_tup_upd::text as upd, n_tup_hot_upd::text as hot from pg_stat_user_tables where relname = 'lotto_exposure'`,
      )
    ).rows;
    console.log(`lotto_exposure updates: ${hot?.upd ?? '?'}, of which HOT: ${hot?.hot ?? '?'}`);
    // Plans of one pooled connection's prepared statements: generic plans are planned once.
    const plans = (
      await pool.query<{ statement: string; generic: string; custom: string }>(
        `select left(regexp_replace(statement, '\\s+', ' ', 'g'), 50) as statement, generic_plans::text as generic, custom_plans::text as custom
         from pg_prepared_statements order by generic_plans + custom_plans desc`,
      )
    ).rows;
    for (const plan of plans)
      console.log(`prepared: ${plan.generic} generic / ${plan.custom} custom plans  ${plan.statement}`);
  } finally {
    await pool.end();
    await asyncPool.end();
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  }
};

await main();
