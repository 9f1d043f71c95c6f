/** Runs one operation from many concurrent clients for a while and keeps each call's latency. */
import { performance } from 'node:perf_hooks';

export interface Measured {
  perSecond: number;
  ok: number;
  latencies: number[];
  errors: Map<string, number>;
}

const errorLabel = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return error instanceof Error ? error.message.slice(0, 80) : String(error);
};

/** Runs `op` in `clients` loops for `seconds`; answers completed operations per second and each one's latency. */
export const measure = async (
  clients: number,
  seconds: number,
  op: () => Promise<unknown>,
): Promise<Measured> => {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await op();
          latencies.push(performance.now() - t0);
        } catch (error) {
          const label = errorLabel(error);
          errors.set(label, (errors.get(label) ?? 0) + 1);
        }
      }
    }),
  );
  return {
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    ok: latencies.length,
    latencies,
    errors,
  };
};

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
