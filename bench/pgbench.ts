/** pgbench against a scratch database on the server DATABASE_URL names: the physical baseline of the benches. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { adminUrl } from './scratch-db.ts';

const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const run = promisify(execFile);

/** pgbench against `db` with the connection of DATABASE_URL; answers its output (stdout + stderr). */
export const pgbench = async (db: string, args: string[]): Promise<string> => {
  const url = new URL(adminUrl);
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
  };
  if (url.password) Object.assign(env, { PGPASSWORD: decodeURIComponent(url.password) });
  const { stdout, stderr } = await run(PGBENCH, [...args, db], { env, maxBuffer: 16 * 1024 * 1024 });
  return `${stdout}\n${stderr}`;
};

/** One TPC-B-like run with `clients` clients for `seconds`: tps and mean latency (ms). */
export const pgbenchRun = async (
  db: string,
  clients: number,
  seconds: number,
): Promise<{ tps: number; latencyMs: number }> => {
  const out = await pgbench(db, ['-c', String(clients), '-j', '2', '-T', String(seconds)]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
  if (tps === undefined || latency === undefined) throw new Error(`unexpected pgbench output:\n${out}`);
  return { tps: Number(tps), latencyMs: Number(latency) };
};
