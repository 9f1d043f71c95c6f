/**
 * The answers public/boot.js asked for while the app's JS downloaded (site.maintenance, and
 * users.auth with a session), keyed `METHOD /path`. The first call of each takes its answer instead
 * of asking again; once the first page has rendered, the rest are dropped, so no later call (after
 * a login or logout) can read an answer from before it.
 */
declare global {
  interface Window {
    __chokdeeEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/** The early answer to `method url`, once; undefined when there is none (any later call). */
export function takeEarlyResponse(method: string, url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__chokdeeEarly;
  if (!early) return undefined;
  const key = `${method} ${url}`;
  const response = early[key];
  delete early[key];
  return response;
}

/** After the first page has rendered: nothing early is left to take. */
export function dropEarlyResponses(): void {
  if (typeof window !== 'undefined') delete window.__chokdeeEarly;
}
