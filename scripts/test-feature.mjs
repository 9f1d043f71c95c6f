/* global process, console */
/**
 * `npm run test:feature <name>`: one feature's tests on every runner — unit, API (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set) and browser. A feature's tests live under folders
 * named after it (packages/domain/src/<name>, apps/server/src/modules/<name>,
 * apps/web/src/features/<name>) and its browser specs are named after it, so each runner gets the
 * name as a path filter; the singular too, as spec files say `deposit.spec.ts` for `deposits`.
 */
import { spawnSync } from 'node:child_process';

const [name, ...rest] = process.argv.slice(2);
if (!name || rest.length > 0) {
  console.error('usage: npm run test:feature <feature>   e.g. npm run test:feature deposits');
  process.exit(2);
}
const filters = name.endsWith('s') ? [name, name.slice(0, -1)] : [name];

const runs = [
  ['unit', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web*', '--project', 'server-unit']],
  ['API', 'npx', ['vitest', 'run', '--project', 'api-*']],
  ['browser', 'npm', ['run', 'test:e2e', '--']],
];

let failed = false;
for (const [runner, bin, args] of runs) {
  console.log(`\n--- ${runner} tests matching ${filters.join(' or ')}`);
  const { status } = spawnSync(bin, [...args, '--passWithNoTests', ...filters], { stdio: 'inherit' });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
