/**
 * Builds the web app once, then starts the real server on a free port with a fresh PGlite
 * directory and demo data, exactly as `npm start` would, and hands its URL to the specs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedE2eMembers } from './seed-members.ts';
import { seedE2eLotto } from './seed-lotto.ts';
import { seedE2eResults } from './seed-results.ts';
import { seedE2eWallet } from './seed-wallet.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const waitForHealth = async (url: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@chokdee/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');

  const dataDir = mkdtempSync(join(tmpdir(), 'chokdee-e2e-'));
  await seedE2eMembers(dataDir);
  await seedE2eWallet(dataDir);
  await seedE2eLotto(dataDir);
  await seedE2eResults(dataDir);
  const port = await freePort();
  // The demo's LINE stand-in (a local OpenID provider) would take port 3001; a free one avoids clashes.
  const lineStandInPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn',
      LINE_STANDIN_PORT: String(lineStandInPort),
      // Every spec logs in and signs up from 127.0.0.1: keep the per-IP limits out of the way.
      RATE_LIMIT_LOGIN_PER_MIN: '1000', RATE_LIMIT_SIGNUP_PER_10MIN: '1000', RATE_LIMIT_LINE_LOGIN_PER_MIN: '1000', RATE_LIMIT_FORGOT_PIN_PER_MIN: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
