import { vi } from 'vitest';

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
 * Replaces fetch with a tiny in-memory API for `/api/*`. Unknown paths answer 404; `users.auth`
 * answers 401 (a guest) unless a test says otherwise.
 */
export function installFakeApi(): FakeApi {
  const handlers = new Map<string, FakeHandler>();
  const calls: FakeApi['calls'] = [];
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
    const payload = status < 300 ? { data: answer.body ?? {} } : answer.body;
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    calls,
    on(path, handler) {
      handlers.set(path, typeof handler === 'function' ? handler : () => handler);
    },
  };
}
