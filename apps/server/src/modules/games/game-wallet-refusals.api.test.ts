import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signHookBody } from '../deposits/index.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import {
  callBody,
  cashOf,
  expectLedgerConserved,
  hook,
  launch,
  player,
  provider,
  tenTimes,
  txId,
  type Player,
  type TestProvider,
} from './games-test-kit.ts';

// What a game wallet call cannot do: forged or missing signatures, tokens that are not the
// caller's, disabled members, expired sessions, malformed bodies. Nothing moves, never a 5xx.
const OWN_SECRET = 'own-provider-secret-'.padEnd(48, 'z');
let t: TestApp;
let p: TestProvider;
let other: TestProvider;
beforeAll(async () => {
  t = await startTestApp({ env: { ...MEMBER_TEST_ENV, GAMES_TEST_OWN_SECRET: OWN_SECRET } });
  p = await provider(t);
  other = await provider(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerConserved(t);
});

const bet = (pl: Player, id: string, amount = 10_00, extra: Record<string, unknown> = {}) =>
  hook(t, p.code, 'bet', callBody(pl, p, { transactionId: id, amount, ...extra }));

/** Sends the call 10 times at once; each answers `status` with balance 0 or `balance`; cash is unchanged. */
const refusedTenTimes = async (
  pl: Player,
  send: () => ReturnType<typeof hook>,
  status: string,
  balance: number,
) => {
  const before = await cashOf(t, pl.id);
  const answer = await tenTimes(send);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data).toMatchObject({ status, balance });
  expect(await cashOf(t, pl.id)).toBe(before);
};

describe('signature', () => {
  it('missing or wrong: 401 and nothing moves; an unknown provider: 404', async () => {
    const pl = await player(t, p);
    const body = callBody(pl, p, { transactionId: txId(), amount: 10_00 });
    for (const signature of [null, 'deadbeef', 'x'.repeat(64)]) {
      const res = await hook(t, p.code, 'bet', body, { signature });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('HOOK_SIGNATURE_INVALID');
    }
    // Signed over another body: the signature covers the raw bytes.
    const res = await hook(t, p.code, 'bet', JSON.stringify(body), {
      signature: signHookBody(t.config.hookSecret, JSON.stringify({ ...body, amount: 1 })),
    });
    expect(res.status).toBe(401);
    expect((await hook(t, 'no-such-provider', 'bet', body)).status).toBe(404);
    expect(await cashOf(t, pl.id)).toBe(100_00n);
  });

  it('a provider with its own secret: HOOK_SECRET is refused, its own secret accepted', async () => {
    const own = await provider(t, { secretEnv: 'GAMES_TEST_OWN_SECRET' });
    const pl = await player(t, own);
    const body = callBody(pl, own, { transactionId: txId(), amount: 10_00 });
    expect((await hook(t, own.code, 'bet', body)).status).toBe(401);
    const accepted = await hook(t, own.code, 'bet', body, { secret: OWN_SECRET });
    expect(accepted.body.data).toMatchObject({ status: 'OK', balance: 90_00 });
  });
});

