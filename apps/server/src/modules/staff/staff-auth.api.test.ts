import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { staff } from '../../db/schema/index.ts';
import { totpAt } from '../../platform/staff-auth/index.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import {
  codeFor,
  makeStaff,
  signedIn,
  STAFF_PIN,
  StaffClient,
  newMember,
} from '../../../test/admin-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const INVALID = { message: 'Invalid username or password.', code: 'STAFF_INVALID_LOGIN' };
const LOCKED = {
  message: 'Login Attempt Count Reach Limit, Please contact a Super Admin.',
  code: 'STAFF_LOCKED',
};

describe('auth.login', () => {
  it('PIN + TOTP code → profile, httpOnly staffToken on /api/admin (SameSite=Strict) and a readable staffCsrf', async () => {
    const who = await makeStaff(t, 'Administrator');
    const client = new StaffClient(t);
    const result = await client.login(who.username, STAFF_PIN, codeFor(who.secret!));
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      username: who.username,
      role: 'Administrator',
      totpEnrolled: true,
      enrolmentRequired: false,
    });
    expect(result.body.data?.permissions).toContain('members.status');
    const setCookie = result.headers.getSetCookie();
    expect(setCookie.find((c) => c.startsWith('staffToken='))).toMatch(
      /Path=\/api\/admin;.*HttpOnly.*SameSite=Strict/i,
    );
    expect(setCookie.find((c) => c.startsWith('staffCsrf='))).not.toMatch(/HttpOnly/i);
    expect((await client.get('/api/admin/auth.me')).body.data).toMatchObject({ username: who.username });
  });

  it('enrolled without a code → 400 fields.totpCode; wrong code → 401; unknown user and wrong PIN → the same 401', async () => {
    const who = await makeStaff(t, 'Staff');
    const noCode = await call(t, 'POST', '/api/admin/auth.login', {
      body: { username: who.username, password: STAFF_PIN },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields).toHaveProperty('totpCode');
    const wrongCode = await new StaffClient(t).login(who.username, STAFF_PIN, codeFor(who.secret!, 5));
    expect(wrongCode.body).toEqual({ message: 'Invalid verification code.', code: 'TOTP_INVALID' });
    expect((await new StaffClient(t).login(who.username, 'Wrong#Pin1')).body).toEqual(INVALID);
    expect((await new StaffClient(t).login('nobody.here', STAFF_PIN)).body).toEqual(INVALID);
  });

  it('a TOTP code is accepted once: the same code again → 401, the next step works', async () => {
    const who = await makeStaff(t, 'Super Admin');
    const code = codeFor(who.secret!);
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, code)).status).toBe(200);
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, code)).status).toBe(401);
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, codeFor(who.secret!, 1))).status).toBe(
      200,
    );
  });

  it('4 failures → 401, the 5th → 423, then even the right PIN and code → 423 until unlocked', async () => {
    const who = await makeStaff(t, 'Staff');
    for (let i = 1; i <= 4; i++)
      expect((await new StaffClient(t).login(who.username, `Wrong#Pin${i}`)).body).toEqual(INVALID);
    const fifth = await new StaffClient(t).login(who.username, 'Wrong#Pin5');
    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual(LOCKED);
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, codeFor(who.secret!))).status).toBe(423);
    const admin = await signedIn(t, 'Super Admin');
    expect((await admin.client.post('/api/admin/staff.unlock', { id: Number(who.id) })).status).toBe(200);
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, codeFor(who.secret!))).status).toBe(200);
  });

  it('a disabled account cannot log in', async () => {
    const who = await makeStaff(t, 'Staff');
    await t.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, who.id));
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, codeFor(who.secret!))).body).toEqual(
      INVALID,
    );
  });
});

