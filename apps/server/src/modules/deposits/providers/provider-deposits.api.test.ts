import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { rowsOf } from '../../../db/client.ts';
import { call, MEMBER_TEST_ENV, signUp } from '../../members/test-kit.ts';
import { signHookBody } from '../hook-signature.ts';
import { expireProviderRequests } from './provider-requests-repository.ts';
import { CRYPTO_KEY, TRUEMONEY_KEY } from './provider-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const WALLET = '0891112222';
const CONFIRMATIONS = 3;

const setSetting = async (key: string, value: unknown) => {
  await t.db.execute(sql`
    insert into site_settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
    on conflict (key) do update set value = excluded.value`);
};

beforeEach(async () => {
  await setSetting(TRUEMONEY_KEY, { walletPhone: WALLET });
  // 35.00 baht per USDT.
  await setSetting(CRYPTO_KEY, {
    rateSatang: 3500,
    requestMinutes: 30,
    networks: [
      { network: 'TRC20', confirmations: CONFIRMATIONS },
      { network: 'ERC20', confirmations: 12 },
    ],
  });
});

interface Member {
  token: string;
  id: string;
  phone: string;
}

const member = async (): Promise<Member> => {
  const { token, uuid, phoneNumber } = await signUp(t);
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`select id::text from members where uuid = ${uuid}::uuid`),
  );
  return { token, id: row!.id, phone: phoneNumber };
};

const cashOf = async (m: Member): Promise<number> =>
  Number((await call(t, 'GET', '/api/cashs', { token: m.token })).body.data?.money);

/** POST a signed hook (or with the given signature / none). */
const hook = async (path: string, body: unknown, signature?: string | null) => {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature === undefined ? signHookBody(t.config.hookSecret, raw) : signature;
  if (sig !== null) headers['x-signature'] = sig;
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers, body: raw });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; code?: string },
  };
};

