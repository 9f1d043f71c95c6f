/* global process, console */
/**
 * `npm test`: the static checks and the unit tests first, side by side (typecheck, lint and unit
 * tests are each mostly one core, and CI has two), then the API suites, then the browser suite.
 * A parallel job's output is printed whole when it ends, so the logs do not interleave.
 */
import { spawn } from 'node:child_process';

const run = (script, { buffered }) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (buffered) process.stdout.write(output);
      if (code !== 0) console.error(`npm run ${script} failed (exit ${code})`);
      resolve(code === 0);
    });
  });

const checks = await Promise.all(['typecheck', 'lint', 'test:unit'].map((s) => run(s, { buffered: true })));
if (checks.includes(false)) process.exit(1);
for (const script of ['test:api', 'test:e2e']) if (!(await run(script, { buffered: false }))) process.exit(1);
