/**
 * Entry of `npm run test:e2e`: runs the browser suite when a Chromium is installed. Without one it
 * says so loudly and passes, so `npm test` still runs everything else on a laptop; CI sets
 * REQUIRE_BROWSER=1, which turns a missing browser into a failure.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findBrowser } from './harness/browser-path.ts';

const browser = findBrowser();
if (!browser) {
  const banner = [
    '',
    '!!! ================================================================ !!!',
    '!!!  Browser tests NOT RUN: no Chromium found (CHROME_PATH, /usr/bin/chromium).',
    '!!!  Install it with: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
    '!!! ================================================================ !!!',
    '',
  ].join('\n');
  console.error(banner);
  if (process.env.REQUIRE_BROWSER === '1') process.exit(1);
  // The bundle budget check that follows in `npm test` reads the build the browser run would make.
  const build = spawnSync('npm', ['run', 'build', '-w', '@chokdee/web'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  process.exit(build.status ?? 1);
}

const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
