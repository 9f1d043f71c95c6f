import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { members, otpRequests } from '../../../db/schema/index.ts';
import { bearerOf, call, MEMBER_TEST_ENV, signUp } from '../test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ...MEMBER_TEST_ENV, RATE_LIMIT_FORGOT_PIN_PER_MIN: '10000' } });
});
afterAll(async () => {
  await t.close();
});

const NEW_PIN = 'New#Pin22';
const INVALID = { message: 'OTP is invalid or expired', code: 'OTP_INVALID' };

interface OutboxEntry {
  to: string;
  text: string;
  sentAt: string;
}
const outbox = async (): Promise<OutboxEntry[]> => {
  const response = await fetch(`${t.url}/api/dev/sms-outbox`);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
};

const requestOtp = (userName: string, phoneNumber: string) =>
  call(t, 'POST', '/api/users.forgot-password.otp', { body: { userName, phoneNumber } });

/** A member with an OTP in flight: the code read from the dev outbox, as a demo user would. */
const memberWithOtp = async () => {
  const member = await signUp(t);
  const result = await requestOtp(member.userName, member.phoneNumber);
  expect(result.status).toBe(200);
  const refOtpCode = String(result.body.data?.refOtpCode);
  const sms = (await outbox()).find((m) => m.text.includes(`(Ref: ${refOtpCode})`));
  const otpCode = /คือ (\d{6})/.exec(sms?.text ?? '')?.[1];
  if (!otpCode) throw new Error('OTP SMS not in the outbox');
  return { ...member, refOtpCode, otpCode };
};

type OtpHolder = { userName: string; phoneNumber: string; refOtpCode: string };
const reset = (m: OtpHolder, otpCode: string) =>
  call(t, 'POST', '/api/users.forgot-password', {
    body: {
      userName: m.userName,
      phoneNumber: m.phoneNumber,
      refOtpCode: m.refOtpCode,
      otpCode,
      newPassword: NEW_PIN,
    },
  });
const login = (userName: string, password: string) =>
  call(t, 'POST', '/api/users.login', { body: { userName, password } });

const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST users.forgot-password.otp', () => {
  it('sends a 6-digit code in Thai by SMS and stores only a keyed hash, valid 5 minutes', async () => {
    const m = await memberWithOtp();
    expect(m.refOtpCode).toMatch(/^[A-Z0-9]{6}$/);
    const [sms] = await outbox();
    expect(sms).toMatchObject({
      to: m.phoneNumber,
      text: `รหัส OTP ของคุณคือ ${m.otpCode} (Ref: ${m.refOtpCode}) ใช้ได้ 5 นาที`,
    });
    const [row] = await t.db.select().from(otpRequests).where(eq(otpRequests.refCode, m.refOtpCode));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
  });

  it('answers an unknown pair with the same shape and sends nothing', async () => {
    const member = await signUp(t);
    const before = (await outbox()).length;
    const known = await requestOtp(member.userName, member.phoneNumber);
    const wrongPhone = await requestOtp(member.userName, '0899999999');
    const unknownUser = await requestOtp('nosuchuser1', member.phoneNumber);
    for (const result of [known, wrongPhone, unknownUser]) {
      expect(result.status).toBe(200);
      expect(Object.keys(result.body.data ?? {}).sort()).toEqual(['expiresAt', 'refOtpCode']);
      expect(String(result.body.data?.expiresAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    }
    expect((await outbox()).length).toBe(before + 1);
  });

  it('allows 3 per member in 15 minutes: the 4th → 429 with Retry-After, unknown pairs alike', async () => {
    const member = await signUp(t);
    for (let i = 0; i < 3; i++)
      expect((await requestOtp(member.userName, member.phoneNumber)).status).toBe(200);
    const fourth = await requestOtp(member.userName, member.phoneNumber);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    for (let i = 0; i < 3; i++) expect((await requestOtp('nosuchuser2', '0877777777')).status).toBe(200);
    expect((await requestOtp('nosuchuser2', '0877777777')).status).toBe(429);
    // Once the window has passed, a new code can be asked for.
    await t.db
      .update(otpRequests)
      .set({ createdAt: sql`created_at - interval '15 minutes'` })
      .where(eq(otpRequests.phoneNumber, member.phoneNumber));
    expect((await requestOtp(member.userName, member.phoneNumber)).status).toBe(200);
  });

  it('refuses a malformed body with a validation error', async () => {
    const result = await requestOtp('ab', '123');
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION');
  });
});

describe('POST users.forgot-password', () => {
  it('sets the new PIN, revokes every session, and the OTP works once', async () => {
    const m = await memberWithOtp();
    expect(await reset(m, m.otpCode)).toMatchObject({ status: 200, body: { data: {} } });
    expect((await call(t, 'POST', '/api/users.auth', { token: m.token })).status).toBe(401);
    const relogin = await login(m.userName, NEW_PIN);
    expect(relogin.status).toBe(200);
    expect(bearerOf(relogin)).toBeTruthy();
    expect(await reset(m, m.otpCode)).toMatchObject({ status: 400, body: INVALID });
  });

  it('refuses an expired OTP', async () => {
    const m = await memberWithOtp();
    await t.db
      .update(otpRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpRequests.refCode, m.refOtpCode));
    expect(await reset(m, m.otpCode)).toMatchObject({ status: 400, body: INVALID });
  });

  it('allows 5 tries: the right code on the 5th works', async () => {
    const m = await memberWithOtp();
    for (let i = 0; i < 4; i++)
      expect(await reset(m, wrong(m.otpCode))).toMatchObject({ status: 400, body: INVALID });
    expect((await reset(m, m.otpCode)).status).toBe(200);
  });

  it('after 5 wrong codes the 6th attempt fails even with the right code', async () => {
    const m = await memberWithOtp();
    for (let i = 0; i < 5; i++) expect((await reset(m, wrong(m.otpCode))).status).toBe(400);
    expect(await reset(m, m.otpCode)).toMatchObject({ status: 400, body: INVALID });
    expect((await login(m.userName, NEW_PIN)).status).toBe(401);
  });

  it('refuses the code with another user name, phone number or ref code', async () => {
    const m = await memberWithOtp();
    const other = await signUp(t);
    expect((await reset({ ...m, userName: other.userName }, m.otpCode)).status).toBe(400);
    expect((await reset({ ...m, phoneNumber: other.phoneNumber }, m.otpCode)).status).toBe(400);
    expect((await reset({ ...m, refOtpCode: 'ZZZZZZ' }, m.otpCode)).status).toBe(400);
    expect((await reset(m, m.otpCode)).status).toBe(200);
  });

  it('two concurrent uses of one OTP succeed once', async () => {
    const m = await memberWithOtp();
    const results = await Promise.all([reset(m, m.otpCode), reset(m, m.otpCode)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('restarts the failed-login count but keeps a lock (unlocking stays with staff)', async () => {
    const m = await memberWithOtp();
    for (let i = 1; i <= 5; i++) await login(m.userName, `Wrong#Pin${i}`);
    expect((await reset(m, m.otpCode)).status).toBe(200);
    const [row] = await t.db
      .select({ count: members.failedLoginCount, lockedAt: members.loginLockedAt })
      .from(members)
      .where(eq(members.userName, m.userName));
    expect(row?.count).toBe(0);
    expect(row?.lockedAt).not.toBeNull();
    expect((await login(m.userName, NEW_PIN)).status).toBe(423);
  });
});
