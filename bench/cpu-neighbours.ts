/** CPU-heavy neighbour processes, so a bench can measure what it measures on a busy machine. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

// Hashes its own digest forever: about one core of pure CPU, no memory or I/O to speak of.
const BURN = `const { createHash } = require('node:crypto');
let block = Buffer.alloc(64);
for (;;) block = createHash('sha256').update(block).digest();`;

/** Starts `count` neighbours (each burns about one core) and answers the function that ends them. */
export const startNeighbours = async (count: number): Promise<() => void> => {
  const children: ChildProcess[] = [];
  const stop = (): void => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  // The bench may end by an error: its neighbours must not outlive it.
  process.once('exit', stop);
  for (let i = 0; i < count; i++) {
    const child = spawn(process.execPath, ['-e', BURN], { stdio: 'ignore' });
    children.push(child);
    await once(child, 'spawn');
  }
  return () => {
    process.removeListener('exit', stop);
    stop();
  };
};
