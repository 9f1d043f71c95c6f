/** Small timing helpers the benches share. */
import { readFileSync } from 'node:fs';

/** Wall time of `work` in seconds. */
export const seconds = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Runs `jobs` with at most `concurrency` at once. */
export const pooled = async (jobs: Array<() => Promise<unknown>>, concurrency: number): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
};

/** utime + stime (ms) of the given processes; undefined when /proc does not show them (a remote server). */
export const cpuMsOf = (pids: readonly number[]): number | undefined => {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
};
