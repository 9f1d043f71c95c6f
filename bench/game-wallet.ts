/**
 * The seamless wallet's hot path: signed `bet` callbacks (POST /api/hooks/games/bench/bet, 1 satang
 * each, a fresh transactionId per call, players round robin) through real HTTP with many
 * concurrent connections, served by the real app (buildApp) on a scratch PostgreSQL database,
 * against — in the same run, same machine — a bare Fastify route that does only a
 * conditional-UPDATE debit per request (bench/game-wallet-server.ts). Servers and the load
 * generator (autocannon, bench/game-wallet-load.ts) are separate processes.
 *
 * Prints both rates (the bare one measured before and after the app, mean of the two), the ratio
 * (target ≥ 0.5) and the app's p99 (target < 50 ms), and checks every accepted bet moved money
 * exactly once (BET_GAME entries = accepted bets).
 *
 *   npx tsx bench/game-wallet.ts     (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=100 BENCH_PLAYERS=500 npx tsx bench/game-wallet.ts
 *   BENCH_CPU_PROF=/tmp/prof ...      (the app server runs with node --cpu-prof into that folder)
 *
 * It creates the scratch database chokdee_bench_games_<pid> and drops it at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { GameWalletReady } from './game-wallet-server.ts';
import { admin, urlOf } from './scratch-db.ts';
import { cpuMsOf } from './timing.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const WARMUP_SECONDS = 2;
const CPU_PROF = process.env.BENCH_CPU_PROF;
const SECRET = 'bench-secret-'.padEnd(48, 'x');
const scratch = `chokdee_bench_games_${process.pid}`;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

interface Server {
  child: ChildProcess;
  ready: GameWalletReady;
}

const startServer = (kind: 'app' | 'bare'): Promise<Server> =>
  new Promise((resolve, reject) => {
    const profile = kind === 'app' && CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', here('./game-wallet-server.ts')], {
      env: { ...process.env, BENCH_SERVER: kind, DATABASE_URL: urlOf(scratch) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (ready) => resolve({ child, ready: ready as GameWalletReady }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });

const stopServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGINT');
  });

interface Load {
  /** The server process's CPU (utime + stime) per request, ms. */
  cpuMsPerRequest?: number;
  perSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  p99Ms: number;
  refused: number;
}

const load = async (target: 'app' | 'bare', server: Server, seconds: number): Promise<Load> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-bench-load-'));
  const playersFile = path.join(dir, 'players.json');
  await fs.writeFile(playersFile, JSON.stringify(server.ready.players));
  try {
    return await new Promise<Load>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', here('./game-wallet-load.ts')], {
        env: {
          ...process.env,
          BENCH_TARGET: target,
          BENCH_URL: server.ready.url,
          BENCH_PLAYERS_FILE: playersFile,
          BENCH_SECRET: SECRET,
          BENCH_SECONDS: String(seconds),
          BENCH_CONNECTIONS: String(CONNECTIONS),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('error', reject);
      child.once('exit', () => {
        try {
          resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as Load);
        } catch (error) {
          reject(new Error(`load gave no result: ${String(error)} ${out.slice(0, 200)}`));
        }
      });
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
};

const measured = async (target: 'app' | 'bare', server: Server): Promise<Load> => {
  // Opens every pooled connection and warms the JIT before the figures start.
  await load(target, server, WARMUP_SECONDS);
  const pid = server.child.pid ?? 0;
  const before = cpuMsOf([pid]);
  const result = await load(target, server, SECONDS);
  const after = cpuMsOf([pid]);
  const cpu = before === undefined || after === undefined ? undefined : (after - before) / result.requests;
  return { ...result, ...(cpu === undefined ? {} : { cpuMsPerRequest: cpu }) };
};

/** Accepted bets and BET_GAME entries in the scratch database: one entry per accepted bet. */
const moneyCheck = async (): Promise<{ bets: number; entries: number; conserved: boolean }> => {
  const client = new pg.Client({ connectionString: urlOf(scratch) });
  await client.connect();
  try {
    const { rows } = await client.query<{ bets: number; entries: number; total: string }>(`
      select (select count(*)::int from game_transactions where kind = 'bet') as bets,
        (select count(*)::int from ledger_entries where type = 'BET_GAME') as entries,
        (select coalesce(sum(amount), 0)::text from ledger_postings) as total`);
    const row = rows[0];
    return { bets: row?.bets ?? -1, entries: row?.entries ?? -2, conserved: row?.total === '0' };
  } finally {
    await client.end();
  }
};

const line = (label: string, m: Load): string =>
  `  ${label.padEnd(34)} ${m.perSecond.toFixed(0).padStart(6)} req/s, p99 ${m.p99Ms} ms` +
  `, server CPU ${m.cpuMsPerRequest?.toFixed(3) ?? '–'} ms/request` +
  (m.non2xx + m.errors + m.refused > 0
    ? `  (${m.non2xx} non-2xx, ${m.errors} errors, ${m.refused} refused!)`
    : '');

const main = async (): Promise<void> => {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  try {
    const app = await startServer('app');
    const bare = await startServer('bare');
    try {
      const bareBefore = await measured('bare', bare);
      const bets = await measured('app', app);
      const bareAfter = await measured('bare', bare);
      const bareRate = (bareBefore.perSecond + bareAfter.perSecond) / 2;
      const ratio = bets.perSecond / bareRate;
      const money = await moneyCheck();
      console.log(`\ngame wallet bets on PostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s per run`);
      console.log(line('bare conditional-UPDATE debit (before)', bareBefore));
      console.log(line('bare conditional-UPDATE debit (after)', bareAfter));
      console.log(line('signed bet callbacks', bets));
      console.log(
        `  ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}),` +
          ` p99 ${bets.p99Ms} ms (target < ${TARGET_P99_MS} ms: ${bets.p99Ms < TARGET_P99_MS ? 'met' : 'NOT met'})`,
      );
      console.log(
        `  accepted bets ${money.bets}, BET_GAME entries ${money.entries}` +
          ` (${money.bets === money.entries ? 'one each' : 'MISMATCH'}), ledger ${money.conserved ? 'sums to zero' : 'DOES NOT sum to zero'}`,
      );
    } finally {
      await Promise.all([stopServer(app), stopServer(bare)]);
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
