/**
 * Every error has the contract's `{ message, code }` shape, those raised before routing too:
 * what Node's HTTP parser refuses (headers over 16 KB, a broken request line, a NUL in a header),
 * bad JSON, a body too large or of an unknown type, an unknown route, a malformed URL.
 */
import net from 'node:net';
import { isErrorCode } from '@chokdee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Writes `raw` to the server as it is and answers the status and the parsed JSON body. */
const rawRequest = (raw: string | Buffer): Promise<{ status: number; type: string; body: unknown }> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(t.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const type = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
      resolve({ status, type, body: body ? (JSON.parse(body) as unknown) : undefined });
    });
    // Not end(): a half-closed socket may be dropped before the answer; `Connection: close` ends it.
    socket.write(raw);
  });

const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`;

const shaped = (body: unknown, code: string) => {
  expect(body).toEqual({ message: expect.any(String) as string, code });
  expect(isErrorCode(code)).toBe(true);
};

describe('errors raised before routing', () => {
  it('answers headers over 16 KB with 431 HEADERS_TOO_LARGE', async () => {
    const answer = await rawRequest(get('/api/cashs', `x-big: ${'a'.repeat(17 * 1024)}\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    shaped(answer.body, 'HEADERS_TOO_LARGE');
  });

  it('answers a request line over 16 KB with 431 HEADERS_TOO_LARGE', async () => {
    const answer = await rawRequest(get(`/api/cashs?q=${'a'.repeat(17 * 1024)}`));
    expect(answer.status).toBe(431);
    shaped(answer.body, 'HEADERS_TOO_LARGE');
  });

  it.each([
    ['a broken request line', 'NOT HTTP AT ALL\r\n\r\n'],
    ['a NUL in a header', get('/api/cashs', 'x-odd: a\u0000b\r\n')],
    ['a header without a colon', get('/api/cashs', 'no-colon-here\r\n')],
  ])('answers %s with 400 BAD_REQUEST', async (_name, raw) => {
    const answer = await rawRequest(raw);
    expect(answer.status).toBe(400);
    shaped(answer.body, 'BAD_REQUEST');
  });

  it('answers bad JSON, an unknown type, an unknown route and a malformed URL in the contract shape', async () => {
    const post = (body: string, type: string) =>
      `POST /api/users.login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${Buffer.byteLength(body).toString()}\r\n\r\n${body}`;
    const cases: [string, number, string][] = [
      [post('{"userName":', 'application/json'), 400, 'BAD_REQUEST'],
      [post('', 'application/json'), 400, 'BAD_REQUEST'],
      [post('x=1', 'text/csv'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [get('/api/no-such-route'), 404, 'NOT_FOUND'],
      [get('/api/%zz'), 400, 'BAD_REQUEST'],
      [`DELETE /api/users.login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 404, 'NOT_FOUND'],
    ];
    for (const [raw, status, code] of cases) {
      const answer = await rawRequest(raw);
      expect([answer.status, answer.body], raw.slice(0, 60)).toEqual([
        status,
        { message: expect.any(String) as string, code },
      ]);
    }
  });
});
