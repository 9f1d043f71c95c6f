import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { fundedMember, makeRound } from './lotto-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const turnover = async (token: string) =>
  (await call(t, 'GET', '/api/credit-turnovers', { token })).body.data;

// Placement skips the turnover update for a member who owes none: the slips of one who does must still count.
describe('poys.create and the turnover requirement', () => {
  it('a slip counts towards an open requirement until it is met; a member who owes none just bets', async () => {
    const betId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 1000);
    await addTurnoverRequirement(t.db, { memberId: m.id, type: 'DEPOSIT', required: 30_00n });
    const line = { number: '12', option: 'teng_bon_2', price: 10 };
    expect(
      (await call(t, 'POST', '/poy-api/poys.create', { token: m.token, body: { betId, lines: [line] } }))
        .status,
    ).toBe(201);
    expect(await turnover(m.token)).toEqual({ canWithdraw: false, turnOver: 20, type: 'DEPOSIT' });
    expect(
      (
        await call(t, 'POST', '/poy-api/poys.create', {
          token: m.token,
          body: { betId, lines: [{ ...line, price: 25 }] },
        })
      ).status,
    ).toBe(201);
    expect(await turnover(m.token)).toEqual({ canWithdraw: true, turnOver: 0, type: null });

    const other = await fundedMember(t, 100);
    expect(
      (await call(t, 'POST', '/poy-api/poys.create', { token: other.token, body: { betId, lines: [line] } }))
        .status,
    ).toBe(201);
    expect(await turnover(other.token)).toEqual({ canWithdraw: true, turnOver: 0, type: null });
  });
});
