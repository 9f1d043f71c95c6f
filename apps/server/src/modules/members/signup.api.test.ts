import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { agentLocaleDefaults, agents, members, memberSessions } from '../../db/schema/index.ts';
import { verifyPin } from '../../platform/pin-hash.ts';
import {
  ADULT_BIRTH_DATE,
  bearerOf,
  call,
  cookiesOf,
  GOOD_PIN,
  MEMBER_TEST_ENV,
  signUp,
  uniqueMember,
} from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const valid = {
  userName: 'goodname1',
  password: GOOD_PIN,
  phoneNumber: '0812340000',
  birthDate: ADULT_BIRTH_DATE,
};

// Each row breaks one rule of spec §5; the answer names the field with the spec's message.
const invalid: [string, Record<string, unknown>, string, string][] = [
  ['userName missing', { userName: undefined }, 'userName', 'Username is required'],
  ['userName empty', { userName: '' }, 'userName', 'Username is required'],
  [
    'userName upper case',
    { userName: 'GoodName1' },
    'userName',
    'Username must be lowercase English letters or digits',
  ],
  [
    'userName symbol',
    { userName: 'good_name' },
    'userName',
    'Username must be lowercase English letters or digits',
  ],
  ['userName too short', { userName: 'abc12' }, 'userName', 'Username must be at least 6 characters'],
  ['userName too long', { userName: 'a1'.repeat(11) }, 'userName', 'Username must not be greater than 20.'],
  [
    'userName run of 5',
    { userName: 'abbbbb1' },
    'userName',
    'Username must not repeat one character more than 4 times in a row',
  ],
  ['PIN missing', { password: undefined }, 'password', 'Password is required'],
  ['PIN too short', { password: 'Ab1#xyz' }, 'password', 'Password must be at least 8 characters'],
  [
    'PIN too long',
    { password: `Ab1#${'x'.repeat(27)}` },
    'password',
    'Password must not be greater than 30.',
  ],
  ['PIN no upper', { password: 'good#pin1' }, 'password', 'Password is invalid'],
  ['PIN no lower', { password: 'GOOD#PIN1' }, 'password', 'Password is invalid'],
  ['PIN no digit', { password: 'Good#Pinx' }, 'password', 'Password is invalid'],
  ['PIN no special', { password: 'GoodPin12' }, 'password', 'Password is invalid'],
  ['phone missing', { phoneNumber: undefined }, 'phoneNumber', 'Phone number is invalid.'],
  ['phone 02 prefix', { phoneNumber: '0212345678' }, 'phoneNumber', 'Phone number is invalid.'],
  ['phone 9 digits', { phoneNumber: '081234567' }, 'phoneNumber', 'Phone number is invalid.'],
  ['agentId negative', { agentId: -1 }, 'agentId', 'Too small: expected number to be >=0'],
];

describe('users.signup validation', () => {
  it.each(invalid)('%s → 400 VALIDATION with the spec message', async (_name, change, field, message) => {
    const result = await call(t, 'POST', '/api/users.signup', { body: { ...valid, ...change } });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION');
    expect(result.body.fields?.[field]).toBe(message);
  });

  it('accepts a PIN with a space as its special character and 06/09 numbers', async () => {
    const a = await call(t, 'POST', '/api/users.signup', {
      body: { ...uniqueMember(), password: 'Good Pin1', phoneNumber: '0612345678' },
    });
    const b = await call(t, 'POST', '/api/users.signup', {
      body: { ...uniqueMember(), phoneNumber: '0912345678' },
    });
    expect([a.status, b.status]).toEqual([201, 201]);
  });
});

