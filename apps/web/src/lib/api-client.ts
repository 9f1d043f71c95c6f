import {
  codeForStatus,
  DEFAULT_ERROR_MESSAGE,
  isErrorCode,
  type ApiFailure,
  type ErrorCode,
  type ErrorParams,
} from '@chokdee/domain';
import { readCookie } from './cookies.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { noteServerDate } from './server-clock.ts';
import { hasSession } from './session-marker.ts';
import {
  maintenanceEpoch,
  reportMaintenance,
  reportUnauthorized,
  retryAfterMs,
  setBirthDateRequired,
  setJurisdiction,
} from './site-status.ts';

/** `NETWORK`: the request never got an HTTP answer (offline, DNS, aborted, CORS). */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/** Every failed call rejects with an ApiError (contract: `{ message, code, fields? }`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 for a network failure. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** RATE_CHANGED: the current rates of the refused lines (ApiFailure.rates). */
    readonly rates?: ApiFailure['rates'],
    /** The values a coded message needs (ApiFailure.params), e.g. a limit in baht. */
    readonly params?: ErrorParams,
  ) {
    super(message);
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Turns a failure body (whatever the server sent) into an ApiError; pure, so it is unit-tested. */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, codeForStatus(status), DEFAULT_ERROR_MESSAGE);
  const message =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : DEFAULT_ERROR_MESSAGE;
  const code = isErrorCode(body.code) ? body.code : codeForStatus(status);
  let fields: Record<string, string> | undefined;
  if (isRecord(body.fields)) {
    fields = {};
    for (const [key, value] of Object.entries(body.fields))
      if (typeof value === 'string') fields[key] = value;
  }
  const rates = Array.isArray(body.rates) ? body.rates.filter(isNumberRate) : undefined;
  let params: ErrorParams | undefined;
  if (isRecord(body.params)) {
    params = {};
    for (const [key, value] of Object.entries(body.params))
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return new ApiError(status, code, message, fields, rates, params);
}

const isNumberRate = (value: unknown): value is NonNullable<ApiFailure['rates']>[number] =>
  isRecord(value) &&
  typeof value.number === 'string' &&
  typeof value.option === 'string' &&
  typeof value.multiply === 'number';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** `url` with the defined values of `query` as its search string. */
export function withQuery(url: string, query?: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.append(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The JSON of a response body; `undefined` when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `fetch`, but a call that never gets an HTTP answer (offline, DNS, CORS) rejects with an ApiError
 * `NETWORK`; an abort is rethrown as it is.
 */
export async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await (takeEarlyResponse(init.method ?? 'GET', url) ?? fetch(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', DEFAULT_ERROR_MESSAGE);
  }
}

/**
 * What differs between the member and the staff side of the API: the CSRF cookie echoed in
 * `x-csrf-token` on every non-GET call, and who hears of a failure before it is thrown.
 */
export interface AuthKind {
  csrfCookie: string;
  /** Runs before the call is sent (`path` as the kind names it); returns the failure listener. */
  beforeCall(path: string): (error: ApiError, response: Response) => void;
}

/** Members (and the public calls): maintenance and a revoked session concern every page. */
export const memberKind: AuthKind = {
  csrfCookie: 'csrfToken',
  beforeCall: () => {
    const sent = { withSession: hasSession(), epoch: maintenanceEpoch() };
    return (error, response) => reportInterruption(error, sent, response.headers.get('retry-after'));
  },
};

export interface SendOptions {
  method: HttpMethod;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * The one fetch of the API: JSON in and out, same-origin cookies, the kind's CSRF cookie on every
 * non-GET call. Resolves to the `data` of `{ data }`; rejects with an ApiError.
 */
export async function sendApi<T>(
  kind: AuthKind,
  path: string,
  url: string,
  options: SendOptions,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.method !== 'GET') {
    const csrf = readCookie(kind.csrfCookie);
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  const onFailure = kind.beforeCall(path);
  const sentAt = Date.now();
  const response = await fetchOrNetworkError(url, {
    method: options.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  noteServerDate(response.headers.get('date'), sentAt);
  const body = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    onFailure(error, response);
    throw error;
  }
  return (isRecord(body) ? body.data : undefined) as T;
}

/**
 * Failures that concern every page, not just the caller: maintenance, a member without a date
 * of birth, and a 401 to a call sent with a session (revoked by a forced logout, a PIN change elsewhere or a ban). A guest's 401
 * (a wrong PIN at login) stays the caller's business.
 */
export function reportInterruption(
  error: ApiError,
  sent: { withSession: boolean; epoch: number },
  retryAfter: string | null,
): void {
  if (error.status === 503 && error.code === 'MAINTENANCE')
    reportMaintenance(error.message, retryAfterMs(retryAfter), sent.epoch);
  else if (error.status === 401 && sent.withSession) reportUnauthorized();
  else if (error.code === 'BIRTH_DATE_REQUIRED') setBirthDateRequired(true);
  else if (error.status === 451) setJurisdiction(true);
}
