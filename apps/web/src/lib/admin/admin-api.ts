import { DEFAULT_ERROR_MESSAGE } from '@chokdee/domain';
import { ApiError, buildUrl, toApiError } from '../api-client.ts';
import { readCookie } from '../cookies.ts';

/**
 * The staff API client (`/api/admin/*`). Same answer shapes as the member client, but its own CSRF
 * cookie: every POST echoes `staffCsrf` in `x-csrf-token` (the member `csrfToken` is never sent
 * here, so a member logged in on the same browser cannot confuse it). Every failure is reported to
 * the handler the admin shell installs (401 → login, 403 → the 403 screen), then rethrown.
 */
export const STAFF_CSRF_COOKIE = 'staffCsrf';

export type AdminFailureHandler = (error: ApiError, path: string) => void;
let failureHandler: AdminFailureHandler | undefined;

/** Installed once by the admin root; returns the uninstaller. */
export function setAdminFailureHandler(handler: AdminFailureHandler | undefined): () => void {
  failureHandler = handler;
  return () => {
    if (failureHandler === handler) failureHandler = undefined;
  };
}

type Query = Record<string, string | number | boolean | undefined>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function adminRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Query; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    const csrf = readCookie(STAFF_CSRF_COOKIE);
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl('/api', `admin/${path}`, options.query), {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', DEFAULT_ERROR_MESSAGE);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    failureHandler?.(error, path);
    throw error;
  }
  return (typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined) as T;
}

export const adminApi = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    adminRequest<T>('GET', path, { query, signal }),
  /** `headers`: extra request headers (e.g. `Idempotency-Key` on the wallet calls). */
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    adminRequest<T>('POST', path, { body, headers }),
};
