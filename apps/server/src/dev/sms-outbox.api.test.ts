import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, MEMBER_TEST_ENV, signUp } from '../modules/members/test-kit.ts';
import { startSmsGatewayStandIn, type SmsGatewayStandIn } from './sms-gateway-stand-in.ts';

const requestOtp = (t: TestApp, member: { userName: string; phoneNumber: string }) =>
  call(t, 'POST', '/api/users.forgot-password.otp', {
    body: { userName: member.userName, phoneNumber: member.phoneNumber },
  });

describe('dev SMS outbox (no gateway configured, not production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: MEMBER_TEST_ENV });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the OTP SMS newest first on an escaped HTML page without scripts, and as JSON', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    await requestOtp(t, first);
    await requestOtp(t, second);
    const json = (await (await fetch(`${t.url}/api/dev/sms-outbox`)).json()) as {
      data: { to: string; sentAt: string }[];
    };
    expect(json.data.map((m) => m.to)).toEqual([second.phoneNumber, first.phoneNumber]);
    expect(json.data[0]?.sentAt).toMatch(/\+07:00$/);

    const page = await fetch(`${t.url}/dev/sms-outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain(second.phoneNumber);
    expect(html).toContain('รหัส OTP ของคุณคือ');
    expect(html).not.toMatch(/<script|style=/i);
    expect(html.indexOf(second.phoneNumber)).toBeLessThan(html.indexOf(first.phoneNumber));
  });
});

describe('SMS gateway configured', () => {
  const KEY = 'gateway-key-for-tests';
  let gateway: SmsGatewayStandIn;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startSmsGatewayStandIn(KEY);
    t = await startTestApp({
      env: { ...MEMBER_TEST_ENV, SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_KEY: KEY, SMS_SENDER: 'CHOKDEE' },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends the OTP through the HTTP gateway with the bearer key, and the dev pages are gone', async () => {
    const member = await signUp(t);
    const result = await requestOtp(t, member);
    expect(result.status).toBe(200);
    // The SMS leaves in the background (same timing for known and unknown pairs): wait for it.
    await expect.poll(() => gateway.received.length).toBe(1);
    expect(gateway.received[0]).toMatchObject({ to: member.phoneNumber, sender: 'CHOKDEE' });
    expect(gateway.received[0]?.text).toContain(`(Ref: ${String(result.body.data?.refOtpCode)})`);
    expect((await fetch(`${t.url}/api/dev/sms-outbox`)).status).toBe(404);
    expect((await fetch(`${t.url}/dev/sms-outbox`)).status).toBe(404);
  });

  it('still answers the member when the gateway fails (the failure is logged)', async () => {
    gateway.failWith(503);
    try {
      const member = await signUp(t);
      expect((await requestOtp(t, member)).status).toBe(200);
    } finally {
      gateway.failWith(undefined);
    }
  });
});

describe('production', () => {
  let t: TestApp;
  beforeAll(async () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused/x',
      SMS_GATEWAY_URL: 'http://127.0.0.1:1/send',
    };
    t = await startTestApp({ env: { ...production, SMS_GATEWAY_KEY: 'k' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no dev outbox pages', async () => {
    expect((await fetch(`${t.url}/dev/sms-outbox`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/dev/sms-outbox`)).status).toBe(404);
  });
});
