import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { members, memberSessions } from '../../db/schema/index.ts';
import { signAccessToken } from '../../platform/auth/index.ts';
import { verifyPin } from '../../platform/pin-hash.ts';
import {
  ADULT_BIRTH_DATE,
  bearerOf,
  call,
  cookiesOf,
  GOOD_PIN,
  MEMBER_TEST_ENV,
  signUp,
} from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const UNAUTHORIZED = { message: 'Unauthorized', code: 'UNAUTHORIZED' };
const login = async (userName: string, password = GOOD_PIN): Promise<string> =>
  bearerOf(await call(t, 'POST', '/api/users.login', { body: { userName, password } }));
const auth = (token: string) => call(t, 'POST', '/api/users.auth', { token });
const cookieHeader = (cookies: Record<string, string>): string =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

describe('users.auth and tokens', () => {
  it('answers { uuid, status, name, userName } for a Bearer token and for the cookie alone', async () => {
    const { token, uuid, userName } = await signUp(t);
    expect((await auth(token)).body.data).toEqual({ uuid, status: 0, name: null, userName });
    const byCookie = await call(t, 'POST', '/api/users.auth', {
      headers: { cookie: `accessToken=${token}` },
    });
    // users.auth is a POST: cookie-only needs the CSRF header too, so this is refused…
    expect(byCookie.status).toBe(403);
    const viaGet = await call(t, 'GET', '/api/users-infos', { headers: { cookie: `accessToken=${token}` } });
    expect(viaGet.status).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['garbage', { authorization: 'Bearer not.a.jwt' }],
    ['not Bearer', { authorization: 'Basic abc' }],
  ])('%s → 401 Unauthorized', async (_name, headers) => {
    const result = await call(t, 'POST', '/api/users.auth', { headers });
    expect(result.status).toBe(401);
    expect(result.body).toEqual(UNAUTHORIZED);
  });

  it('a token signed with another key, an expired token, or alg none → 401', async () => {
    const { token } = await signUp(t);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      uuid: string;
      status: number;
      sid: string;
    };
    const forged = await signAccessToken(
      claims,
      'another-secret-'.padEnd(48, 'y'),
      new Date(Date.now() + 60_000),
    );
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1] ?? ''}.`;
    for (const bad of [forged, expired, none]) expect((await auth(bad)).body).toEqual(UNAUTHORIZED);
    expect((await auth(token)).status).toBe(200);
  });

  it('a well-signed token whose session row expired → 401', async () => {
    const { token, userName } = await signUp(t);
    const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.userName, userName));
    await t.db
      .update(memberSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberSessions.memberId, row?.id ?? 0n));
    expect((await auth(token)).status).toBe(401);
  });
});

describe('users.logout', () => {
  it('revokes that token (401 afterwards), clears the cookies, leaves other sessions alone', async () => {
    const { token, userName } = await signUp(t);
    const other = await login(userName);
    const result = await call(t, 'POST', '/api/users.logout', { token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: {} });
    const cleared = result.headers.getSetCookie().join('\n');
    expect(cleared).toMatch(/accessToken=;/);
    expect(cleared).toMatch(/csrfToken=;/);
    expect((await auth(token)).body).toEqual(UNAUTHORIZED);
    expect((await call(t, 'POST', '/api/users.logout', { token })).status).toBe(401);
    expect((await auth(other)).status).toBe(200);
  });
});

describe('users.change-password', () => {
  it('wrong old PIN → 400 Password is invalid, nothing changes', async () => {
    const { token, userName } = await signUp(t);
    const result = await call(t, 'POST', '/api/users.change-password', {
      token,
      body: { oldPassword: 'Wrong#Pin1', newPassword: 'Newer#Pin2' },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Password is invalid');
    expect(
      (await call(t, 'POST', '/api/users.login', { body: { userName, password: GOOD_PIN } })).status,
    ).toBe(200);
  });

  it('a new PIN breaking the rules → 400 with the spec message', async () => {
    const { token } = await signUp(t);
    const result = await call(t, 'POST', '/api/users.change-password', {
      token,
      body: { oldPassword: GOOD_PIN, newPassword: 'short' },
    });
    expect(result.status).toBe(400);
    expect(result.body.fields?.newPassword).toBe('Password must be at least 8 characters');
  });

  it('sets the new PIN; the other sessions → 401, the current one keeps working', async () => {
    const { token, userName } = await signUp(t);
    const otherA = await login(userName);
    const otherB = await login(userName);
    const result = await call(t, 'POST', '/api/users.change-password', {
      token,
      body: { oldPassword: GOOD_PIN, newPassword: 'Newer#Pin2' },
    });
    expect(result.status).toBe(200);
    expect((await auth(otherA)).body).toEqual(UNAUTHORIZED);
    expect((await auth(otherB)).body).toEqual(UNAUTHORIZED);
    expect((await auth(token)).status).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.userName, userName));
    expect(await verifyPin(row?.pinHash ?? '', 'Newer#Pin2')).toBe(true);
    expect(row?.pinChangedAt).toBeInstanceOf(Date);
    expect(
      (await call(t, 'POST', '/api/users.login', { body: { userName, password: GOOD_PIN } })).status,
    ).toBe(401);
    expect(
      (await call(t, 'POST', '/api/users.login', { body: { userName, password: 'Newer#Pin2' } })).status,
    ).toBe(200);
  });
});

describe('CSRF (double submit) on cookie-authenticated state changes', () => {
  const update = { body: { name: 'Somchai' } };

  it('cookie only, no header → 403 CSRF; with the matching header → 200; Bearer → exempt', async () => {
    const signup = await call(t, 'POST', '/api/users.signup', {
      body: {
        userName: 'csrfuser1',
        password: GOOD_PIN,
        phoneNumber: '0899990001',
        birthDate: ADULT_BIRTH_DATE,
      },
    });
    const cookies = cookiesOf(signup);
    const cookie = cookieHeader({
      accessToken: cookies.accessToken ?? '',
      csrfToken: cookies.csrfToken ?? '',
    });

    const bare = await call(t, 'POST', '/api/users-infos.update', { ...update, headers: { cookie } });
    expect(bare.status).toBe(403);
    expect(bare.body.code).toBe('CSRF');
    const wrong = await call(t, 'POST', '/api/users-infos.update', {
      ...update,
      headers: { cookie, 'x-csrf-token': 'nope' },
    });
    expect(wrong.body.code).toBe('CSRF');
    const ok = await call(t, 'POST', '/api/users-infos.update', {
      ...update,
      headers: { cookie, 'x-csrf-token': cookies.csrfToken ?? '' },
    });
    expect(ok.status).toBe(200);
    expect(
      (await call(t, 'POST', '/api/users-infos.update', { ...update, token: bearerOf(signup) })).status,
    ).toBe(200);
  });

  it('a csrfToken cookie that is not this session’s (planted) fails even when header and cookie match', async () => {
    const { token } = await signUp(t);
    const cookie = cookieHeader({ accessToken: token, csrfToken: 'planted' });
    const result = await call(t, 'POST', '/api/users-infos.update', {
      ...update,
      headers: { cookie, 'x-csrf-token': 'planted' },
    });
    expect(result.body.code).toBe('CSRF');
  });

  it('public endpoints need no CSRF header even with cookies (login, signup, devices)', async () => {
    const { token, userName } = await signUp(t);
    const cookie = `accessToken=${token}`;
    expect(
      (
        await call(t, 'POST', '/api/users.login', {
          body: { userName, password: GOOD_PIN },
          headers: { cookie },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t, 'POST', '/api/devices', { body: { visitorId: 'v1' }, headers: { cookie } })).status,
    ).toBe(200);
  });
});
