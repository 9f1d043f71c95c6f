/**
 * Builds the web app while the seeds fill a fresh PGlite directory with demo data, then starts the
 * real server on a free port over it, exactly as `npm start` would, and hands its URL to the specs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLocalCertificate, type LocalCertificate } from '../../apps/server/test/local-certificate.ts';
import { copyDataDir, removeDataDir, seedDataDir } from './seed-database.ts';
import { repoRoot, startServer } from './server-process.ts';
import { seedE2eGames } from './seed-games.ts';
import { seedE2eMembers } from './seed-members.ts';
import { seedE2ePromotions } from './seed-promotions.ts';
import { seedE2eLotto } from './seed-lotto.ts';
import { seedE2eResults } from './seed-results.ts';
import { seedE2eShowcase } from './seed-showcase.ts';
import { seedE2eStaff } from './staff.ts';
import { seedE2eThaiErrors } from './seed-thai-errors.ts';
import { seedE2ePoints, seedE2eWallet } from './seed-wallet.ts';
import { seedE2eYeekee, type SeededYeekee } from './seed-yeekee.ts';

// The build is another process: it runs on the other core while this one seeds. Vitest sets
// NODE_ENV=test, and Vite would then bundle React's development build: several times slower per
// render, and not what members get.
const buildWeb = (): Promise<void> =>
  // `npm test` runs Lighthouse right after the browser suite, whose build is still fresh.
  process.env.E2E_WEB_BUILT === '1' && existsSync(join(repoRoot, 'apps/web/dist/index.html'))
    ? Promise.resolve()
    : new Promise((resolve, reject) => {
        const build = spawn('npm', ['run', 'build', '-w', '@chokdee/web'], {
          cwd: repoRoot,
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        });
        build.once('error', reject);
        build.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`web build failed (${code})`)),
        );
      });

/**
 * Members and staff first: a copy of that state (`baseDataDir`) is what a spec with a server of its
 * own starts from. Then every spec's own rows on the shared server's database.
 */
const seed = async (dataDir: string, baseDataDir: string): Promise<SeededYeekee> => {
  await seedDataDir(dataDir, async (db) => {
    await seedE2eMembers(db);
    await seedE2eStaff(db);
  });
  await copyDataDir(dataDir, baseDataDir);
  return seedDataDir(dataDir, async (db) => {
    await seedE2eWallet(db);
    await seedE2ePoints(db);
    await seedE2eLotto(db);
    await seedE2eResults(db);
    await seedE2eShowcase(db);
    await seedE2eThaiErrors(db);
    await seedE2eGames(db);
    await seedE2ePromotions(db);
    // Shooting ends when yeekee.spec.ts ends it (test-only round clock); the times only keep the
    // round open however late in the run the spec starts.
    return seedE2eYeekee(db, { closeInMs: 60 * 60_000, resultInMs: 61 * 60_000 });
  });
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chokdee-e2e-'));
  const baseDataDir = mkdtempSync(join(tmpdir(), 'chokdee-e2e-base-'));
  const [, yeekeeRound] = await Promise.all([buildWeb(), seed(dataDir, baseDataDir)]);
  // Lighthouse measures the pages as members get them in production: over HTTPS, so HTTP/2.
  const certificate = process.env.E2E_LIGHTHOUSE === '1' ? await createLocalCertificate(dataDir) : undefined;
  const { baseUrl, stop } = await startServer(dataDir, certificate);
  project.provide('baseUrl', baseUrl);
  project.provide('certificate', certificate);
  project.provide('baseDataDir', baseDataDir);
  project.provide('yeekeeRound', yeekeeRound);

  return async () => {
    await stop();
    await removeDataDir(dataDir);
    await removeDataDir(baseDataDir);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A data directory seeded with members and staff only, for a spec to copy and serve itself. */
    baseDataDir: string;
    yeekeeRound: SeededYeekee;
    /** The shared server's own certificate when it answers HTTPS (the Lighthouse run only). */
    certificate: LocalCertificate | undefined;
  }
}