describe('users.signup', () => {
  it('creates the member (argon2id PIN, centre agent, refUid 0), answers 201 and logs in', async () => {
    const member = uniqueMember();
    const result = await call(t, 'POST', '/api/users.signup', { body: { ...member, agentId: 0, refUid: 0 } });
    expect(result.status).toBe(201);
    expect(result.body.data).toEqual({ uuid: result.body.data?.uuid, userName: member.userName, status: 0 });
    expect(result.body.data?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const cookies = cookiesOf(result);
    expect(cookies.accessToken).toBe(bearerOf(result));
    expect(cookies.csrfToken).toBeTruthy();
    expect(result.headers.getSetCookie().find((c) => c.startsWith('accessToken='))).toMatch(/HttpOnly/i);

    const [row] = await t.db.select().from(members).where(eq(members.userName, member.userName));
    expect(row).toMatchObject({
      agentId: 2,
      refUid: 0n,
      referrerMemberId: null,
      status: 0,
      phoneNumber: member.phoneNumber,
    });
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPin(row?.pinHash ?? '', GOOD_PIN)).toBe(true);
    expect(row?.afSlug).toMatch(/^[a-z0-9]{8,}$/);
    const sessions = await t.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.memberId, row?.id ?? 0n));
    expect(sessions).toHaveLength(1);

    const auth = await call(t, 'POST', '/api/users.auth', { token: bearerOf(result) });
    expect(auth.body.data).toMatchObject({ uuid: result.body.data?.uuid, userName: member.userName });
  });

  it('keeps an explicit agentId and refUid', async () => {
    const { userName } = await signUp(t, { agentId: 7, refUid: 42 });
    const [row] = await t.db.select().from(members).where(eq(members.userName, userName));
    expect(row).toMatchObject({ agentId: 7, refUid: 42n });
  });

  it('without agentId/refUid takes the defaults of the locale cookie, else the centre agent', async () => {
    await t.db.insert(agents).values({ id: 9, name: 'Khmer desk' });
    await t.db.insert(agentLocaleDefaults).values({ locale: 'kh', agentId: 9, refUid: 55n });
    const signUpIn = async (locale: string, extra: Record<string, unknown> = {}) => {
      const member = uniqueMember();
      const result = await call(t, 'POST', '/api/users.signup', {
        body: { ...member, ...extra },
        headers: { cookie: `locale=${locale}` },
      });
      expect(result.status).toBe(201);
      const [row] = await t.db.select().from(members).where(eq(members.userName, member.userName));
      return { agentId: row?.agentId, refUid: row?.refUid };
    };
    expect(await signUpIn('kh', { agentId: 0, refUid: 0 })).toEqual({ agentId: 9, refUid: 55n });
    expect(await signUpIn('en')).toEqual({ agentId: 2, refUid: 0n });
    expect(await signUpIn('xx')).toEqual({ agentId: 2, refUid: 0n });
    expect(await signUpIn('kh', { agentId: 7, refUid: 42 })).toEqual({ agentId: 7, refUid: 42n });
  });

  it('taken userName → 409 Username already exists; taken phone → 409 Phone number already exists', async () => {
    const first = await signUp(t);
    const sameName = await call(t, 'POST', '/api/users.signup', {
      body: { ...uniqueMember(), userName: first.userName },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username already exists', code: 'USERNAME_TAKEN' });
    const samePhone = await call(t, 'POST', '/api/users.signup', {
      body: { ...uniqueMember(), phoneNumber: first.phoneNumber },
    });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toEqual({ message: 'Phone number already exists', code: 'PHONE_TAKEN' });
  });

  it('two concurrent signups for one userName: exactly one 201, the other 409', async () => {
    const userName = uniqueMember().userName;
    const results = await Promise.all(
      [uniqueMember(), uniqueMember(), uniqueMember()].map((m) =>
        call(t, 'POST', '/api/users.signup', { body: { ...m, userName } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await t.db.select().from(members).where(eq(members.userName, userName))).toHaveLength(1);
  });

  it('an affiliate slug records the referrer: refUid = referrer id, referrer_member_id set', async () => {
    const referrer = await signUp(t, { agentId: 5 });
    const [ref] = await t.db.select().from(members).where(eq(members.userName, referrer.userName));
    const { userName } = await signUp(t, { slug: ref?.afSlug });
    const [row] = await t.db.select().from(members).where(eq(members.userName, userName));
    expect(row).toMatchObject({ referrerMemberId: ref?.id, refUid: ref?.id, agentId: 5 });
  });

  it('an unknown affiliate slug → 400 and no member', async () => {
    const member = uniqueMember();
    const result = await call(t, 'POST', '/api/users.signup', { body: { ...member, slug: 'nosuchslug' } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'UNKNOWN_AFFILIATE', message: 'Affiliate link is invalid' });
    expect(result.body.fields?.slug).toBe('Affiliate link is invalid');
    expect(await t.db.select().from(members).where(eq(members.userName, member.userName))).toHaveLength(0);
  });
});
