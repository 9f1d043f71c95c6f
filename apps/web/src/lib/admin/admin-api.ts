import { buildUrl, sendApi } from '../api-client.ts';
import { staffKind } from '../call-api.ts';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * The staff API (`/api/admin/*`) by path, for the features whose endpoints are not declared yet
 * (declared ones go through `callApi`). Same fetch, CSRF cookie and failure handler as `callApi`.
 */
export const adminApi = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    sendApi<T>(staffKind, path, buildUrl('/api', `admin/${path}`, query), { method: 'GET', signal }),
  post: <T>(path: string, body?: unknown) =>
    sendApi<T>(staffKind, path, buildUrl('/api', `admin/${path}`), { method: 'POST', body: body ?? {} }),
};