const depositEntries = async (depositId: string): Promise<number> => {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from ledger_entries where type = 'DEPOSIT' and ref_type = 'deposit' and ref_id = ${depositId}`,
    ),
  );
  return row!.n;
};

const statusOf = async (depositId: string): Promise<string> => {
  const [row] = rowsOf<{ status: string }>(
    await t.db.execute(sql`select status from deposits where id = ${depositId}::bigint`),
  );
  return row!.status;
};

// ---- TrueMoney ----

const openTruemoney = async (m: Member, amount: number) => {
  const res = await call(t, 'POST', '/api/deposits.truemoney', { token: m.token, body: { amount } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as unknown as { id: string; walletPhone: string; amount: number; expiresAt: string };
};

const transfer = (fromPhone: string, amount: number, extra: Record<string, unknown> = {}) => ({
  transactionId: `TM-${randomBytes(8).toString('hex')}`,
  amount,
  fromPhone,
  transferTime: new Date().toISOString(),
  ...extra,
});

type TmResult = { transactionId: string; outcome: string; depositId?: string };
const tmResults = (res: { body: { data?: Record<string, unknown> } }) => res.body.data?.results as TmResult[];

describe('POST /api/deposits.truemoney', () => {
  it('answers the site wallet number, the amount and a 15-minute expiry; one open request; off without a number', async () => {
    const m = await member();
    const before = Date.now();
    const d = await openTruemoney(m, 250.5);
    expect(d).toMatchObject({ walletPhone: WALLET, amount: 250.5 });
    expect(d.expiresAt).toMatch(/\+07:00$/);
    const ttl = new Date(d.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 1_000);
    expect((await call(t, 'GET', '/api/deposits.truemoney.open', { token: m.token })).body.data).toEqual(d);

    const again = await call(t, 'POST', '/api/deposits.truemoney', { token: m.token, body: { amount: 300 } });
    expect(again).toMatchObject({ status: 409, body: { code: 'DEPOSIT_OPEN' } });
    expect(
      (await call(t, 'POST', '/api/deposits.truemoney', { token: m.token, body: { amount: 99.99 } })).status,
    ).toBe(400);

    await setSetting(TRUEMONEY_KEY, { walletPhone: null });
    const off = await call(t, 'POST', '/api/deposits.truemoney', {
      token: (await member()).token,
      body: { amount: 300 },
    });
    expect(off).toMatchObject({ status: 409, body: { code: 'TRUEMONEY_OFF' } });
    expect(off.body.message).toContain('TrueMoney');
  });
});

describe('POST /api/hooks/truemoney', () => {
  it('a bad or missing signature is 401 and records nothing', async () => {
    const m = await member();
    const d = await openTruemoney(m, 400);
    const body = { transactions: [transfer(m.phone, 400)] };
    expect((await hook('/api/hooks/truemoney', body, 'f'.repeat(64))).status).toBe(401);
    expect((await hook('/api/hooks/truemoney', body, null)).status).toBe(401);
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from truemoney_transfers where transaction_id = ${body.transactions[0]!.transactionId}`,
      ),
    );
    expect(row!.n).toBe(0);
    expect(await statusOf(d.id)).toBe('PENDING');
    expect(await cashOf(m)).toBe(0);
  });

  it('credits the open request of the member whose phone sent exactly the amount (+66 form too); the history lists it', async () => {
    const m = await member();
    const d = await openTruemoney(m, 400);
    const intl = `+66 ${m.phone.slice(1, 3)} ${m.phone.slice(3)}`;
    const res = await hook('/api/hooks/truemoney', { transactions: [transfer(intl, 400)] });
    expect(res.status).toBe(200);
    expect(tmResults(res)).toEqual([expect.objectContaining({ outcome: 'CREDITED', depositId: d.id })]);
    expect(await cashOf(m)).toBe(400);
    expect(await statusOf(d.id)).toBe('SUCCESS');
    const history = await call(t, 'POST', '/api/true.wallet.history', { token: m.token, body: {} });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      {
        id: expect.any(String) as string,
        amount: 400,
        transferTime: expect.stringMatching(/\+07:00$/) as string,
        status: 'MATCHED',
      },
    ]);
    // Another member sees none of it.
    expect(
      (await call(t, 'POST', '/api/true.wallet.history', { token: (await member()).token, body: {} })).body
        .data,
    ).toEqual([]);
  });

  it('a different amount, an unknown phone, a transfer after expiry or before the request stays UNMATCHED and credits nothing', async () => {
    const m = await member();
    const d = await openTruemoney(m, 500);
    const stranger = '0899999999';
    const late = new Date(Date.now() + 20 * 60_000).toISOString();
    const before = new Date(Date.now() - 10 * 60_000).toISOString();
    const res = await hook('/api/hooks/truemoney', {
      transactions: [
        transfer(m.phone, 500.01),
        transfer(stranger, 500),
        transfer(m.phone, 500, { transferTime: late }),
        transfer(m.phone, 500, { transferTime: before }),
      ],
    });
    expect(tmResults(res).map((r) => r.outcome)).toEqual([
      'UNMATCHED',
      'UNMATCHED',
      'UNMATCHED',
      'UNMATCHED',
    ]);
    expect(await statusOf(d.id)).toBe('PENDING');
    expect(await cashOf(m)).toBe(0);
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from truemoney_transfers where status = 'UNMATCHED' and from_phone = ${m.phone}`,
      ),
    );
    expect(row!.n).toBe(3);
  });

  it('a replayed transfer is DUPLICATE; 10 concurrent copies credit once', async () => {
    const m = await member();
    const d = await openTruemoney(m, 700);
    const one = transfer(m.phone, 700);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => hook('/api/hooks/truemoney', { transactions: [one] })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const outcomes = answers.map((a) => tmResults(a)[0]!.outcome).sort();
    expect(outcomes).toEqual(['CREDITED', ...Array.from({ length: 9 }, () => 'DUPLICATE')]);
    expect(answers.every((a) => tmResults(a)[0]!.depositId === d.id)).toBe(true);
    const replay = await hook('/api/hooks/truemoney', { transactions: [one] });
    expect(tmResults(replay)[0]).toMatchObject({ outcome: 'DUPLICATE', depositId: d.id });
    expect(await depositEntries(d.id)).toBe(1);
    expect(await cashOf(m)).toBe(700);
  });

  it('refuses a malformed body with 400 (after the signature check)', async () => {
    const res = await hook('/api/hooks/truemoney', {
      transactions: [{ transactionId: 'x', amount: 1.234, fromPhone: '12', transferTime: 'now' }],
    });
    expect(res.status).toBe(400);
  });
});

// ---- Crypto ----

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const tronAddress = (): string =>
  `T${Array.from(randomBytes(33), (b) => base58[b % base58.length]).join('')}`;
const evmAddress = (): string => `0x${randomBytes(20).toString('hex')}`;

/** Loads `n` fresh TRC20 addresses into the pool. */
const loadPool = async (n: number, network = 'TRC20', make = tronAddress): Promise<string[]> => {
  const addresses = Array.from({ length: n }, make);
  for (const address of addresses)
    await t.db.execute(sql`insert into crypto_addresses (network, address) values (${network}, ${address})`);
  return addresses;
};

interface CryptoAnswer {
  id: string;
  network: string;
  address: string;
  cryptoAmount: string;
  rate: number;
  expiresAt: string;
}

const openCrypto = async (m: Member, amount: number, network = 'TRC20'): Promise<CryptoAnswer> => {
  const res = await call(t, 'POST', '/api/deposits.crypto', { token: m.token, body: { amount, network } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as unknown as CryptoAnswer;
};

const cryptoHook = (body: Record<string, unknown>, signature?: string | null) =>
  hook('/api/hooks/crypto', body, signature);
const txHash = (): string => randomBytes(32).toString('hex');

describe('POST /api/deposits.crypto', () => {
  it('answers the member address, the rate in force and cryptoAmount = amount / rate rounded up to 6 decimals', async () => {
    await loadPool(2);
    const m = await member();
    const d = await openCrypto(m, 1000);
    expect(d).toMatchObject({ network: 'TRC20', rate: 35, cryptoAmount: '28.571429' });
    expect(d.address).toMatch(/^T/);
    const [stored] = rowsOf<{ crypto_amount: string; rate: string }>(
      await t.db.execute(
        sql`select crypto_amount::text, rate::text from crypto_deposits where deposit_id = ${d.id}::bigint`,
      ),
    );
    expect(stored).toEqual({ crypto_amount: '28571429', rate: '3500' });
  });

  it('keeps one address per member for good, also after the request ends and the rate changes', async () => {
    await loadPool(3);
    const [a, b] = [await member(), await member()];
    const first = await openCrypto(a, 500);
    expect(
      (
        await call(t, 'POST', '/api/deposits.crypto', {
          token: a.token,
          body: { amount: 600, network: 'TRC20' },
        })
      ).status,
    ).toBe(409);
    await t.db.execute(sql`update deposits set status = 'EXPIRED' where id = ${first.id}::bigint`);
    await setSetting(CRYPTO_KEY, {
      rateSatang: 3600,
      requestMinutes: 30,
      networks: [{ network: 'TRC20', confirmations: CONFIRMATIONS }],
    });
    const second = await openCrypto(a, 720);
    expect(second.address).toBe(first.address);
    expect(second).toMatchObject({ rate: 36, cryptoAmount: '20.000000' });
    const other = await openCrypto(b, 500);
    expect(other.address).not.toBe(first.address);
  });

  it('a network not offered, no free address, or a bad body: 409 / 400', async () => {
    const m = await member();
    expect(
      await call(t, 'POST', '/api/deposits.crypto', {
        token: m.token,
        body: { amount: 500, network: 'BEP20' },
      }),
    ).toMatchObject({ status: 409, body: { code: 'CRYPTO_NETWORK_OFF' } });
    expect(
      (
        await call(t, 'POST', '/api/deposits.crypto', {
          token: m.token,
          body: { amount: 500, network: 'BTC' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t, 'POST', '/api/deposits.crypto', {
          token: m.token,
          body: { amount: '500', network: 'TRC20' },
        })
      ).status,
    ).toBe(400);
    // ERC20 has no pool in this test file.
    const none = await call(t, 'POST', '/api/deposits.crypto', {
      token: m.token,
      body: { amount: 500, network: 'ERC20' },
    });
    expect(none).toMatchObject({ status: 409, body: { code: 'CRYPTO_NO_ADDRESS' } });
    expect(none.body.message).toContain('address');
  });

  it("another member's crypto request is 404 and not in their queue", async () => {
    await loadPool(2);
    const [a, b] = [await member(), await member()];
    const d = await openCrypto(a, 500);
    expect((await call(t, 'GET', `/api/deposits.one?id=${d.id}`, { token: b.token })).status).toBe(404);
    expect((await call(t, 'GET', `/api/deposits.one?id=${d.id}`, { token: a.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/deposits.crypto.all', { token: b.token })).body.data).toEqual([]);
  });

  it('TrueMoney and crypto requests are listed with the automatic deposits (transactions.bank depositFast)', async () => {
    await loadPool(1);
    const m = await member();
    const crypto = await openCrypto(m, 500);
    const truemoney = await openTruemoney(m, 300);
    const listed = await call(t, 'POST', '/api/transactions.bank', {
      token: m.token,
      body: { type: 'depositFast' },
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: truemoney.id, method: 'TRUEMONEY', status: 'PENDING' }),
      expect.objectContaining({ id: crypto.id, method: 'CRYPTO', status: 'PENDING' }),
    ]);
  });
});

describe('POST /api/hooks/crypto', () => {
  it('a bad signature is 401 and records nothing', async () => {
    await loadPool(1);
    const m = await member();
    const d = await openCrypto(m, 350);
    const body = {
      txHash: txHash(),
      network: 'TRC20',
      address: d.address,
      amount: d.cryptoAmount,
      confirmations: 50,
    };
    expect((await cryptoHook(body, '0'.repeat(64))).status).toBe(401);
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from crypto_transfers where tx_hash = ${body.txHash}`),
    );
    expect(row!.n).toBe(0);
    expect(await statusOf(d.id)).toBe('PENDING');
  });

  it('below N confirmations credits nothing; at N credits the asked amount once; more confirmations credit nothing again', async () => {
    await loadPool(1);
    const m = await member();
    const d = await openCrypto(m, 1000);
    const body = { txHash: txHash(), network: 'TRC20', address: d.address, amount: d.cryptoAmount };
    const seen = await cryptoHook({ ...body, confirmations: 1 });
    expect(seen.body.data).toMatchObject({
      status: 'CONFIRMING',
      confirmations: 1,
      requiredConfirmations: CONFIRMATIONS,
      creditedNow: false,
      depositId: d.id,
    });
    expect(await cashOf(m)).toBe(0);
    // Seen before expiry: the request waits for its confirmations instead of expiring.
    const queue = await call(t, 'GET', '/api/deposits.crypto.all', { token: m.token });
    expect(queue.body.data).toEqual([
      expect.objectContaining({
        id: d.id,
        status: 'PENDING',
        confirmations: 1,
        requiredConfirmations: CONFIRMATIONS,
        receivedAmount: '28.571429',
        expiresAt: null,
      }),
    ]);
    expect((await cryptoHook({ ...body, confirmations: CONFIRMATIONS - 1 })).body.data).toMatchObject({
      status: 'CONFIRMING',
      creditedNow: false,
    });
    expect(await cashOf(m)).toBe(0);
    expect((await cryptoHook({ ...body, confirmations: CONFIRMATIONS })).body.data).toMatchObject({
      status: 'CREDITED',
      creditedNow: true,
      depositId: d.id,
    });
    expect(await cashOf(m)).toBe(1000);
    // A lower count never lowers what was recorded; a higher one credits nothing twice.
    expect((await cryptoHook({ ...body, confirmations: 2 })).body.data).toMatchObject({
      status: 'CREDITED',
      confirmations: CONFIRMATIONS,
      creditedNow: false,
    });
    expect((await cryptoHook({ ...body, confirmations: 40 })).body.data).toMatchObject({
      status: 'CREDITED',
      confirmations: 40,
      creditedNow: false,
    });
    expect(await depositEntries(d.id)).toBe(1);
    expect(await cashOf(m)).toBe(1000);
    expect(await statusOf(d.id)).toBe('SUCCESS');
  });

  it('10 concurrent repeats at N confirmations credit once', async () => {
    await loadPool(1);
    const m = await member();
    const d = await openCrypto(m, 2000);
    const body = { txHash: txHash(), network: 'TRC20', address: d.address, amount: d.cryptoAmount };
    await cryptoHook({ ...body, confirmations: 0 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => cryptoHook({ ...body, confirmations: CONFIRMATIONS + i })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data?.creditedNow === true)).toHaveLength(1);
    expect(await depositEntries(d.id)).toBe(1);
    expect(await cashOf(m)).toBe(2000);
  });

  it('10 concurrent first sightings already at N credit once', async () => {
    await loadPool(1);
    const m = await member();
    const d = await openCrypto(m, 150);
    const body = {
      txHash: txHash(),
      network: 'TRC20',
      address: d.address,
      amount: d.cryptoAmount,
      confirmations: 30,
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cryptoHook(body)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.filter((a) => a.body.data?.creditedNow === true)).toHaveLength(1);
    expect(await depositEntries(d.id)).toBe(1);
    expect(await cashOf(m)).toBe(150);
  });

  it("a different amount is credited at the request's rate (rounded down); an unknown address or no open request is UNMATCHED", async () => {
    await loadPool(2);
    const m = await member();
    const d = await openCrypto(m, 1000);
    // 20.123456 USDT at 35.00 = 704.32096 baht -> 704.32
    const less = await cryptoHook({
      txHash: txHash(),
      network: 'TRC20',
      address: d.address,
      amount: '20.123456',
      confirmations: 99,
    });
    expect(less.body.data).toMatchObject({ status: 'CREDITED', creditedNow: true });
    expect(await cashOf(m)).toBe(704.32);
    // The request is done: a second transfer to the same address waits for staff.
    const late = await cryptoHook({
      txHash: txHash(),
      network: 'TRC20',
      address: d.address,
      amount: 5,
      confirmations: 99,
    });
    expect(late.body.data).toMatchObject({ status: 'UNMATCHED', creditedNow: false });
    expect(late.body.data?.depositId).toBeUndefined();
    const stranger = await cryptoHook({
      txHash: txHash(),
      network: 'TRC20',
      address: tronAddress(),
      amount: 5,
      confirmations: 99,
    });
    expect(stranger.body.data).toMatchObject({ status: 'UNMATCHED', creditedNow: false });
    expect(await cashOf(m)).toBe(704.32);
    const [row] = rowsOf<{ member_id: string | null }>(
      await t.db.execute(
        sql`select member_id::text from crypto_transfers where tx_hash = ${String((late.body.data as { txHash: string }).txHash)}`,
      ),
    );
    // The late transfer still names its member for staff.
    expect(row!.member_id).toBe(m.id);
  });

  it('an EVM address matches whatever its letter case; a malformed body is 400', async () => {
    await setSetting(CRYPTO_KEY, {
      rateSatang: 3500,
      requestMinutes: 30,
      networks: [{ network: 'ERC20', confirmations: 2 }],
    });
    await loadPool(1, 'ERC20', evmAddress);
    const m = await member();
    const d = await openCrypto(m, 700, 'ERC20');
    const res = await cryptoHook({
      txHash: txHash(),
      network: 'ERC20',
      address: d.address.toUpperCase().replace('0X', '0x'),
      amount: d.cryptoAmount,
      confirmations: 2,
    });
    expect(res.body.data).toMatchObject({ status: 'CREDITED', creditedNow: true });
    expect(await cashOf(m)).toBe(700);
    expect(
      (
        await cryptoHook({
          txHash: txHash(),
          network: 'ERC20',
          address: d.address,
          amount: '1.0000001',
          confirmations: 2,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await cryptoHook({
          txHash: txHash(),
          network: 'TRC20',
          address: d.address,
          amount: 1,
          confirmations: 2,
        })
      ).status,
    ).toBe(400);
  });
});

