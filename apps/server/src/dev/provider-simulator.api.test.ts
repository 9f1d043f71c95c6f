import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from '../db/demo-seed.ts';
import { cashOf, member } from '../modules/deposits/deposits-test-kit.ts';
import { DEMO_TRUEMONEY_WALLET } from '../modules/deposits/providers/seed-demo-providers.ts';
import { call, MEMBER_TEST_ENV } from '../modules/members/test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ...MEMBER_TEST_ENV, DEMO: '1' } });
  await seedDemo(t.db);
  // Seeding twice changes nothing (the demo seed runs on every demo start).
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('demo TrueMoney and crypto', () => {
  it('the demo seed offers TrueMoney, USDT on TRC20/ERC20 at 35.00 and a loaded address pool', async () => {
    const m = await member(t);
    expect((await call(t, 'GET', '/api/deposits.providers', { token: m.token })).body.data).toEqual({
      truemoney: { walletPhone: DEMO_TRUEMONEY_WALLET },
      crypto: {
        rate: 35,
        networks: [
          { network: 'TRC20', confirmations: 3 },
          { network: 'ERC20', confirmations: 2 },
        ],
      },
    });
  });

  it('the simulate button pays an open TrueMoney request through the signed hook', async () => {
    const m = await member(t);
    const d = await call(t, 'POST', '/api/deposits.truemoney', { token: m.token, body: { amount: 300 } });
    expect(d.status).toBe(201);
    const id = String(d.body.data?.id);
    expect(
      (await call(t, 'POST', '/api/dev/deposits.simulate', { token: (await member(t)).token, body: { id } }))
        .status,
    ).toBe(404);
    const sent = await call(t, 'POST', '/api/dev/deposits.simulate', { token: m.token, body: { id } });
    expect(sent).toMatchObject({
      status: 200,
      body: { data: { results: [{ outcome: 'CREDITED', depositId: id }] } },
    });
    expect(await cashOf(t, m)).toBe(300);
    expect(
      (await call(t, 'POST', '/api/dev/deposits.simulate', { token: m.token, body: { id } })).status,
    ).toBe(404);
  });

  it('the simulate button pays an open USDT request with enough confirmations', async () => {
    const m = await member(t);
    const d = await call(t, 'POST', '/api/deposits.crypto', {
      token: m.token,
      body: { amount: 700, network: 'TRC20' },
    });
    expect(d.status).toBe(201);
    expect(d.body.data).toMatchObject({ cryptoAmount: '20.000000', rate: 35 });
    const id = String(d.body.data?.id);
    const sent = await call(t, 'POST', '/api/dev/deposits.simulate', { token: m.token, body: { id } });
    expect(sent).toMatchObject({
      status: 200,
      body: { data: { status: 'CREDITED', creditedNow: true, depositId: id, confirmations: 3 } },
    });
    expect(await cashOf(t, m)).toBe(700);
  });
});
