import {
  isStaffEndpoint,
  type EndpointAnswer,
  type EndpointDeclaration,
  type EndpointInput,
} from '@chokdee/domain';
import {
  memberKind,
  sendApi,
  withQuery,
  type ApiError,
  type AuthKind,
  type RequestOptions,
} from './api-client.ts';

/**
 * The staff side's CSRF cookie: staff calls echo `staffCsrf`, never the member `csrfToken`, so a
 * member logged in on the same browser cannot confuse them.
 */
export const STAFF_CSRF_COOKIE = 'staffCsrf';
const STAFF_PREFIX = '/api/admin/';

/** Hears every failed staff call (`path` below /api/admin/), before it is thrown. */
export type StaffFailureHandler = (error: ApiError, path: string) => void;
let staffFailureHandler: StaffFailureHandler | undefined;

/** Installed once by the back office's root (401 → login, 403 → the 403 screen); returns the uninstaller. */
export function setStaffFailureHandler(handler: StaffFailureHandler | undefined): () => void {
  staffFailureHandler = handler;
  return () => {
    if (staffFailureHandler === handler) staffFailureHandler = undefined;
  };
}

export const staffKind: AuthKind = {
  csrfCookie: STAFF_CSRF_COOKIE,
  beforeCall: (path) => (error) => staffFailureHandler?.(error, path),
};

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (endpoints that declare `idempotencyKey`). */
  idempotencyKey?: string;
}

type CallArgs<E extends EndpointDeclaration> =
  undefined extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

const fillPath = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));

/**
 * Calls a declared endpoint: the input is its query (GET) or body (POST), plus `params` for a path
 * with `:name` segments; resolves to its answer's `data`. The auth kind of the declaration picks
 * the CSRF cookie and the failure listener.
 */
export function callApi<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointAnswer<E>> {
  const { params, ...fields } = (input ?? {}) as { params?: Record<string, unknown> };
  const path = fillPath(endpoint.path, params);
  const staff = isStaffEndpoint(endpoint);
  const get = endpoint.method === 'GET';
  return sendApi(
    staff ? staffKind : memberKind,
    staff ? path.slice(STAFF_PREFIX.length) : path,
    // A query schema is flat: its fields are strings, numbers and booleans.
    get ? withQuery(path, fields as RequestOptions['query']) : path,
    {
      method: endpoint.method,
      body: get ? undefined : fields,
      headers: options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
      signal: options?.signal,
    },
  );
}
