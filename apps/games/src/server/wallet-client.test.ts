import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletStandIn, type WalletStandIn } from '../../test/wallet-stand-in.ts';
import { createWalletClient } from './wallet-client.ts';

const SECRET = 'w'.repeat(40);
let wallet: WalletStandIn;
beforeAll(async () => {
  wallet = await startWalletStandIn(SECRET);
});
afterAll(() => wallet.close());

const member = () => {
  const user = randomUUID();
  const token = randomUUID();
  wallet.tokens.set(token, user);
  wallet.balances.set(user, 1_000);
  return { user, token };
};

describe('the seamless wallet client', () => {
  it('sends the contract body signed with the secret and reads the answer', async () => {
    const client = createWalletClient({ siteUrl: wallet.url, provider: 'chokdee', secret: SECRET });
    const session = member();
    const ids = { ...session, transactionId: 'b-1', roundId: 'r-1', gameId: 'chokdee-slot' };
    expect(await client.bet({ ...ids, amount: 400 })).toEqual({
      kind: 'answer',
      answer: { status: 'OK', balance: 600, transactionId: 'b-1' },
    });
    expect(wallet.calls.at(-1)).toEqual({
      action: 'bet',
      body: { ...ids, amount: 400 },
      signatureValid: true,
    });
  });

  it('reports a call the site refused (wrong secret) apart from one with no answer', async () => {
    const wrong = createWalletClient({ siteUrl: wallet.url, provider: 'chokdee', secret: 'x'.repeat(40) });
    expect(await wrong.balance(member())).toEqual({ kind: 'refused', httpStatus: 401 });

    wallet.failNext('balance', '500');
    const client = createWalletClient({ siteUrl: wallet.url, provider: 'chokdee', secret: SECRET });
    expect(await client.balance(member())).toMatchObject({ kind: 'unknown', reason: 'HTTP 500' });

    const nowhere = createWalletClient({
      siteUrl: 'http://127.0.0.1:9',
      provider: 'chokdee',
      secret: SECRET,
    });
    expect((await nowhere.balance(member())).kind).toBe('unknown');
  });

  it('gives up on a site that does not answer in time: outcome unknown', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const client = createWalletClient({
        siteUrl: `http://127.0.0.1:${port}`,
        provider: 'chokdee',
        secret: SECRET,
        timeoutMs: 200,
      });
      expect((await client.balance(member())).kind).toBe('unknown');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
