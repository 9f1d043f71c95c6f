/** The part of `navigator.connection` (Network Information API) that decides about prefetching. */
export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: link prefetch is skipped on data-saver and 2g (incl. slow-2g) connections. */
export function canPrefetch(connection: ConnectionLike | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  if (typeof connection.effectiveType === 'string' && connection.effectiveType.includes('2g')) return false;
  return true;
}

const browserConnection = (): ConnectionLike | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: ConnectionLike }).connection;

type Prefetcher = (path: string) => Promise<unknown> | void;
let prefetcher: Prefetcher | undefined;
const done = new Set<string>();

/** The router registers how a path's lazy route modules are loaded. */
export function setRoutePrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

/** Preloads the route modules of `path` once, unless the connection is slow or saving data. */
export function prefetchRoute(
  path: string,
  connection: ConnectionLike | undefined = browserConnection(),
): void {
  if (!prefetcher || done.has(path) || !canPrefetch(connection)) return;
  done.add(path);
  Promise.resolve(prefetcher(path)).catch(() => done.delete(path));
}
