/** Small timing helpers the benches share. */

/** Wall time of `work` in seconds. */
export const seconds = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
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