describe('tokens', () => {
  it("an unknown token, another member's token or another provider's token: INVALID_TOKEN on every action", async () => {
    const a = await player(t, p);
    const b = await player(t, p);
    const betId = txId('bet');
    await bet(a, betId);
    const otherToken = await launch(t, a, other);
    const forged = [
      { token: 'no-such-token', user: a.uuid },
      { token: b.game, user: a.uuid },
      { token: otherToken, user: a.uuid },
    ];
    for (const session of forged) {
      const base = { ...callBody(a, p, {}), ...session };
      const [betCall, winCall, rollbackCall] = [txId(), txId(), txId()];
      await refusedTenTimes(
        a,
        () => hook(t, p.code, 'bet', { ...base, transactionId: betCall, amount: 1_00 }),
        'INVALID_TOKEN',
        0,
      );
      await refusedTenTimes(
        a,
        () =>
          hook(t, p.code, 'win', {
            ...base,
            transactionId: winCall,
            referenceTransactionId: betId,
            amount: 5_00,
          }),
        'INVALID_TOKEN',
        0,
      );
      await refusedTenTimes(
        a,
        () =>
          hook(t, p.code, 'rollback', {
            ...base,
            transactionId: rollbackCall,
            referenceTransactionId: betId,
          }),
        'INVALID_TOKEN',
        0,
      );
      const balance = await hook(t, p.code, 'balance', session);
      expect(balance.body.data).toEqual({ status: 'INVALID_TOKEN', user: a.uuid, balance: 0 });
    }
    expect(await cashOf(t, a.id)).toBe(90_00n);
    expect(await cashOf(t, b.id)).toBe(100_00n);
  });

  it("a member's win or rollback of another member's bet is TRANSACTION_NOT_FOUND", async () => {
    const a = await player(t, p);
    const b = await player(t, p);
    const betId = txId('bet');
    await bet(a, betId);
    const [win, rb] = [txId('win'), txId('rb')];
    await refusedTenTimes(
      b,
      () =>
        hook(
          t,
          p.code,
          'win',
          callBody(b, p, { transactionId: win, referenceTransactionId: betId, amount: 50_00 }),
        ),
      'TRANSACTION_NOT_FOUND',
      100_00,
    );
    await refusedTenTimes(
      b,
      () => hook(t, p.code, 'rollback', callBody(b, p, { transactionId: rb, referenceTransactionId: betId })),
      'TRANSACTION_NOT_FOUND',
      100_00,
    );
    expect(await cashOf(t, a.id)).toBe(90_00n);
  });

  it('an expired token refuses bets only: the win and the rollback of a valid bet are accepted', async () => {
    const pl = await player(t, p);
    const [first, second] = [txId('bet'), txId('bet')];
    await bet(pl, first);
    await bet(pl, second);
    await t.db.execute(
      sql`update game_sessions set expires_at = now() - interval '1 second' where member_id = ${pl.id.toString()}::bigint`,
    );
    const late = txId('bet');
    await refusedTenTimes(pl, () => bet(pl, late), 'TOKEN_EXPIRED', 80_00);
    const win = await hook(
      t,
      p.code,
      'win',
      callBody(pl, p, { transactionId: txId('win'), referenceTransactionId: first, amount: 30_00 }),
    );
    expect(win.body.data).toMatchObject({ status: 'OK', balance: 110_00 });
    const rb = await hook(
      t,
      p.code,
      'rollback',
      callBody(pl, p, { transactionId: txId('rb'), referenceTransactionId: second }),
    );
    expect(rb.body.data).toMatchObject({ status: 'OK', balance: 120_00 });
    // A replay of a bet accepted before the expiry still answers its first answer.
    expect((await bet(pl, first)).body.data).toMatchObject({ status: 'OK', balance: 90_00 });
  });

  it('games.logout ends the sessions: their bets answer TOKEN_EXPIRED', async () => {
    const pl = await player(t, p);
    expect((await call(t, 'POST', '/api/games.logout', { token: pl.token })).status).toBe(200);
    const id = txId('bet');
    await refusedTenTimes(pl, () => bet(pl, id), 'TOKEN_EXPIRED', 100_00);
  });
});

describe('disabled members', () => {
  it.each([3, 9])('status %i: a bet is USER_DISABLED; the win of an earlier bet is paid', async (status) => {
    const pl = await player(t, p);
    const betId = txId('bet');
    await bet(pl, betId);
    await t.db.execute(sql`update members set status = ${status} where id = ${pl.id.toString()}::bigint`);
    const id = txId('bet');
    await refusedTenTimes(pl, () => bet(pl, id), 'USER_DISABLED', 90_00);
    const win = await hook(
      t,
      p.code,
      'win',
      callBody(pl, p, { transactionId: txId('win'), referenceTransactionId: betId, amount: 20_00 }),
    );
    expect(win.body.data).toMatchObject({ status: 'OK', balance: 110_00 });
  });
});

describe('bad bodies', () => {
  it('answer 400 in the contract shape, never a 5xx, and move nothing', async () => {
    const pl = await player(t, p);
    const good = callBody(pl, p, { transactionId: txId(), amount: 10_00 });
    const long = 'x'.repeat(10_000);
    const bodies: unknown[] = [
      { ...good, amount: -1 },
      { ...good, amount: 0 },
      { ...good, amount: 10.5 },
      { ...good, amount: 1e30 },
      { ...good, amount: '1000' },
      { ...good, amount: null },
      { ...good, transactionId: undefined },
      { ...good, transactionId: '' },
      { ...good, transactionId: long },
      { ...good, roundId: long },
      { ...good, gameId: long },
      { ...good, token: long },
      { ...good, user: long },
      { ...good, user: 'not-a-uuid' },
      { ...good, transactionId: 'a\u0000b' },
      { ...good, gameId: 'slot\u0000' },
      {},
      [],
      [good],
      'null',
      '"text"',
      '{"token":',
      long,
    ];
    for (const body of bodies) {
      const res = await hook(t, p.code, 'bet', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(['VALIDATION', 'HOOK_BODY_NOT_JSON']).toContain(res.body.code);
      expect(typeof res.body.message).toBe('string');
    }
    const win = await hook(t, p.code, 'win', { ...good, referenceTransactionId: txId(), amount: -5 });
    expect(win.status).toBe(400);
    const rollback = await hook(t, p.code, 'rollback', { ...good, referenceTransactionId: long });
    expect(rollback.status).toBe(400);
    expect((await hook(t, p.code, 'jackpot', good)).status).toBe(404);
    expect(await cashOf(t, pl.id)).toBe(100_00n);
  });
});
