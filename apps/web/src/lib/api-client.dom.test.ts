import { DEFAULT_ERROR_MESSAGE } from '@chokdee/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, memberKind, sendApi, toApiError } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrfToken=; max-age=0; path=/';
});

describe('toApiError', () => {
  it('keeps message, code and fields of a contract failure body', () => {
    const error = toApiError(400, {
      message: 'Username is required',
      code: 'VALIDATION',
      fields: { userName: 'Username is required', bad: 1 },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Username is required',
      fields: { userName: 'Username is required' },
    });
    expect(error.fields).not.toHaveProperty('bad');
  });

  it('keeps the Not Allow Domain message of a 404', () => {
    expect(toApiError(404, { message: 'Not Allow Domain', code: 'NOT_ALLOWED_DOMAIN' })).toMatchObject({
      status: 404,
      code: 'NOT_ALLOWED_DOMAIN',
      message: 'Not Allow Domain',
    });
  });

  it('derives the code from the status and uses the default message for a foreign body', () => {
    expect(toApiError(401, '<html>')).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(toApiError(502, undefined)).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(toApiError(403, { message: '', code: 'NOPE' })).toMatchObject({
      code: 'FORBIDDEN',
      message: DEFAULT_ERROR_MESSAGE,
    });
  });
});

describe('sendApi', () => {
  it('resolves to data with same-origin credentials', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { data: { money: 12.5 } })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendApi(memberKind, '/api/cashs', '/api/cashs?a=1', { method: 'GET' })).resolves.toEqual({
      money: 12.5,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cashs?a=1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init.headers).not.toHaveProperty('x-csrf-token');
  });

  it('sends x-csrf-token from the csrfToken cookie on POST, with a JSON body', async () => {
    document.cookie = 'csrfToken=abc123; path=/';
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { data: {} })));
    vi.stubGlobal('fetch', fetchMock);
    await sendApi(memberKind, '/api/number-sets.delete', '/api/number-sets.delete', {
      method: 'POST',
      body: { id: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/number-sets.delete');
    expect(init.headers).toMatchObject({ 'x-csrf-token': 'abc123', 'content-type': 'application/json' });
    expect(init.body).toBe('{"id":1}');
  });

  it('rejects with an ApiError parsed from the failure body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }))),
    );
    await expect(
      sendApi(memberKind, '/api/users.auth', '/api/users.auth', { method: 'POST' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Unauthorized',
    });
  });

  it('rejects with a NETWORK ApiError when fetch itself fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await sendApi(memberKind, '/api/cashs', '/api/cashs', { method: 'GET' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', isNetwork: true });
  });
});

describe('shouldRetry', () => {
  it('retries network failures and 5xx once, never 4xx, maintenance or foreign errors', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'INTERNAL', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'MAINTENANCE', 'x'))).toBe(false);
    expect(shouldRetry(1, new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });
});
