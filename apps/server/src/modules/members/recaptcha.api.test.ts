import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { MEMBER_TEST_ENV, call, uniqueMember } from './test-kit.ts';

const SECRET = 'recaptcha-test-secret';
const GOOD_TOKEN = 'token-google-accepts';

/** A stand-in for Google's siteverify: form body in, `{ success }` out, like the real one. */
const startSiteverify = async (): Promise<{ server: Server; url: string; seen: URLSearchParams[] }> => {
  const seen: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const success =
        request.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('secret') === SECRET &&
        form.get('response') === GOOD_TOKEN;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, seen };
};

describe('reCAPTCHA on signup and login', () => {
  let t: TestApp;
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
  beforeAll(async () => {
    siteverify = await startSiteverify();
    t = await startTestApp({
      env: { ...MEMBER_TEST_ENV, RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: siteverify.url },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => siteverify?.server.close(resolve));
  });

  const withToken = (token: string) => ({ 'x-recaptcha-token': token });

  it('refuses signup and login without a token, with the spec message, and creates nothing', async () => {
    const member = uniqueMember();
    const signup = await call(t, 'POST', '/api/users.signup', { body: member });
    expect(signup.status).toBe(400);
    expect(signup.body.message).toBe('cannot confirm reCaptcha with Google');
    const login = await call(t, 'POST', '/api/users.login', {
      body: { userName: member.userName, password: member.password },
      headers: withToken(GOOD_TOKEN),
    });
    expect(login.status).toBe(401);
  });

  it('refuses a token Google does not confirm', async () => {
    const result = await call(t, 'POST', '/api/users.signup', {
      body: uniqueMember(),
      headers: withToken('forged'),
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'RECAPTCHA_FAILED',
      message: 'cannot confirm reCaptcha with Google',
    });
  });

  it('lets a confirmed token through and sends the secret, token and client address', async () => {
    const member = uniqueMember();
    const signup = await call(t, 'POST', '/api/users.signup', {
      body: member,
      headers: withToken(GOOD_TOKEN),
    });
    expect(signup.status).toBe(201);
    const login = await call(t, 'POST', '/api/users.login', {
      body: { userName: member.userName, password: member.password },
      headers: withToken(GOOD_TOKEN),
    });
    expect(login.status).toBe(200);
    const last = siteverify.seen.at(-1);
    expect(last?.get('secret')).toBe(SECRET);
    expect(last?.get('remoteip')).toBe('127.0.0.1');
  });

  it('counts an unreachable verifier as not confirmed', async () => {
    const offline = await startTestApp({
      env: {
        ...MEMBER_TEST_ENV,
        RECAPTCHA_SECRET: SECRET,
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      },
    });
    try {
      const result = await call(offline, 'POST', '/api/users.signup', {
        body: uniqueMember(),
        headers: withToken(GOOD_TOKEN),
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('cannot confirm reCaptcha with Google');
    } finally {
      await offline.close();
    }
  });
});
