/**
 * A member registered through LINE has no phone and no PIN (issue 15 point 13): they add a phone
 * proven by an SMS code (users.phone-number.otp → users.phone-number.update) and set a first PIN
 * without an old one (users.set-password); a member who has a PIN still needs the old one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { members } from '../../../db/schema/index.ts';
import { issueSession } from '../../../platform/auth/index.ts';
import { driveLineStandIn } from '../../../dev/drive-line-stand-in.ts';
import { randomLineUserId, type LineStandIn } from '../../../dev/line-stand-in.ts';
import { ADULT_BIRTH_DATE, bearerOf, call, GOOD_PIN, signUp, startLineForTests } from '../test-kit.ts';

let standIn: LineStandIn;
let t: TestApp;
beforeAll(async () => {
  const line = await startLineForTests();
  standIn = line.standIn;
  t = await startTestApp({ env: { ...line.env, RATE_LIMIT_FORGOT_PIN_PER_MIN: '10000' } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const INVALID = { message: 'OTP is invalid or expired', code: 'OTP_INVALID' };
const FIRST_PIN = 'First#Pin1';

/** A member registered through LINE, logged in: its token and generated user name. */
const lineMember = async (): Promise<{ token: string; userName: string; uuid: string }> => {
  const redirectUri = `${t.url}/login/line/auth`;
  const url = await call(
    t,
    'GET',
    `/api/users.line-login.url?${new URLSearchParams({ redirectUri }).toString()}`,
  );
  const callback = await driveLineStandIn(String(url.body.data?.url), {
    sub: randomLineUserId(),
    name: 'LINE Member',
  });
  const login = await call(t, 'POST', '/api/users.line-login', {
    body: { redirectUri, code: callback.code, state: callback.state },
  });
  expect(login.status).toBe(200);
  const token = bearerOf(login);
  const auth = await call(t, 'POST', '/api/users.auth', { token });
  return { token, userName: String(auth.body.data?.userName), uuid: String(auth.body.data?.uuid) };
};

const info = async (token: string) => (await call(t, 'GET', '/api/users-infos', { token })).body.data;

const smsCode = async (refOtpCode: string): Promise<{ to: string; code: string }> => {
  const response = await fetch(`${t.url}/api/dev/sms-outbox`);
  const outbox = ((await response.json()) as { data: { to: string; text: string }[] }).data;
  const sms = outbox.find((m) => m.text.includes(`(Ref: ${refOtpCode})`));
  const code = /คือ (\d{6})/.exec(sms?.text ?? '')?.[1];
  if (!sms || !code) throw new Error('OTP SMS not in the outbox');
  return { to: sms.to, code };
};

const requestCode = (token: string, phoneNumber: string) =>
  call(t, 'POST', '/api/users.phone-number.otp', { token, body: { phoneNumber } });