describe('expiry step', () => {
  it('expires TrueMoney and crypto requests past their time, but not a crypto request whose transfer was seen', async () => {
    await loadPool(2);
    const [a, b, c] = [await member(), await member(), await member()];
    const tm = await openTruemoney(a, 300);
    const unpaid = await openCrypto(b, 300);
    const seen = await openCrypto(c, 300);
    await cryptoHook({
      txHash: txHash(),
      network: 'TRC20',
      address: seen.address,
      amount: seen.cryptoAmount,
      confirmations: 1,
    });
    const ids = [tm.id, unpaid.id, seen.id];
    await t.db.execute(sql`
      update deposits set expires_at = now() - interval '1 minute'
      where id in (${sql.join(
        ids.map((id) => sql`${id}::bigint`),
        sql`, `,
      )}) and expires_at is not null`);
    expect(await expireProviderRequests(t.db)).toBeGreaterThanOrEqual(2);
    expect([await statusOf(tm.id), await statusOf(unpaid.id), await statusOf(seen.id)]).toEqual([
      'EXPIRED',
      'EXPIRED',
      'PENDING',
    ]);
    // A transfer for the expired TrueMoney request now waits for staff.
    const late = await hook('/api/hooks/truemoney', { transactions: [transfer(a.phone, 300)] });
    expect(tmResults(late)[0]!.outcome).toBe('UNMATCHED');
  });
});
