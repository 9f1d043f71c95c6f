import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  fast,
  member,
  onlyActive,
  receivingAccount,
  sendStatement,
  statementLine,
} from '../deposits/deposits-test-kit.ts';
import { makeRound } from '../lotto/lotto-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const steps = async (token: string) => {
  const answer = await call(t, 'GET', '/api/users.first-steps', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('users.first-steps', () => {
  it("follows a new member's way: bank account, then a credited deposit, then a first slip", async () => {
    const m = await member(t);
    expect(await steps(m.token)).toEqual({ bank: false, deposit: false, bet: false });

    await call(t, 'POST', '/api/users-infos.update', { token: m.token, body: { name: 'Somsak Rakdee' } });
    const added = await call(t, 'POST', '/api/users-banks.create', {
      token: m.token,
      body: { bankCode: 'KBANK', bankAccountNumber: '1112223334' },
    });
    expect(added.status).toBe(201);
    expect(await steps(m.token)).toEqual({ bank: true, deposit: false, bet: false });

    // A fast deposit counts once it is credited, not when it is asked for.
    const bank = await receivingAccount(t);
    await onlyActive(t, bank);
    const asked = await fast(t, m, 200);
    expect(await steps(m.token)).toMatchObject({ deposit: false });
    const transfer = (asked.body.data as { prepareAmount: number }).prepareAmount;
    await sendStatement(t, bank, [statementLine(transfer)]);
    expect(await steps(m.token)).toEqual({ bank: true, deposit: true, bet: false });

    const betId = await makeRound(t.db, 'gov');
    const placed = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId, lines: [{ number: '12', option: 'teng_lang_2', price: 10 }] },
    });
    expect(placed.status).toBe(201);
    expect(await steps(m.token)).toEqual({ bank: true, deposit: true, bet: true });
  });

  it('needs a signed-in member', async () => {
    expect((await call(t, 'GET', '/api/users.first-steps')).status).toBe(401);
  });
});
