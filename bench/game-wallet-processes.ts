/**
 * The processes of bench/game-wallet.ts: the two servers (bench/game-wallet-server.ts, the real app
 * and the bare route) and the load generator (bench/game-wallet-load.ts), each a process of its
 * own so that one's CPU is not counted against another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameWalletReady } from './game-wallet-server.ts';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const SECRET = 'bench-secret-'.padEnd(48, 'x');
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export interface Server {
  child: ChildProcess;
  ready: GameWalletReady;
}

/** Starts bench/game-wallet-server.ts as `kind` on `databaseUrl`; resolves once it listens. */
export const startServer = (kind: 'app' | 'bare', databaseUrl: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const profile = kind === 'app' && CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', here('./game-wallet-server.ts')], {
      env: { ...process.env, BENCH_SERVER: kind, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (ready) => resolve({ child, ready: ready as GameWalletReady }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });

export const stopServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGINT');
  });

export interface Load {
  perSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  p99Ms: number;
  refused: number;
  /** The load generator's own CPU (user + system), ms. */
  clientCpuMs: number;
}

/** One run of the load generator (bench/game-wallet-load.ts) against `server` for `seconds`. */
export const load = async (target: 'app' | 'bare', server: Server, seconds: number): Promise<Load> => {
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
