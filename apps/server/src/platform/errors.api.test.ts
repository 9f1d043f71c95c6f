import { DEFAULT_ERROR_MESSAGE } from '@chokdee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { appError } from './errors.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    // Test-only routes: production code has no route that throws on purpose.
    setup: (app) => {
      app.get('/api/test/boom', () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
      app.get('/api/test/app-error', () => {
        throw appError('USERNAME_TAKEN');
      });
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({
              userName: z.string().min(6, 'Username must be at least 6 characters'),
              lines: z.array(z.object({ price: z.number().positive('price must be positive') })),
            }),
          },
        },
        (request) => ({ data: request.body }),
      );
      app.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, () => ({
        data: {},
      }));
    },
  });
});
afterAll(async () => {
  await t.close();
});

const postJson = (path: string, body: string, contentType = 'application/json'): Promise<Response> =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('error contract', () => {
  it('answers an unknown /api or /poy-api path with 404 JSON, never HTML', async () => {
    for (const path of ['/api/nope', '/api', '/poy-api/poys.nothing', '/metrics/x']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
    }
    const post = await postJson('/api/users.nothing', '{}');
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await postJson('/api/test/echo', '{"userName": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers a body over 10 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ userName: 'x'.repeat(11 * 1024 * 1024), lines: [] });
    const res = await postJson('/api/test/echo', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'Request body is larger than 10 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await postJson('/api/test/echo', 'userName=abc', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a failed zod validation with 400 VALIDATION and a message per field path', async () => {
    const res = await postJson('/api/test/echo', JSON.stringify({ userName: 'abc', lines: [{ price: -1 }] }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Username must be at least 6 characters',
      code: 'VALIDATION',
      fields: {
        userName: 'Username must be at least 6 characters',
        'lines.0.price': 'price must be positive',
      },
    });
  });

  it('passes a valid body through', async () => {
    const res = await postJson('/api/test/echo', JSON.stringify({ userName: 'abcdef', lines: [] }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { userName: 'abcdef', lines: [] } });
  });

  it('answers an unexpected throw with 500 and the default message, without stack or detail', async () => {
    const res = await fetch(`${t.url}/api/test/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: DEFAULT_ERROR_MESSAGE, code: 'INTERNAL' });
    expect(text).not.toMatch(/secret|stack|\.ts:|at /);
  });

  it('answers an AppError with its own status, code and message', async () => {
    const res = await fetch(`${t.url}/api/test/app-error`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Username already exists', code: 'USERNAME_TAKEN' });
  });

  it('answers a route over its rate limit with 429 RATE_LIMITED and Retry-After', async () => {
    expect((await fetch(`${t.url}/api/test/limited`)).status).toBe(200);
    const res = await fetch(`${t.url}/api/test/limited`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
