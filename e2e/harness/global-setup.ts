/**
 * Builds the web app once, then starts the real server on a free port with a fresh PGlite
 * directory and demo data, exactly as `npm start` would, and hands its URL to the specs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from './server-process.ts';
import { seedE2eMembers } from './seed-members.ts';
import { seedE2eLotto } from './seed-lotto.ts';
import { seedE2eResults } from './seed-results.ts';
import { seedE2eStaff } from './seed-staff.ts';
import { seedE2eWallet } from './seed-wallet.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@chokdee/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');

  const dataDir = mkdtempSync(join(tmpdir(), 'chokdee-e2e-'));
  await seedE2eMembers(dataDir);
  await seedE2eWallet(dataDir);
  await seedE2eLotto(dataDir);
  await seedE2eResults(dataDir);
  await seedE2eStaff(dataDir);
  const { baseUrl, stop } = await startServer(dataDir);
  project.provide('baseUrl', baseUrl);

  return async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
