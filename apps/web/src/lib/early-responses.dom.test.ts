// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyResponses, takeEarlyResponse } from './early-responses.ts';

const answer = (body: string) => Promise.resolve(new Response(body));

afterEach(dropEarlyResponses);

describe('early responses (public/boot.js)', () => {
  it('hands each early answer to the first call of its method and path, once', async () => {
    window.__chokdeeEarly = { 'POST /api/users.auth': answer('auth') };
    expect(takeEarlyResponse('GET', '/api/users.auth')).toBeUndefined();
    await expect(takeEarlyResponse('POST', '/api/users.auth')?.then((r) => r.text())).resolves.toBe('auth');
    expect(takeEarlyResponse('POST', '/api/users.auth')).toBeUndefined();
  });

  it('hands nothing once the first page has loaded', () => {
    window.__chokdeeEarly = { 'GET /api/site.maintenance': answer('{}') };
    dropEarlyResponses();
    expect(takeEarlyResponse('GET', '/api/site.maintenance')).toBeUndefined();
  });
});
