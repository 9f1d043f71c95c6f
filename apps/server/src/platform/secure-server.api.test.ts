import { mkdtemp, rm } from 'node:fs/promises';
import https from 'node:https';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { heldRoute } from '../../test/held-route.ts';
import { createLocalCertificate } from '../../test/local-certificate.ts';
import { ADULT_BIRTH_DATE, GOOD_PIN } from '../modules/members/test-kit.ts';
import { startTestApp, type TestApp, type TestAppOptions } from '../../test/test-app.ts';

interface H2Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP/2 request on `session`: its status, headers and body. */
const h2Request = (
  session: ClientHttp2Session,
  urlPath: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<H2Answer> =>
  new Promise((resolve, reject) => {
    const stream = session.request({
      ':path': urlPath,
      ':method': init.method ?? 'GET',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    });
    let headers: IncomingHttpHeaders = {};
    let body = '';
    stream.on('response', (answer) => (headers = answer));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
    stream.on('error', reject);
    stream.end(init.body === undefined ? undefined : JSON.stringify(init.body));
  });

const cookieValues = (answer: H2Answer): Record<string, string> =>
  Object.fromEntries(
    (answer.headers['set-cookie'] ?? []).map((line) => {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      return [pair.slice(0, equals), pair.slice(equals + 1)];
    }),
  );

const h1Get = (url: string, ca: string): Promise<{ status: number; httpVersion: string }> =>
  new Promise((resolve, reject) => {
    https
      .get(url, { ca, agent: false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, httpVersion: response.httpVersion }),
        );
      })
      .on('error', reject);
  });

/** The app on HTTPS with a certificate of its own; `setup` as startTestApp's. */
const startSecureApp = async (
  setup?: TestAppOptions['setup'],
): Promise<{ t: TestApp; origin: string; ca: string; stop: () => Promise<void> }> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'chokdee-tls-'));
  const certificate = await createLocalCertificate(dir);
  const t = await startTestApp({
    env: { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
    setup,
  });
  return {
    t,
    origin: t.url.replace(/^http:/, 'https:'),
    ca: certificate.cert,
    stop: async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

describe('HTTPS answered by the server itself (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let server: Awaited<ReturnType<typeof startSecureApp>>;

  beforeAll(async () => {
    server = await startSecureApp();
  });

  afterAll(() => server.stop());

  it('speaks HTTP/2 to a client that offers it, over TLS', async () => {
    const session = connect(server.origin, { ca: server.ca });
    try {
      const { status, body } = await h2Request(session, '/api/health');
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ data: { status: 'ok' } });
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
  });

  it('takes a sign-up and a cookie-authenticated change with its CSRF header over HTTP/2', async () => {
    const session = connect(server.origin, { ca: server.ca });
    try {
      const signup = await h2Request(session, '/api/users.signup', {
        method: 'POST',
        body: {
          userName: 'h2member1',
          password: GOOD_PIN,
          phoneNumber: '0899990201',
          birthDate: ADULT_BIRTH_DATE,
        },
      });
      expect(signup.status).toBe(201);
      const { accessToken = '', csrfToken = '' } = cookieValues(signup);
      expect(accessToken).not.toBe('');
      const cookie = `accessToken=${accessToken}; csrfToken=${csrfToken}`;
      const change = (headers: Record<string, string>) =>
        h2Request(session, '/api/users-infos.update', { method: 'POST', headers, body: { name: 'Somchai' } });
      expect((await change({ cookie })).status).toBe(403);
      expect((await change({ cookie, 'x-csrf-token': decodeURIComponent(csrfToken) })).status).toBe(200);
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 on the same port to a client without HTTP/2', async () => {
    await expect(h1Get(`${server.origin}/api/health`, server.ca)).resolves.toEqual({
      status: 200,
      httpVersion: '1.1',
    });
  });

  it('upgrades /ccu to a WebSocket over TLS (a bad token then closes it with 4401)', async () => {
    const socket = new WebSocket(`${server.origin.replace(/^https:/, 'wss:')}/ccu?token=not-a-token`, {
      ca: server.ca,
    });
    const code = await new Promise<number>((resolve, reject) => {
      socket.once('close', resolve);
      socket.once('error', reject);
    });
    expect(code).toBe(4401);
  });
});

describe('closing the HTTPS server', () => {
  it('lets a running HTTP/2 request finish, then takes no new connection', async () => {
    const slow = heldRoute('/api/test/slow');
    const server = await startSecureApp(slow.register);
    try {
      const session = connect(server.origin, { ca: server.ca });
      const inFlight = h2Request(session, '/api/test/slow');
      await slow.started;
      const closing = server.t.app.close();
      // close() sent the session a GOAWAY: the stream already running still gets its answer.
      slow.release();
      await expect(inFlight).resolves.toMatchObject({
        status: 200,
        body: JSON.stringify({ data: 'done' }),
      });
      await closing;
      await expect(h1Get(`${server.origin}/api/health`, server.ca)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});
