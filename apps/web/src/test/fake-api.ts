import { vi } from 'vitest';
import { SESSION_MARKER_COOKIE } from '../lib/session-marker.ts';
import {
  clearUnauthorized,
  endMaintenance,
  setBirthDateRequired,
  setJurisdiction,
} from '../lib/site-status.ts';

/** What the server's Set-Cookie does at login and logout: the script-readable session marker. */
export const setSessionCookie = (): void => {
  document.cookie = `${SESSION_MARKER_COOKIE}=test-csrf; path=/`;
};
export const clearSessionCookie = (): void => {
  document.cookie = `${SESSION_MARKER_COOKIE}=; max-age=0; path=/`;
};

const STARTS_SESSION = new Set(['users.login', 'users.signup', 'users.line-login']);

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type FakeHandler = (body: unknown, url: URL) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  /** Every call made, in order: `POST users.login` etc. with the parsed JSON body. */
  calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[];
  on(path: string, handler: FakeHandler | FakeAnswer): void;
}

/**
 * Replaces fetch with a tiny in-memory API for `/api/*`. Unknown paths answer 404 (`health`
 * answers ok); `users.auth`
 * answers 401 (a guest) unless a test says otherwise; maintenance is off. Like the server, a
 * successful login, signup or LINE login sets the session marker cookie and a logout clears it;
 * a fixed `users.auth` answer of a member sets it too (the visitor holds a session). Starts as a
 * guest with no page-wide interruption (lib/site-status.ts).
 */
export function installFakeApi(): FakeApi {
  const handlers = new Map<string, FakeHandler>();
  const calls: FakeApi['calls'] = [];
  clearSessionCookie();
  clearUnauthorized();
  endMaintenance();
  setBirthDateRequired(false);
  setJurisdiction(false);
  handlers.set('health', () => ({ body: { status: 'ok' } }));
  handlers.set('site.maintenance', () => ({ body: { enabled: false, message: '', retryAfter: 30 } }));
  handlers.set('users.auth', () => ({
    status: 401,
    body: { message: 'Unauthorized', code: 'UNAUTHORIZED' },
  }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      method: init?.method ?? 'GET',
      path,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const handler = handlers.get(path);
    const answer = handler
      ? await handler(body, url)
      : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    const status = answer.status ?? 200;
    if (STARTS_SESSION.has(path) && status < 300) setSessionCookie();
    if (path === 'users.logout') clearSessionCookie();
    const payload = status < 300 ? { data: answer.body ?? {} } : answer.body;
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    calls,
    on(path, handler) {
      if (path === 'users.auth' && typeof handler !== 'function') {
        if ((handler.status ?? 200) < 300) setSessionCookie();
        else clearSessionCookie();
      }
      handlers.set(path, typeof handler === 'function' ? handler : () => handler);
    },
  };
}
