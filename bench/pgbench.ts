/** pgbench against a scratch database on the server DATABASE_URL names: the physical baseline of the benches. */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { percentile } from './concurrent-load.ts';
import { adminUrl } from './scratch-db.ts';

const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const run = promisify(execFile);

/** pgbench against `db` with the connection of DATABASE_URL; answers its output (stdout + stderr). */
export const pgbench = async (db: string, args: string[]): Promise<string> => {
  const url = new URL(adminUrl);
  const env = {
    ...process.env,
    // A Unix socket directory given as ?host=… (as node-postgres reads it) is the host pgbench uses too.
    PGHOST: url.searchParams.get('host') ?? url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
  };
  if (url.password) Object.assign(env, { PGPASSWORD: decodeURIComponent(url.password) });
  const { stdout, stderr } = await run(PGBENCH, [...args, db], { env, maxBuffer: 16 * 1024 * 1024 });
  return `${stdout}\n${stderr}`;
};

export interface PgbenchRun {
  tps: number;
  latencyMs: number;
  /** Latency percentiles of its transactions (from pgbench's per-transaction log). */
  p50Ms: number;
  p99Ms: number;
}

// A line of pgbench's per-transaction log: client_id transaction_no time_us script_no epoch epoch_us.
const latenciesOf = (log: string): number[] =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => Number(line.split(' ')[2]) / 1000);

/** One TPC-B-like run with `clients` clients for `seconds`: tps, mean latency and its p50/p99 (ms). */
export const pgbenchRun = async (db: string, clients: number, seconds: number): Promise<PgbenchRun> => {
  const logDir = await mkdtemp(join(tmpdir(), 'pgbench-log-'));
  try {
    const out = await pgbench(db, [
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-l',
      `--log-prefix=${join(logDir, 'tx')}`,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
    if (tps === undefined || latency === undefined) throw new Error(`unexpected pgbench output:\n${out}`);
    const logs = await Promise.all(
      (await readdir(logDir)).map((file) => readFile(join(logDir, file), 'utf8')),
    );
    const sorted = logs.flatMap(latenciesOf).sort((a, b) => a - b);
    return {
      tps: Number(tps),
      latencyMs: Number(latency),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  } finally {
    await rm(logDir, { recursive: true, force: true });
  }
};