const addPhone = (token: string, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/users.phone-number.update', { token, body });
const login = (userName: string, password: string) =>
  call(t, 'POST', '/api/users.login', { body: { userName, password } });
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('users.set-password (a first PIN)', () => {
  it('a LINE member has no PIN, sets one without an old one, then logs in with user name and PIN', async () => {
    const member = await lineMember();
    expect(await info(member.token)).toMatchObject({ hasPin: false, phoneNumber: null });
    expect((await login(member.userName, FIRST_PIN)).status).toBe(401);

    const set = await call(t, 'POST', '/api/users.set-password', {
      token: member.token,
      body: { newPassword: FIRST_PIN },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ data: {} });
    expect(await info(member.token)).toMatchObject({ hasPin: true });
    expect((await login(member.userName, FIRST_PIN)).status).toBe(200);

    // Now it has a PIN: a second "first" PIN is refused, changing takes the old one.
    const again = await call(t, 'POST', '/api/users.set-password', {
      token: member.token,
      body: { newPassword: 'Other#Pin2' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'PIN is already set', code: 'PIN_ALREADY_SET' });
    expect((await login(member.userName, FIRST_PIN)).status).toBe(200);
  });

  it('a member with a PIN is refused (409) and keeps the PIN; a weak PIN is a 400 and changes nothing', async () => {
    const member = await signUp(t);
    const refused = await call(t, 'POST', '/api/users.set-password', {
      token: member.token,
      body: { newPassword: 'Other#Pin2' },
    });
    expect(refused.status).toBe(409);
    expect((await login(member.userName, GOOD_PIN)).status).toBe(200);
    expect((await login(member.userName, 'Other#Pin2')).status).toBe(401);

    const line = await lineMember();
    const weak = await call(t, 'POST', '/api/users.set-password', {
      token: line.token,
      body: { newPassword: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields?.newPassword).toBeDefined();
    expect(await info(line.token)).toMatchObject({ hasPin: false });
  });

  it('setting the first PIN ends the member’s other sessions, not this one', async () => {
    const member = await lineMember();
    const second = await lineMemberSecondSession(member);
    await call(t, 'POST', '/api/users.set-password', {
      token: member.token,
      body: { newPassword: FIRST_PIN },
    });
    expect((await call(t, 'POST', '/api/users.auth', { token: member.token })).status).toBe(200);
    expect((await call(t, 'POST', '/api/users.auth', { token: second })).status).toBe(401);
  });

  it('without a token → 401', async () => {
    const result = await call(t, 'POST', '/api/users.set-password', { body: { newPassword: FIRST_PIN } });
    expect(result.status).toBe(401);
  });
});

/** A second session of the same member (what another phone logged in through LINE would hold). */
const lineMemberSecondSession = async (member: { uuid: string }): Promise<string> => {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.uuid, member.uuid));
  const session = await issueSession(t.db, t.config.jwtSecret, { id: row!.id, uuid: member.uuid, status: 0 });
  return session.token;
};

describe('users.phone-number.otp → users.phone-number.update', () => {
  it('a LINE member adds a phone with the SMS code; forgot PIN then works with it', async () => {
    const member = await lineMember();
    const phoneNumber = '0961230001';
    const sent = await requestCode(member.token, phoneNumber);
    expect(sent.status).toBe(200);
    const refOtpCode = String(sent.body.data?.refOtpCode);
    const { to, code } = await smsCode(refOtpCode);
    expect(to).toBe(phoneNumber);

    const bad = await addPhone(member.token, { phoneNumber, refOtpCode, otpCode: wrong(code) });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(INVALID);
    expect(await info(member.token)).toMatchObject({ phoneNumber: null });

    const ok = await addPhone(member.token, { phoneNumber, refOtpCode, otpCode: code });
    expect(ok.body).toEqual({ data: { phoneNumber } });
    expect(await info(member.token)).toMatchObject({ phoneNumber });
    // Single use.
    expect((await addPhone(member.token, { phoneNumber, refOtpCode, otpCode: code })).body).toEqual(INVALID);

    // The phone makes forgot PIN possible: it gives a LINE member a PIN too.
    const forgot = await call(t, 'POST', '/api/users.forgot-password.otp', {
      body: { userName: member.userName, phoneNumber },
    });
    const ref = String(forgot.body.data?.refOtpCode);
    const reset = await call(t, 'POST', '/api/users.forgot-password', {
      body: {
        userName: member.userName,
        phoneNumber,
        refOtpCode: ref,
        otpCode: (await smsCode(ref)).code,
        newPassword: FIRST_PIN,
      },
    });
    expect(reset.status).toBe(200);
    expect((await login(member.userName, FIRST_PIN)).status).toBe(200);
    const [row] = await t.db
      .select({ hasPin: members.hasPin })
      .from(members)
      .where(eq(members.uuid, member.uuid));
    expect(row?.hasPin).toBe(true);
  });

  it('the code is bound to the member and the number it was sent to', async () => {
    const a = await lineMember();
    const b = await lineMember();
    const sent = await requestCode(a.token, '0961230002');
    const refOtpCode = String(sent.body.data?.refOtpCode);
    const { code } = await smsCode(refOtpCode);
    // Another member with the same code, or the code with another number: the same 400.
    expect((await addPhone(b.token, { phoneNumber: '0961230002', refOtpCode, otpCode: code })).body).toEqual(
      INVALID,
    );
    expect((await addPhone(a.token, { phoneNumber: '0961230003', refOtpCode, otpCode: code })).body).toEqual(
      INVALID,
    );
    expect(await info(b.token)).toMatchObject({ phoneNumber: null });
    expect(await info(a.token)).toMatchObject({ phoneNumber: null });
  });

  it('a number without a code is refused (400); a number another member holds → 409 and no SMS', async () => {
    const member = await lineMember();
    const holder = await signUp(t);
    const noCode = await addPhone(member.token, { phoneNumber: '0961230004' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields?.refOtpCode).toBeDefined();

    const before = ((await (await fetch(`${t.url}/api/dev/sms-outbox`)).json()) as { data: unknown[] }).data
      .length;
    const taken = await requestCode(member.token, holder.phoneNumber);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'Phone number already exists', code: 'PHONE_TAKEN' });
    const after = ((await (await fetch(`${t.url}/api/dev/sms-outbox`)).json()) as { data: unknown[] }).data
      .length;
    expect(after).toBe(before);
    expect((await requestCode(member.token, '12345')).body.fields?.phoneNumber).toBe(
      'Phone number is invalid.',
    );
  });

  it('a number taken between the code and its use → 409; the member keeps no number', async () => {
    const member = await lineMember();
    const phoneNumber = '0961230005';
    const sent = await requestCode(member.token, phoneNumber);
    const refOtpCode = String(sent.body.data?.refOtpCode);
    const { code } = await smsCode(refOtpCode);
    await call(t, 'POST', '/api/users.signup', {
      body: { userName: 'takerfirst1', password: GOOD_PIN, phoneNumber, birthDate: ADULT_BIRTH_DATE },
    });
    const late = await addPhone(member.token, { phoneNumber, refOtpCode, otpCode: code });
    expect(late.status).toBe(409);
    expect(await info(member.token)).toMatchObject({ phoneNumber: null });
  });

  it('at most 3 codes a member per 15 minutes (429 with Retry-After)', async () => {
    const member = await lineMember();
    for (let i = 0; i < 3; i++) expect((await requestCode(member.token, `096123010${i}`)).status).toBe(200);
    const limited = await requestCode(member.token, '0961230109');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('without a token → 401', async () => {
    expect((await requestCode('', '0961230200')).status).toBe(401);
  });
});
