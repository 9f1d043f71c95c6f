/**
 * The seamless wallet's hot path: signed `bet` callbacks (POST /api/hooks/games/bench/bet, 1 satang
 * each, a fresh transactionId per call, players round robin) through real HTTP with many
 * concurrent connections, served by the real app (buildApp) on a scratch PostgreSQL database,
 * against — in the same run, same machine — a bare Fastify route that does only a
 * conditional-UPDATE debit per request (bench/game-wallet-server.ts). Servers and the load
 * generator (autocannon, bench/game-wallet-load.ts) are separate processes.
 *
 * After a warm-up of both, BENCH_ROUNDS rounds (default 3) each measure both sides back to back,
 * the order alternating between rounds. Prints per round both rates and p99s, the CPU per request
 * of the server process, of the PostgreSQL backends serving it and of the load generator, and the
 * load average; then the median ratio (target ≥ 0.5), the bets' median p99 (target < 50 ms), and
 * checks every accepted bet moved money exactly once (BET_GAME entries = accepted bets).
 *
 *   npx tsx bench/game-wallet.ts     (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_SECONDS=10 BENCH_ROUNDS=5 BENCH_CONNECTIONS=100 BENCH_PLAYERS=500 npx tsx bench/game-wallet.ts
 *   BENCH_CPU_PROF=/tmp/prof ...      (the app server runs with node --cpu-prof into that folder)
 *
 * It creates the scratch database chokdee_bench_games_<pid> and drops it at the end.
 */
import os from 'node:os';
import pg from 'pg';
import {
  CONNECTIONS,
  load,
  startServer,
  stopServer,
  type Load,
  type Server,
} from './game-wallet-processes.ts';
import { admin, urlOf } from './scratch-db.ts';
import { cpuMsOf, median } from './timing.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const WARMUP_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const scratch = `chokdee_bench_games_${process.pid}`;

interface Measured extends Load {
  /** CPU per request, ms: the server process, the PostgreSQL backends serving it, the load generator. */
  appCpu: number | undefined;
  pgCpu: number | undefined;
  clientCpu: number;
  load1: number;
}

/** The PostgreSQL backends of the scratch database but this monitor's own (both servers' pools). */
const backendsOf = async (monitor: pg.Client): Promise<number[]> =>
  (
    await monitor.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database()
         and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    )
  ).rows.map((row) => row.pid);

/** CPU ms of each of these processes that is still there. */
const cpuByPid = (pids: readonly number[]): Map<number, number> =>
  new Map(
    pids.flatMap((pid) => {
      const cpu = cpuMsOf([pid]);
      return cpu === undefined ? [] : [[pid, cpu] as const];
    }),
  );

/**
 * The backends' CPU since `before`: an idle pool closes its connections after 10 s, so a server's
 * pool may open new ones during its run (all their CPU is the run's) and the other server's may
 * end (they took no part in it).
 */
const backendCpuSince = async (monitor: pg.Client, before: Map<number, number>): Promise<number> => {
  const pids = new Set([...before.keys(), ...(await backendsOf(monitor))]);
  let total = 0;
  for (const [pid, cpu] of cpuByPid([...pids])) total += cpu - (before.get(pid) ?? 0);
  return total;
};

const perRequest = (before: number | undefined, after: number | undefined, requests: number) =>
  before === undefined || after === undefined ? undefined : (after - before) / requests;

const measured = async (target: 'app' | 'bare', server: Server, monitor: pg.Client): Promise<Measured> => {
  const pid = server.child.pid ?? 0;
  // The pools are open since the warm-up; the other server's backends sit idle meanwhile.
  const backends = await backendsOf(monitor);
  const app0 = cpuMsOf([pid]);
  const pg0 = cpuByPid(backends);
  const result = await load(target, server, SECONDS);
  const app1 = cpuMsOf([pid]);
  // Backends not in this machine's /proc: a remote server, its CPU unknown.
  const pgMs = backends.length > 0 && pg0.size === 0 ? undefined : await backendCpuSince(monitor, pg0);
  return {
    ...result,
    appCpu: perRequest(app0, app1, result.requests),
    pgCpu: pgMs === undefined ? undefined : pgMs / result.requests,
    clientCpu: result.clientCpuMs / result.requests,
    load1: os.loadavg()[0] ?? 0,
  };
};

