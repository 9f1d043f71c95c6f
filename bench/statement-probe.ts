/** Watches every query of the pg clients in this process (pg.Client.prototype.query, patched while watching). */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

type QueryFn = (this: unknown, ...args: unknown[]) => unknown;
const clientProto = pg.Client.prototype as unknown as { query: QueryFn };
const originalQuery = clientProto.query;

/** A statement's label: the start of its text. */
const labelOf = (arg: unknown): string => {
  const text = typeof arg === 'string' ? arg : ((arg as { text?: string } | null)?.text ?? '?');
  // A prepared statement sent with BEGIN or COMMIT carries its values as literals: one label for all.
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/execute (\w+)\(.*\)/, 'execute $1(…)')
    .slice(0, 70);
};

/** Times every query while `work` runs (one client at a time, so the times are round trips). */
export const probeStatements = async (
  work: () => Promise<void>,
): Promise<Map<string, { count: number; ms: number }>> => {
  const stats = new Map<string, { count: number; ms: number }>();
  const note = (label: string, started: number): void => {
    const s = stats.get(label) ?? { count: 0, ms: 0 };
    s.count += 1;
    s.ms += performance.now() - started;
    stats.set(label, s);
  };
  clientProto.query = function (this: unknown, ...args: unknown[]): unknown {
    const label = labelOf(args[0]);
    const started = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]): unknown => {
        note(label, started);
        return (callback as (...a: unknown[]) => unknown)(...result);
      };
      return originalQuery.apply(this, args);
    }
    const result = originalQuery.apply(this, args);
    return result instanceof Promise ? result.finally(() => note(label, started)) : result;
  };
  try {
    await work();
  } finally {
    clientProto.query = originalQuery;
  }
  return stats;
};

/** Counts the statements that fail with SQLSTATE `code` until stopped. */
export const countFailures = (code: string): { stop: () => number } => {
  let count = 0;
  clientProto.query = function (this: unknown, ...args: unknown[]): unknown {
    const result = originalQuery.apply(this, args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === code) count += 1;
      });
    return result;
  };
  return {
    stop: () => {
      clientProto.query = originalQuery;
      return count;
    },
  };
};
