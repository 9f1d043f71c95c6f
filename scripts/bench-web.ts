/**
 * `npm run bench:web`: the web budget on every member page, as a member's phone gets it. Builds the
 * web app, starts the real server on a fresh embedded database with the demo data (as `npm start`
 * does) answering HTTPS with a local certificate (HTTP/2, as production serves members), runs the
 * bundle budget (scripts/web-budget.mjs, when it exists) and Lighthouse on `/`, `/main`, an open
 * round, `/results` and `/games`, each BENCH_RUNS times (default 3; the median run counts, since a
 * busy machine moves a single score by 10 points or more), then stops the server.
 * Exits 1 when a check fails. Lighthouse's floors can be changed for a local run with
 * LIGHTHOUSE_MIN_* (scripts/lighthouse.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalCertificate } from '../apps/server/test/local-certificate.ts';
import { openRoundPath, runLighthouse } from '../e2e/harness/lighthouse.ts';
import { repoRoot, startServer } from '../e2e/harness/server-process.ts';

const DEMO_MEMBER = { userName: 'demo01', pin: 'Demo@1234' };
const BUDGET_SCRIPT = join(repoRoot, 'scripts', 'web-budget.mjs');

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number =>
  spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env }).status ?? 1;

// NODE_ENV=production: the build members get (React's production build).
if (run('npm', ['run', 'build', '-w', '@chokdee/web'], { ...process.env, NODE_ENV: 'production' }) !== 0) {
  process.exit(1);
}

const failures: string[] = [];
if (existsSync(BUDGET_SCRIPT)) {
  if (run(process.execPath, [BUDGET_SCRIPT]) !== 0) failures.push('web budget');
} else {
  console.log('(no scripts/web-budget.mjs: bundle budget skipped)');
}

const dataDir = mkdtempSync(join(tmpdir(), 'chokdee-bench-web-'));
const certificate = await createLocalCertificate(dataDir);
const server = await startServer(dataDir, certificate);
try {
  const round = await openRoundPath(server.baseUrl, DEMO_MEMBER, certificate.cert);
  const pages = ['/', 'member:/main', `member:${round}`, '/results', '/games'];
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const { code, output } = await runLighthouse(
    server.baseUrl,
    pages,
    DEMO_MEMBER,
    runs,
    certificate.certFile,
  );
  console.log(output);
  if (code !== 0) failures.push('Lighthouse');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`bench:web: under target in ${failures.join(' and ')}`);
  process.exit(1);
}
