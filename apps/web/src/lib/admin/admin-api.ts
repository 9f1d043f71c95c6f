import { buildUrl, sendApi } from '../api-client.ts';
import { staffKind } from '../call-api.ts';

type Query = Record<string, string | number | boolean | undefined>;

/** Calls the staff API (`/api/admin/*`) by path, for features not yet calling declared endpoints. */
export async function adminRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Query; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  return sendApi<T>(staffKind, path, buildUrl('/api', `admin/${path}`, options.query), {
    method,
    body: method === 'POST' ? (options.body ?? {}) : undefined,
    headers: options.headers,
    signal: options.signal,
  });
}

export const adminApi = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    adminRequest<T>('GET', path, { query, signal }),
  /** `headers`: extra request headers (e.g. `Idempotency-Key` on the wallet calls). */
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    adminRequest<T>('POST', path, { body, headers }),
};
