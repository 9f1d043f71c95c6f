// @vitest-environment jsdom
import { endpoint } from '@chokdee/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callApi, setStaffFailureHandler } from './call-api.ts';
import { clearUnauthorized, getSiteStatus } from './site-status.ts';

const memberCreate = endpoint({
  method: 'POST',
  path: '/api/things.create',
  auth: { member: 'credit' },
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
  idempotencyKey: 'optional',
  summary: 'Make a thing',
  tags: ['things'],
});
const memberList = endpoint({
  method: 'GET',
  path: '/api/things.list',
  auth: 'public',
  query: z.object({ q: z.string().optional(), page: z.number() }),
  response: z.array(z.string()),
  summary: 'Things',
  tags: ['things'],
});
const staffDecide = endpoint({
  method: 'POST',
  path: '/api/admin/things/:id/decide',
  auth: { staff: 'withdrawals.decide' },
  params: z.object({ id: z.string() }),
  body: z.object({ ok: z.boolean() }),
  response: z.object({ id: z.string() }),
  summary: 'Decide a thing',
  tags: ['admin: things'],
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stubFetch = (status: number, body: unknown) => {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(answer(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrfToken=; max-age=0; path=/';
  document.cookie = 'staffCsrf=; max-age=0; path=/';
  clearUnauthorized();
});

describe('callApi', () => {
  it('sends a GET input as the query string and resolves to data', async () => {
    const fetchMock = stubFetch(200, { data: ['a'] });
    await expect(callApi(memberList, { q: undefined, page: 2 })).resolves.toEqual(['a']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things.list?page=2');
    expect(init).toMatchObject({ method: 'GET', body: undefined, credentials: 'same-origin' });
  });

  it('posts a member body with the csrfToken cookie and the idempotency key, never staffCsrf', async () => {
    document.cookie = 'csrfToken=member-token; path=/';
    document.cookie = 'staffCsrf=staff-token; path=/';
    const fetchMock = stubFetch(201, { data: { id: '7' } });
    await expect(callApi(memberCreate, { name: 'x' }, { idempotencyKey: 'k1' })).resolves.toEqual({
      id: '7',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things.create');
    expect(init.body).toBe('{"name":"x"}');
    expect(init.headers).toMatchObject({
      'x-csrf-token': 'member-token',
      'Idempotency-Key': 'k1',
      'content-type': 'application/json',
    });
  });

  it('fills path params, posts the rest with the staffCsrf cookie', async () => {
    document.cookie = 'csrfToken=member-token; path=/';
    document.cookie = 'staffCsrf=staff-token; path=/';
    const fetchMock = stubFetch(200, { data: { id: 'a b' } });
    await callApi(staffDecide, { params: { id: 'a b' }, ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/things/a%20b/decide');
    expect(init.body).toBe('{"ok":true}');
    expect(init.headers).toMatchObject({ 'x-csrf-token': 'staff-token' });
  });

  it('reports a staff failure to the back-office handler with the path below /api/admin/', async () => {
    const heard: [number, string][] = [];
    const uninstall = setStaffFailureHandler((error, path) => heard.push([error.status, path]));
    stubFetch(403, { message: 'Forbidden', code: 'FORBIDDEN' });
    await expect(callApi(staffDecide, { params: { id: '1' }, ok: true })).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    uninstall();
    expect(heard).toEqual([[403, 'things/1/decide']]);
  });

  it('reports a member 401 with a session as a revocation, not to the staff handler', async () => {
    const heard: string[] = [];
    const uninstall = setStaffFailureHandler((_error, path) => heard.push(path));
    document.cookie = 'csrfToken=member-token; path=/';
    stubFetch(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    await expect(callApi(memberCreate, { name: 'x' })).rejects.toMatchObject({ status: 401 });
    uninstall();
    expect(heard).toEqual([]);
    expect(getSiteStatus().unauthorized).toBe(true);
  });
});