/** Accepted bets and BET_GAME entries in the scratch database: one entry per accepted bet. */
const moneyCheck = async (
  client: pg.Client,
): Promise<{ bets: number; entries: number; conserved: boolean; perBatch: number }> => {
  // A batch is one transaction: its rows share their xmin.
  const { rows } = await client.query<{ bets: number; entries: number; total: string; per_batch: number }>(`
    select (select count(*)::int from game_transactions where kind = 'bet') as bets,
      (select count(*)::float / greatest(count(distinct xmin::text), 1) from game_transactions
        where kind = 'bet' and body_hash <> 'history') as per_batch,
      (select count(*)::int from ledger_entries where type = 'BET_GAME') as entries,
      (select coalesce(sum(amount), 0)::text from ledger_postings) as total`);
  const row = rows[0];
  return {
    bets: row?.bets ?? -1,
    entries: row?.entries ?? -2,
    conserved: row?.total === '0',
    perBatch: row?.per_batch ?? 0,
  };
};

const ms = (value: number | undefined): string => value?.toFixed(3) ?? '–';

const line = (label: string, m: Measured): string =>
  `  ${label.padEnd(6)} ${m.perSecond.toFixed(0).padStart(6)} req/s, p99 ${String(m.p99Ms).padStart(4)} ms,` +
  ` CPU ms/request app ${ms(m.appCpu)} pg ${ms(m.pgCpu)} client ${ms(m.clientCpu)}, load ${m.load1.toFixed(1)}` +
  (m.non2xx + m.errors + m.refused > 0
    ? `  (${m.non2xx} non-2xx, ${m.errors} errors, ${m.refused} refused!)`
    : '');

const range = (values: readonly number[], digits: number): string =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const medianOf = (values: readonly (number | undefined)[]): string => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length ? median(known).toFixed(3) : '–';
};

const main = async (): Promise<void> => {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  const monitor = new pg.Client({ connectionString: urlOf(scratch) });
  try {
    const app = await startServer('app', urlOf(scratch));
    const bare = await startServer('bare', urlOf(scratch));
    await monitor.connect();
    try {
      // Opens every pooled connection and warms the JIT of both before the figures start.
      await load('bare', bare, WARMUP_SECONDS);
      await load('app', app, WARMUP_SECONDS);
      console.log(
        `\ngame wallet bets on PostgreSQL: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per side, order alternating`,
      );
      const rounds: { bare: Measured; bets: Measured }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const first = round % 2 === 0 ? 'bare' : 'app';
        const a = await measured(first, first === 'bare' ? bare : app, monitor);
        const b = await measured(first === 'bare' ? 'app' : 'bare', first === 'bare' ? app : bare, monitor);
        const [bareRun, bets] = first === 'bare' ? [a, b] : [b, a];
        rounds.push({ bare: bareRun, bets });
        console.log(
          `round ${round + 1} (${first} first): ratio ${(bets.perSecond / bareRun.perSecond).toFixed(2)}`,
        );
        console.log(line('bare', bareRun));
        console.log(line('bets', bets));
      }
      const ratios = rounds.map((r) => r.bets.perSecond / r.bare.perSecond);
      const ratio = median(ratios);
      const p99 = median(rounds.map((r) => r.bets.p99Ms));
      console.log(
        `median ratio ${ratio.toFixed(2)} (rounds ${range(ratios, 2)}; target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}),` +
          ` bets p99 median ${p99} ms (rounds ${range(
            rounds.map((r) => r.bets.p99Ms),
            0,
          )}; target < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}),` +
          ` bare p99 median ${median(rounds.map((r) => r.bare.p99Ms))} ms`,
      );
      for (const side of ['bare', 'bets'] as const)
        console.log(
          `  ${side} median CPU ms/request: app ${medianOf(rounds.map((r) => r[side].appCpu))}` +
            ` pg ${medianOf(rounds.map((r) => r[side].pgCpu))} client ${medianOf(rounds.map((r) => r[side].clientCpu))}`,
        );
      const money = await moneyCheck(monitor);
      console.log(
        `  accepted bets ${money.bets}, BET_GAME entries ${money.entries}` +
          ` (${money.bets === money.entries ? 'one each' : 'MISMATCH'}), ledger ${money.conserved ? 'sums to zero' : 'DOES NOT sum to zero'},` +
          ` ${money.perBatch.toFixed(1)} bets per batch`,
      );
    } finally {
      await Promise.all([stopServer(app), stopServer(bare)]);
    }
  } finally {
    await monitor.end().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
