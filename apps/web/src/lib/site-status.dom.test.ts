import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashsEndpoint, usersLineLoginUrlEndpoint, usersLoginEndpoint } from '@chokdee/domain';
import { ApiError } from './api-client.ts';
import { callApi } from './call-api.ts';
import { shouldRetry } from './query-client.ts';
import {
  clearUnauthorized,
  DEFAULT_RETRY_AFTER_MS,
  endMaintenance,
  getSiteStatus,
  reportUnauthorized,
  retryAfterMs,
  setEndingOwnSession,
} from './site-status.ts';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
      ),
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrfToken=; max-age=0; path=/';
  clearUnauthorized();
  endMaintenance();
});

describe('retryAfterMs', () => {
  it('turns seconds (header text or number) into a bounded wait', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs(1)).toBe(1_000);
    expect(retryAfterMs(0.2)).toBe(1_000);
    expect(retryAfterMs(86_400)).toBe(5 * 60_000);
    for (const bad of [null, undefined, '', 'soon', -5, 0, Number.NaN])
      expect(retryAfterMs(bad)).toBe(DEFAULT_RETRY_AFTER_MS);
  });
});

describe('what the api client reports to every page', () => {
  it('a 503 MAINTENANCE answer: maintenance with the staff message and the Retry-After wait', async () => {
    answer(503, { message: 'ปิดปรับปรุง', code: 'MAINTENANCE' }, { 'retry-after': '2' });
    await expect(callApi(cashsEndpoint)).rejects.toMatchObject({ status: 503, code: 'MAINTENANCE' });
    expect(getSiteStatus().maintenance).toEqual({ message: 'ปิดปรับปรุง', retryAfterMs: 2_000 });
    expect(getSiteStatus().unauthorized).toBe(false);
  });

  it('a 503 to a request sent before maintenance was seen to end is stale and ignored', async () => {
    answer(503, { message: 'ปิดปรับปรุง', code: 'MAINTENANCE' });
    await expect(callApi(cashsEndpoint)).rejects.toMatchObject({ code: 'MAINTENANCE' });
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const late = callApi(cashsEndpoint);
    endMaintenance();
    release(new Response(JSON.stringify({ message: 'ปิดปรับปรุง', code: 'MAINTENANCE' }), { status: 503 }));
    await expect(late).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(getSiteStatus().maintenance).toBeNull();
    expect(shouldRetry(0, new ApiError(503, 'MAINTENANCE', 'x'))).toBe(false);
  });

  it('another 503 is not maintenance', async () => {
    answer(503, { message: 'LINE login is not available', code: 'INTERNAL' });
    await expect(callApi(usersLineLoginUrlEndpoint, { redirectUri: '/line-callback' })).rejects.toMatchObject(
      { status: 503 },
    );
    expect(getSiteStatus().maintenance).toBeNull();
  });

  it('a 401 to a call sent with a session: the 401 page', async () => {
    document.cookie = 'csrfToken=abc; path=/';
    answer(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    await expect(callApi(cashsEndpoint)).rejects.toMatchObject({ status: 401 });
    expect(getSiteStatus().unauthorized).toBe(true);
  });

  it("a guest's 401 (a wrong PIN at login) stays the caller's business", async () => {
    answer(401, { message: 'Invalid username or password.', code: 'UNAUTHORIZED' });
    await expect(callApi(usersLoginEndpoint, { userName: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
    });
    expect(getSiteStatus().unauthorized).toBe(false);
  });

  it("this tab's own logout and answers after it are not a revocation elsewhere", () => {
    document.cookie = 'csrfToken=abc; path=/';
    setEndingOwnSession(true);
    reportUnauthorized();
    expect(getSiteStatus().unauthorized).toBe(false);
    setEndingOwnSession(false);
    document.cookie = 'csrfToken=; max-age=0; path=/';
    reportUnauthorized();
    expect(getSiteStatus().unauthorized).toBe(false);
  });
});
