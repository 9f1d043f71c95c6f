import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(REPO_ROOT, 'apps/server/src/server.ts');
const template = inject('testDbTemplate');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Run {
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

const startServer = (env: Record<string, string>): Run => {
  let out = '';
  let err = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
  });
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { stdout: () => out, stderr: () => err, exited, kill: (signal) => child.kill(signal) };
};

const waitFor = async (
  read: () => string,
  pattern: RegExp,
  timeoutMs = 90_000,
): Promise<RegExpMatchArray> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = read().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`not seen: ${String(pattern)}\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('server process', () => {
  it('refuses a production start without secrets with one line on stderr and exit code 1', async () => {
    const run = startServer({ NODE_ENV: 'production' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toBe(
      'chokdee: Missing required environment for NODE_ENV=production: JWT_SECRET, HOOK_SECRET, DATABASE_URL\n',
    );
  });

  // A server process compiles the whole app (tsx) and seeds: tens of seconds on a busy runner.
  it('migrates, seeds and prints the demo credentials, serves, and exits 0 on SIGTERM', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-server-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      NODE_ENV: 'test',
      // Ports of their own: both engines' runs of this test may start their stand-ins at once.
      LINE_STANDIN_PORT: '0',
      CHOKDEE_GAMES_PORT: '0',
    };
    if (template.engine === 'pglite') {
      // A copy of the migrated template: creating a PGlite database from nothing takes ~4 s.
      await fs.cp(template.templateDir, path.join(dataDir, 'pglite'), { recursive: true });
    } else {
      const database = await createTestDatabase(template);
      await database.connection.close();
      cleanups.push(database.destroy);
      env.DATABASE_URL = database.databaseUrl ?? '';
    }
    const run = startServer(env);
    const [, url] = await waitFor(run.stdout, /Chokdee listening on (http:\/\/[^\s"]+) /);
    expect(run.stdout()).toContain('member: user demo01 / PIN Demo@1234');
    expect(run.stdout()).toContain('TOTP secret JBSWY3DPEHPK3PXP');
    const res = await fetch(`${url ?? ''}/api/health.ready`);
    expect(await res.json()).toEqual({ data: { status: 'ok', db: 'ok' } });

    run.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toContain('shutting down');
    expect(run.stderr()).toBe('');
  }, 120_000);
});
