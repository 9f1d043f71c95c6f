import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from '../db/demo-seed.ts';
import { cashOf, fast, member } from '../modules/deposits/deposits-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../modules/members/test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ...MEMBER_TEST_ENV, DEMO: '1' } });
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/dev/deposits.simulate (demo mode)', () => {
  it("pays the member's own open fast request through the signed hook; the balance follows", async () => {
    const m = await member(t);
    const banks = await call(t, 'GET', '/api/deposit-banks', { token: m.token });
    expect(banks.body.data).toEqual([
      expect.objectContaining({ bankCode: 'SCB', fast: true, botUpdate: true }),
    ]);
    expect((await call(t, 'GET', '/api/dev/deposits.simulate', { token: m.token })).body.data).toEqual({
      enabled: true,
    });
    const d = (await fast(t, m, 100)).body.data as unknown as { id: string; prepareAmount: number };
    const other = await member(t);
    expect(
      (await call(t, 'POST', '/api/dev/deposits.simulate', { token: other.token, body: { id: d.id } }))
        .status,
    ).toBe(404);
    const sent = await call(t, 'POST', '/api/dev/deposits.simulate', { token: m.token, body: { id: d.id } });
    expect(sent).toMatchObject({
      status: 200,
      body: { data: { results: [{ outcome: 'CREDITED', depositId: d.id }] } },
    });
    expect(await cashOf(t, m)).toBe(d.prepareAmount);
    // Paid: nothing open any more.
    expect(
      (await call(t, 'POST', '/api/dev/deposits.simulate', { token: m.token, body: { id: d.id } })).status,
    ).toBe(404);
  });

  it('the demo receiving account takes PromptPay QR deposits', async () => {
    const m = await member(t);
    const res = await call(t, 'POST', '/api/deposits.qrcode', { token: m.token, body: { amount: 150 } });
    expect(res.status).toBe(201);
    expect(String(res.body.data?.payload)).toContain('01130066899999999');
  });
});
