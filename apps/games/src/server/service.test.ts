import { randomUUID } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGamesApp } from '../app.ts';
import { deriveOutcome, sha256Hex } from '../engine/fairness.ts';
import { spinSlot } from '../engine/slot.ts';
import type {
  BaccaratResult,
  HistoryEntry,
  PlayAnswer,
  RotateAnswer,
  SessionAnswer,
  SlotResult,
} from '../game-api.ts';
import { startWalletStandIn, type WalletStandIn } from '../../test/wallet-stand-in.ts';

const SECRET = 's'.repeat(40);
let wallet: WalletStandIn;
let base: string;
let close: () => Promise<unknown>;

beforeAll(async () => {
  wallet = await startWalletStandIn(SECRET);
  const app = await buildGamesApp({
    config: {
      production: false,
      port: 0,
      host: '127.0.0.1',
      siteUrl: wallet.url,
      siteOrigins: ['https://site.example'],
      secret: SECRET,
      logLevel: 'silent',
    },
    assets: () =>
      Promise.resolve({
        files: new Map([['chokdee-slot.js', Buffer.from('/* screen */')]]),
        brotli: new Map([['chokdee-slot.js', brotliCompressSync('/* screen */')]]),
        version: 'v1',
      }),
    logger: false,
    retryDelaysMs: [0, 0],
    backgroundDelaysMs: [0],
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
});
afterAll(async () => {
  await close();
  await wallet.close();
});
afterEach(() => {
  wallet.calls.length = 0;
});

/** A member with a token and a balance at the stand-in, and the game screen opened for them. */
const member = async (balance: number, gameId = 'chokdee-slot') => {
  const user = randomUUID();
  const token = `t-${randomUUID()}`;
  wallet.tokens.set(token, user);
  wallet.balances.set(user, balance);
  const page = await fetch(`${base}/play/${gameId}?token=${token}&user=${user}&lang=en`);
  const html = await page.text();
  const boot = JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html)![1]!) as {
    sessionId: string;
    balance: number;
  };
  // The opening's balance call, then a clean record for the calls the test makes.
  const opened = wallet.calls.splice(0);
  const call = async <T = PlayAnswer<SlotResult>>(path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-game-session': boot.sessionId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return { user, token, page, boot, call, opened };
};

describe('opening a game', () => {
  it('asks the wallet for the balance with a signed balance call and serves the screen framable by the site only', async () => {
    const { page, boot, user, token, opened } = await member(50_000);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://site.example');
    expect(boot.balance).toBe(50_000);
    expect(opened).toEqual([{ action: 'balance', body: { token, user }, signatureValid: true }]);
  });

  it('serves the screen files for a year, brotli-compressed when the browser accepts it', async () => {
    const plain = await fetch(`${base}/assets/chokdee-slot.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(await plain.text()).toBe('/* screen */');
    expect(plain.headers.get('cache-control')).toContain('immutable');
    const br = await fetch(`${base}/assets/chokdee-slot.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('/* screen */'); // fetch decodes it
    expect((await fetch(`${base}/assets/other.js`)).status).toBe(404);
  });

  it('refuses an unknown token with the expired page and an unknown game with 404', async () => {
    const expired = await fetch(`${base}/play/chokdee-slot?token=nope&user=${randomUUID()}&lang=th`);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('เซสชันเกมหมดอายุ');
    expect((await fetch(`${base}/play/other?token=a&user=${randomUUID()}`)).status).toBe(404);
  });
});

describe('a spin through the seamless wallet', () => {
  it('sends bet, then win for the same round with the contract bodies and valid signatures', async () => {
    const { call, user, token } = await member(50_000);
    const spin = await call('/api/slot/spin', { lineBet: 10 });
    expect(spin.status).toBe(200);
    const [bet, win] = wallet.calls;
    expect(wallet.calls.map((c) => [c.action, c.signatureValid])).toEqual([
      ['bet', true],
      ['win', true],
    ]);
    const round = spin.body.round;
    expect(bet!.body).toEqual({
      token,
      user,
      transactionId: bet!.body.transactionId,
      roundId: round.roundId,
      gameId: 'chokdee-slot',
      amount: 200,
    });
    expect(win!.body).toEqual({
      token,
      user,
      transactionId: win!.body.transactionId,
      referenceTransactionId: bet!.body.transactionId,
      roundId: round.roundId,
      gameId: 'chokdee-slot',
      amount: round.win,
    });
    expect(win!.body.transactionId).not.toBe(bet!.body.transactionId);
    expect(spin.body.balance).toBe(50_000 - 200 + round.win);
    expect(wallet.balances.get(user)).toBe(spin.body.balance);
    expect(round.settled).toBe(true);
  });

  it('INSUFFICIENT_FUNDS is shown with the balance and moves nothing: no win, no nonce used', async () => {
    const { call, user } = await member(150);
    const spin = await call('/api/slot/spin', { lineBet: 10 });
    expect(spin).toEqual({ status: 402, body: { error: { code: 'INSUFFICIENT_FUNDS', balance: 150 } } });
    expect(wallet.calls.map((c) => c.action)).toEqual(['bet']);
    expect(wallet.balances.get(user)).toBe(150);
    expect((await call<SessionAnswer>('/api/session')).body.seeds.nonce).toBe(0);
  });

  it('a bet whose answer is lost is rolled back, so the member keeps the stake', async () => {
    const { call, user } = await member(10_000);
    wallet.failNext('bet', 'drop-after-apply');
    const spin = await call('/api/slot/spin', { lineBet: 10 });
    expect(spin).toEqual({ status: 503, body: { error: { code: 'WALLET_UNAVAILABLE' } } });
    await vi.waitFor(() => expect(wallet.calls.map((c) => c.action)).toEqual(['bet', 'rollback']));
    const [bet, rollback] = wallet.calls;
    expect(rollback!.body).toMatchObject({
      referenceTransactionId: bet!.body.transactionId,
      roundId: bet!.body.roundId,
    });
    expect(rollback!.signatureValid).toBe(true);
    expect(wallet.balances.get(user)).toBe(10_000);
  });

  it('a failed win is sent again with the same transactionId', async () => {
    const { call, user } = await member(10_000);
    wallet.failNext('win', '500');
    const spin = await call('/api/slot/spin', { lineBet: 5 });
    const wins = wallet.calls.filter((c) => c.action === 'win');
    expect(wins).toHaveLength(2);
    expect(wins[1]!.body).toEqual(wins[0]!.body);
    expect(spin.body.round.settled).toBe(true);
    expect(wallet.balances.get(user)).toBe(10_000 - 100 + spin.body.round.win);
  });

  it('a token the site no longer knows ends the session at the bet', async () => {
    const { call, token } = await member(10_000);
    wallet.tokens.delete(token);
    expect(await call('/api/slot/spin', { lineBet: 5 })).toMatchObject({
      status: 401,
      body: { error: { code: 'SESSION_EXPIRED' } },
    });
    expect(wallet.calls.map((c) => c.action)).toEqual(['bet']);
  });

  it('a disabled member is refused at the bet and sees why', async () => {
    const { call, user } = await member(10_000);
    wallet.disabled.add(user);
    expect(await call('/api/slot/spin', { lineBet: 5 })).toMatchObject({
      status: 403,
      body: { error: { code: 'USER_DISABLED' } },
    });
  });

  it('refuses a bet off the list or on the other game without calling the wallet', async () => {
    const { call } = await member(10_000);
    expect((await call('/api/slot/spin', { lineBet: 7 })).status).toBe(400);
    expect(
      (
        await call('/api/baccarat/deal', {
          bets: { player: 100, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 },
        })
      ).status,
    ).toBe(400);
    expect(wallet.calls).toEqual([]);
  });
});

describe('baccarat', () => {
  it('bets the sum of the spots and wins what the hand returns', async () => {
    const { call, user } = await member(100_000, 'chokdee-baccarat');
    const bets = { player: 1_000, banker: 2_000, tie: 100, playerPair: 0, bankerPair: 0 };
    const deal = await call<PlayAnswer<BaccaratResult>>('/api/baccarat/deal', { bets });
    expect(deal.status).toBe(200);
    const [bet, win] = wallet.calls;
    expect(bet!.body.amount).toBe(3_100);
    const returns = deal.body.round.result.returns;
    const won = Object.values(returns).reduce((a, b) => a + b, 0);
    expect(win!.body.amount).toBe(won);
    expect(wallet.balances.get(user)).toBe(100_000 - 3_100 + won);
  });

  it('refuses fractions of a baht and an empty table', async () => {
    const { call } = await member(100_000, 'chokdee-baccarat');
    const zero = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };
    expect((await call('/api/baccarat/deal', { bets: { ...zero, banker: 150 } })).status).toBe(400);
    expect((await call('/api/baccarat/deal', { bets: zero })).status).toBe(400);
  });
});

describe('provably fair', () => {
  it('shows the hash first, reveals the seed on rotation, and the round recomputes from the seeds', async () => {
    const { call } = await member(10_000);
    const before = (await call<SessionAnswer>('/api/session')).body.seeds;
    const spin = await call('/api/slot/spin', { lineBet: 5 });
    expect(spin.body.round).toMatchObject({ serverSeedHash: before.serverSeedHash, nonce: 0 });
    expect((await call<HistoryEntry[]>('/api/history')).body[0]!.serverSeed).toBeNull();

    const rotated = await call<RotateAnswer>('/api/seeds/rotate', { clientSeed: 'my-own-seed' });
    expect(await sha256Hex(rotated.body.revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(rotated.body.next).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(rotated.body.next.serverSeedHash).not.toBe(before.serverSeedHash);

    const round = (await call<HistoryEntry[]>('/api/history')).body[0] as HistoryEntry & {
      result: SlotResult;
      serverSeed: string;
    };
    const again = await deriveOutcome(round, (random) => spinSlot(random, round.result.lineBet));
    expect({ lineBet: round.result.lineBet, ...again }).toEqual(round.result);
  });
});
