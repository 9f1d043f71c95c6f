/* global process, console, URL */
/**
 * `npm run typecheck`: every workspace and bench/ with TypeScript 7's native compiler (the `tsgo`
 * alias), about four times faster than the JavaScript `tsc` of TypeScript 6, which stays for
 * typescript-eslint (it does not load TypeScript 7). Projects run one after another: the native
 * compiler already uses every core.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../node_modules/tsgo/bin/tsc', import.meta.url));
const projects = ['tsconfig.json', 'packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench'];

for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(status ?? 1);
  }
}
