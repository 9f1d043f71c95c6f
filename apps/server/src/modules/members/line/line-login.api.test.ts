import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { members, oauthStates } from '../../../db/schema/index.ts';
import { driveLineStandIn } from '../../../dev/drive-line-stand-in.ts';
import { randomLineUserId, type LineStandIn } from '../../../dev/line-stand-in.ts';
import { setMemberStatus } from '../member-admin-repository.ts';
import { bearerOf, call, cookiesOf, signUp, startLineForTests } from '../test-kit.ts';

let standIn: LineStandIn;
let t: TestApp;
beforeAll(async () => {
  const line = await startLineForTests();
  standIn = line.standIn;
  t = await startTestApp({ env: line.env });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const redirectUri = (): string => `${t.url}/login/line/auth`;
const BAD_STATE = { message: 'Invalid LINE login state', code: 'LINE_STATE_INVALID' };
const FAILED = { message: 'LINE login failed', code: 'LINE_LOGIN_FAILED' };

const authorizationUrl = async (query: Record<string, string> = {}): Promise<string> => {
  const params = new URLSearchParams({ redirectUri: redirectUri(), ...query });
  const result = await call(t, 'GET', `/api/users.line-login.url?${params.toString()}`);
  expect(result.status).toBe(200);
  return String(result.body.data?.url);
};

/** The browser part: authorization URL → stand-in login form → redirect back with code and state. */
const lineCallback = async (user: { sub?: string; name: string }, query: Record<string, string> = {}) =>
  driveLineStandIn(await authorizationUrl(query), user);

const lineLogin = (body: Record<string, unknown>) =>
  call(t, 'POST', '/api/users.line-login', { body: { redirectUri: redirectUri(), ...body } });

describe('GET users.line-login.url', () => {
  it('answers the provider authorization URL with state, nonce and an S256 PKCE challenge', async () => {
    const url = new URL(await authorizationUrl());
    expect(url.origin).toBe(standIn.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri());
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('scope')).toBe('openid profile');
  });

  it.each([
    ['another host', 'https://evil.example/login/line/auth'],
    ['another path', '/other/path'],
    ['a query string', '/login/line/auth?next=x'],
    ['not a URL', 'javascript:alert(1)'],
  ])('refuses a redirectUri on %s with 400', async (_label, uri) => {
    const value = uri.startsWith('/') ? `${t.url}${uri}` : uri;
    const result = await call(
      t,
      'GET',
      `/api/users.line-login.url?${new URLSearchParams({ redirectUri: value }).toString()}`,
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'LINE_REDIRECT_NOT_ALLOWED',
      message: 'redirectUri is not allowed',
    });
  });
});

