import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { members } from '../../db/schema/index.ts';
import { setMemberStatus } from './member-admin-repository.ts';
import { call, cookiesOf, GOOD_PIN, MEMBER_TEST_ENV, signUp } from './test-kit.ts';
import { unlockMemberLogin } from './member-admin-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const login = (userName: string, password: string) =>
  call(t, 'POST', '/api/users.login', { body: { userName, password } });
const idOf = async (userName: string): Promise<bigint> => {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.userName, userName));
  if (!row) throw new Error('no member');
  return row.id;
};
const INVALID = { message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' };
const LOCKED = { message: 'Login Attempt Count Reach Limit, Please contact call center.', code: 'LOCKED' };

describe('users.login', () => {
  it('right PIN → { uuid, status, name }, token in Authorization header and httpOnly cookie', async () => {
    const { userName, uuid } = await signUp(t);
    const result = await login(userName, GOOD_PIN);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ uuid, status: 0, name: null });
    expect(result.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookiesOf(result).accessToken).toBe(result.headers.get('authorization')?.slice(7));
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/accessToken=[^;]+;.*HttpOnly.*SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // Secure only in production
  });

  it('wrong PIN and unknown user give the same 401', async () => {
    const { userName } = await signUp(t);
    const wrong = await login(userName, 'Wrong#Pin1');
    const unknown = await login('nosuchuser', GOOD_PIN);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(INVALID);
    expect(unknown.body).toEqual(INVALID);
  });

  it('empty fields → 400 with the spec messages', async () => {
    const result = await call(t, 'POST', '/api/users.login', { body: { userName: '', password: '' } });
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({
      userName: 'Username is required',
      password: 'Please enter your PIN',
    });
  });

  it('4 failures → 401; the 5th → 423; the right PIN then → still 423', async () => {
    const { userName } = await signUp(t);
    for (let i = 1; i <= 4; i++) expect((await login(userName, `Wrong#Pin${i}`)).body).toEqual(INVALID);
    const fifth = await login(userName, 'Wrong#Pin5');
    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual(LOCKED);
    const right = await login(userName, GOOD_PIN);
    expect(right.status).toBe(423);
    expect(right.body).toEqual(LOCKED);
    expect((await login(userName, 'Wrong#Pin6')).status).toBe(423);
  });

  it('a success resets the count: 4 failures, success, 4 failures → still not locked', async () => {
    const { userName } = await signUp(t);
    for (let i = 0; i < 4; i++) await login(userName, 'Wrong#Pin1');
    expect((await login(userName, GOOD_PIN)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(userName, 'Wrong#Pin1')).status).toBe(401);
    expect((await login(userName, GOOD_PIN)).status).toBe(200);
  });

  it('parallel wrong guesses cannot slip past the lock: 8 at once → the account is locked', async () => {
    const { userName } = await signUp(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => login(userName, 'Wrong#Pin1')));
    expect(results.filter((r) => r.status === 401)).toHaveLength(4);
    expect(results.filter((r) => r.status === 423)).toHaveLength(4);
    expect((await login(userName, GOOD_PIN)).status).toBe(423);
  });

  it('unlockMemberLogin: login works again and the count starts from 0', async () => {
    const { userName } = await signUp(t);
    for (let i = 0; i < 5; i++) await login(userName, 'Wrong#Pin1');
    expect((await login(userName, GOOD_PIN)).status).toBe(423);
    expect(await unlockMemberLogin(t.db, await idOf(userName))).toBe(true);
    const [row] = await t.db.select().from(members).where(eq(members.userName, userName));
    expect(row).toMatchObject({ failedLoginCount: 0, loginLockedAt: null });
    expect((await login(userName, GOOD_PIN)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(userName, 'Wrong#Pin1')).status).toBe(401);
    expect((await login(userName, 'Wrong#Pin1')).status).toBe(423);
  });

  it('banned (9): login → 403 with the right PIN, 401 with a wrong one; an existing token → 401', async () => {
    const { userName, token, uuid } = await signUp(t);
    expect((await call(t, 'POST', '/api/users.auth', { token })).status).toBe(200);
    await setMemberStatus(t.db, await idOf(userName), 9);
    // As the staff route does after its COMMIT: the member's checked token is forgotten.
    await t.app.realtime.recheckMember(uuid);
    const right = await login(userName, GOOD_PIN);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('FORBIDDEN');
    expect(right.headers.get('authorization')).toBeNull();
    expect((await login(userName, 'Wrong#Pin1')).status).toBe(401);
    const auth = await call(t, 'POST', '/api/users.auth', { token });
    expect(auth.status).toBe(401);
    expect(auth.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });

  it('status 1 (guest-like) may log in; the token carries status 1', async () => {
    const { userName } = await signUp(t);
    await setMemberStatus(t.db, await idOf(userName), 1);
    const result = await login(userName, GOOD_PIN);
    expect(result.status).toBe(200);
    expect(result.body.data?.status).toBe(1);
  });
});

describe('per-IP rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      env: { RATE_LIMIT_LOGIN_PER_MIN: '3', RATE_LIMIT_SIGNUP_PER_10MIN: '2' },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('login: the 4th call in a minute → 429 RATE_LIMITED with Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await call(limited, 'POST', '/api/users.login', {
        body: { userName: 'nosuchuser', password: 'x' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last?.body.code).toBe('RATE_LIMITED');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signup: the 3rd call in 10 minutes → 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call(limited, 'POST', '/api/users.signup', { body: {} })).status);
    expect(statuses).toEqual([400, 400, 429]);
  });
});
