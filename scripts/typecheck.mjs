/* global process, console, URL */
/**
 * `npm run typecheck`: every workspace and bench/ with TypeScript 7's native compiler (the `tsgo`
 * alias), about four times faster than the JavaScript `tsc` of TypeScript 6, which stays for
 * typescript-eslint (it does not load TypeScript 7). Four programs, one per set of compiler
 * options: the root tsconfig.json holds everything that runs in node (scripts, domain, server,
 * bench), so the server is checked once for itself and bench; the web app, the games provider
 * (whose engines and screens also run in the browser) and the browser tests need the DOM. The
 * workspaces' own tsconfig.json stay for editors and ESLint. Programs run one after another: the
 * native compiler already uses every core.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../node_modules/tsgo/bin/tsc', import.meta.url));
const projects = ['tsconfig.json', 'apps/web', 'apps/games', 'e2e'];

for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(status ?? 1);
  }
}