describe('TOTP enrolment', () => {
  it('an Administrator without TOTP gets a session that can only enrol; QR + confirm → 10 recovery codes; then TOTP login', async () => {
    const who = await makeStaff(t, 'Administrator', { enrolled: false });
    const client = new StaffClient(t);
    const first = await client.login(who.username);
    expect(first.body.data).toMatchObject({ totpEnrolled: false, enrolmentRequired: true, permissions: [] });
    expect((await client.get('/api/admin/members.search')).body).toEqual({
      message: 'Two-factor enrolment is required first.',
      code: 'TOTP_ENROLMENT_REQUIRED',
    });

    const start = await client.post('/api/admin/totp.enroll.start');
    expect(start.status).toBe(200);
    const { secret, otpauthUri, qrCode } = start.body.data as {
      secret: string;
      otpauthUri: string;
      qrCode: string;
    };
    expect(otpauthUri).toBe(
      `otpauth://totp/Chokdee:${encodeURIComponent(who.username)}?secret=${secret}&issuer=Chokdee&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(
      /^<svg/,
    );

    expect((await client.post('/api/admin/totp.enroll.confirm', { code: codeFor(secret, 3) })).status).toBe(
      400,
    );
    const confirmingCode = codeFor(secret);
    const confirm = await client.post('/api/admin/totp.enroll.confirm', { code: confirmingCode });
    expect(confirm.status).toBe(200);
    const codes = (confirm.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Same session is now a full one.
    expect((await client.get('/api/admin/members.search')).status).toBe(200);
    expect((await client.post('/api/admin/totp.enroll.start')).status).toBe(409);

    // The confirming code was used: it cannot log in; the next step can.
    // (The code itself is reused, not recomputed: a 30 s step may have passed since.)
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, confirmingCode)).status).toBe(401);
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, codeFor(secret, 1))).status).toBe(200);

    // A recovery code works once, in place of the TOTP code, in any case or spacing.
    const recovery = codes[0]!;
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, recovery.toLowerCase())).status).toBe(
      200,
    );
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, recovery)).status).toBe(401);
    const [row] = await t.db.select().from(staff).where(eq(staff.id, who.id));
    expect(
      JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
    ).not.toContain(recovery.replace('-', ''));
  });

  it('the demo secret JBSWY3DPEHPK3PXP gives the code every authenticator app shows', () => {
    expect(totpAt('JBSWY3DPEHPK3PXP', 1_700_000_000)).toMatch(/^\d{6}$/);
  });
});

describe('session separation', () => {
  it('a member token on an admin route → 401; a staff token on a member route → 401', async () => {
    const member = await newMember(t);
    expect((await call(t, 'GET', '/api/admin/auth.me', { token: member.token })).status).toBe(401);
    expect((await call(t, 'GET', '/api/admin/members.search', { token: member.token })).status).toBe(401);
    // The member cookie reaches /api/admin too (path /); it is never read there.
    expect(
      (await call(t, 'GET', '/api/admin/auth.me', { headers: { cookie: `accessToken=${member.token}` } }))
        .status,
    ).toBe(401);

    const admin = await signedIn(t, 'Super Admin');
    const staffToken = admin.client.cookies.staffToken!;
    expect((await call(t, 'POST', '/api/users.auth', { token: staffToken })).status).toBe(401);
    expect(
      (await call(t, 'GET', '/api/users-infos', { headers: { cookie: `accessToken=${staffToken}` } })).status,
    ).toBe(401);
    expect((await call(t, 'GET', '/api/admin/auth.me', { token: staffToken })).status).toBe(200);
  });

  it('a cookie-authenticated POST without x-csrf-token → 403 CSRF', async () => {
    const admin = await signedIn(t, 'Super Admin');
    const result = await admin.client.request(
      'POST',
      '/api/admin/site.maintenance.update',
      { enabled: false },
      { 'x-csrf-token': 'nope' },
    );
    expect(result.body.code).toBe('CSRF');
  });

  it('logout revokes the session: the same cookie → 401', async () => {
    const admin = await signedIn(t, 'Staff');
    expect((await admin.client.post('/api/admin/auth.logout')).status).toBe(200);
    expect((await admin.client.get('/api/admin/auth.me')).status).toBe(401);
  });
});