describe('POST users.line-login', () => {
  it('registers on first use, starts a session like users.login, and users.auth accepts it', async () => {
    const sub = randomLineUserId();
    const callback = await lineCallback({ sub, name: 'สมชาย LINE' });
    const result = await lineLogin({ code: callback.code, state: callback.state });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ status: 0, name: 'สมชาย LINE' });
    expect(cookiesOf(result).accessToken).toBe(bearerOf(result));
    const auth = await call(t, 'POST', '/api/users.auth', { token: bearerOf(result) });
    expect(auth.status).toBe(200);
    expect(auth.body.data).toMatchObject({ uuid: result.body.data?.uuid, name: 'สมชาย LINE' });
    expect(String(auth.body.data?.userName)).toMatch(/^line[a-z0-9]{10}$/);
    const [row] = await t.db
      .select({ lineUid: members.lineUid })
      .from(members)
      .where(eq(members.uuid, String(result.body.data?.uuid)));
    expect(row?.lineUid).toBe(sub);
  });

  it('logs the same LINE user into the same member the second time', async () => {
    const sub = randomLineUserId();
    const first = await lineCallback({ sub, name: 'Somsri' });
    const firstLogin = await lineLogin({ code: first.code, state: first.state });
    const second = await lineCallback({ sub, name: 'Somsri' });
    const secondLogin = await lineLogin({ code: second.code, state: second.state });
    expect(secondLogin.status).toBe(200);
    expect(secondLogin.body.data?.uuid).toBe(firstLogin.body.data?.uuid);
    const rows = await t.db.select({ id: members.id }).from(members).where(eq(members.lineUid, sub));
    expect(rows).toHaveLength(1);
  });

  it('an unknown state → 400 and nothing is exchanged', async () => {
    const callback = await lineCallback({ name: 'A' });
    expect(await lineLogin({ code: callback.code, state: 'not-a-state-we-issued' })).toMatchObject({
      status: 400,
      body: BAD_STATE,
    });
    // The code is still unused, so the rightful request still works.
    expect((await lineLogin({ code: callback.code, state: callback.state })).status).toBe(200);
  });

  it('a replayed state → 400', async () => {
    const callback = await lineCallback({ name: 'A' });
    expect((await lineLogin({ code: callback.code, state: callback.state })).status).toBe(200);
    expect(await lineLogin({ code: callback.code, state: callback.state })).toMatchObject({
      status: 400,
      body: BAD_STATE,
    });
  });

  it('two concurrent uses of one state: exactly one gets past the state check', async () => {
    const callback = await lineCallback({ name: 'A' });
    const results = await Promise.all(
      [1, 2].map(() => lineLogin({ code: callback.code, state: callback.state })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('an expired state → 400', async () => {
    const callback = await lineCallback({ name: 'A' });
    await t.db
      .update(oauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oauthStates.state, callback.state));
    expect(await lineLogin({ code: callback.code, state: callback.state })).toMatchObject({
      status: 400,
      body: BAD_STATE,
    });
  });

  it('a replayed code with a fresh state → 401', async () => {
    const used = await lineCallback({ name: 'A' });
    expect((await lineLogin({ code: used.code, state: used.state })).status).toBe(200);
    const fresh = await lineCallback({ name: 'A' });
    expect(await lineLogin({ code: used.code, state: fresh.state })).toMatchObject({
      status: 401,
      body: FAILED,
    });
  });

  it('a code from another flow (its PKCE verifier and nonce are not ours) → 401', async () => {
    const other = await lineCallback({ name: 'Victim' });
    const mine = new URL(await authorizationUrl()).searchParams.get('state') ?? '';
    expect(await lineLogin({ code: other.code, state: mine })).toMatchObject({ status: 401, body: FAILED });
  });

  it('a redirectUri other than the one the flow started with → 400', async () => {
    const callback = await lineCallback({ name: 'A' });
    const result = await lineLogin({
      code: callback.code,
      state: callback.state,
      redirectUri: 'http://localhost:1/login/line/auth',
    });
    expect(result).toMatchObject({ status: 400, body: BAD_STATE });
  });

  it('a lineId alone never logs anyone in', async () => {
    const result = await call(t, 'POST', '/api/users.line-login', {
      body: { lineId: 'U0123', redirectUri: redirectUri() },
    });
    expect(result.status).toBe(400);
    expect(result.headers.get('authorization')).toBeNull();
  });

  it('a banned LINE member → 403 and no session', async () => {
    const sub = randomLineUserId();
    const first = await lineCallback({ sub, name: 'Banned' });
    await lineLogin({ code: first.code, state: first.state });
    const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.lineUid, sub));
    await setMemberStatus(t.db, row!.id, 9);
    const again = await lineCallback({ sub, name: 'Banned' });
    const result = await lineLogin({ code: again.code, state: again.state });
    expect(result).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Sorry, access denied.' },
    });
    expect(result.headers.get('authorization')).toBeNull();
  });

  it('a first LINE login through an affiliate slug records the referrer', async () => {
    const referrer = await signUp(t);
    const [ref] = await t.db
      .select({ id: members.id, afSlug: members.afSlug })
      .from(members)
      .where(eq(members.uuid, referrer.uuid));
    const sub = randomLineUserId();
    const callback = await lineCallback({ sub, name: 'Referred' }, { slug: ref!.afSlug });
    expect((await lineLogin({ code: callback.code, state: callback.state })).status).toBe(200);
    const [row] = await t.db
      .select({ referrer: members.referrerMemberId })
      .from(members)
      .where(eq(members.lineUid, sub));
    expect(row?.referrer).toBe(ref!.id);
  });
});
