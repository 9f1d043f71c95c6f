import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signHookBody } from '../hook-signature.ts';
import { call, MEMBER_TEST_ENV } from '../../members/test-kit.ts';
import { auditOf, newMember, signedIn, type StaffClient } from '../../../../test/admin-test-kit.ts';

let t: TestApp;
let superAdmin: StaffClient;
let admin: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  superAdmin = (await signedIn(t, 'Super Admin')).client;
  admin = (await signedIn(t, 'Administrator')).client;
});
afterAll(async () => {
  await t.close();
});

const evm = (): string => `0x${randomBytes(20).toString('hex')}`;
const hook = async (path: string, body: unknown) => {
  const raw = JSON.stringify(body);
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signHookBody(t.config.hookSecret, raw) },
    body: raw,
  });
  return response.status;
};

describe('TrueMoney and crypto settings', () => {
  it('a Super Admin sets them (audited) and members see them; an Administrator cannot', async () => {
    expect(
      (await admin.post('/api/admin/deposits.truemoney.update', { walletPhone: '0891234567' })).status,
    ).toBe(403);
    const tm = await superAdmin.post('/api/admin/deposits.truemoney.update', {
      walletPhone: '+66 89 123 4567',
    });
    expect(tm.status).toBe(200);
    expect(tm.body.data).toMatchObject({ truemoney: { walletPhone: '0891234567' } });
    const bad = await superAdmin.post('/api/admin/deposits.crypto.update', {
      rate: 35.123,
      requestMinutes: 30,
      networks: [{ network: 'TRC20', confirmations: 0 }],
    });
    expect(bad.status).toBe(400);
    const crypto = await superAdmin.post('/api/admin/deposits.crypto.update', {
      rate: 35.5,
      requestMinutes: 20,
      networks: [{ network: 'ERC20', confirmations: 12 }],
    });
    expect(crypto.status).toBe(200);
    expect(crypto.body.data).toMatchObject({
      crypto: { rate: 35.5, requestMinutes: 20, networks: [{ network: 'ERC20', confirmations: 12 }] },
    });
    const audit = await auditOf(t, 'crypto');
    expect(audit.at(-1)).toMatchObject({
      action: 'deposits.crypto.update',
      after: { rateSatang: 3550, requestMinutes: 20 },
    });
    expect((await auditOf(t, 'truemoney')).at(-1)).toMatchObject({
      action: 'deposits.truemoney.update',
      after: { walletPhone: '0891234567' },
    });

    const m = await newMember(t);
    const seen = await call(t, 'GET', '/api/deposits.providers', { token: m.token });
    expect(seen.body.data).toEqual({
      truemoney: { walletPhone: '0891234567' },
      crypto: { rate: 35.5, networks: [{ network: 'ERC20', confirmations: 12 }] },
    });
  });

  it('addresses are loaded per network, checked and de-duplicated (audited); the free count drops as members take them', async () => {
    const [a, b] = [evm(), evm()];
    const wrong = await superAdmin.post('/api/admin/deposits.crypto.addresses.add', {
      network: 'TRC20',
      addresses: [a],
    });
    expect(wrong.status).toBe(400);
    const added = await superAdmin.post('/api/admin/deposits.crypto.addresses.add', {
      network: 'ERC20',
      addresses: [a, b.toUpperCase().replace('0X', '0x'), a],
    });
    expect(added.body.data).toEqual({ added: 2, skipped: 1 });
    const again = await superAdmin.post('/api/admin/deposits.crypto.addresses.add', {
      network: 'ERC20',
      addresses: [b],
    });
    expect(again.body.data).toEqual({ added: 0, skipped: 1 });
    expect((await auditOf(t, 'crypto_addresses:ERC20'))[0]).toMatchObject({
      action: 'deposits.crypto.addresses.add',
      after: { network: 'ERC20', addresses: [a, b] },
    });
    const before = await admin.get('/api/admin/deposits.providers');
    expect(before.body.data).toMatchObject({ freeAddresses: { ERC20: 2, TRC20: 0 } });

    const m = await newMember(t);
    const d = await call(t, 'POST', '/api/deposits.crypto', {
      token: m.token,
      body: { amount: 355, network: 'ERC20' },
    });
    expect(d.status).toBe(201);
    expect(d.body.data).toMatchObject({ address: a, cryptoAmount: '10.000000', rate: 35.5 });
    expect((await admin.get('/api/admin/deposits.providers')).body.data).toMatchObject({
      freeAddresses: { ERC20: 1 },
    });

    // The crypto transfers list shows what the hook saw, with the member.
    const txHash = randomBytes(32).toString('hex');
    expect(
      await hook('/api/hooks/crypto', {
        txHash,
        network: 'ERC20',
        address: a,
        amount: '10',
        confirmations: 12,
      }),
    ).toBe(200);
    const list = await admin.get('/api/admin/deposits.crypto.transfers?network=ERC20');
    expect(list.body.data).toMatchObject({
      total: 1,
      items: [
        {
          txHash,
          amount: '10.000000',
          confirmations: 12,
          status: 'CREDITED',
          memberUuid: m.uuid,
          userName: m.userName,
          creditedAmount: 355,
        },
      ],
    });
  });

  it('the TrueMoney transfers list shows matched and unmatched transfers with totals', async () => {
    const m = await newMember(t);
    const transactionId = `TM-${randomBytes(6).toString('hex')}`;
    expect(
      await hook('/api/hooks/truemoney', {
        transactions: [
          { transactionId, amount: 123.45, fromPhone: m.phoneNumber, transferTime: new Date().toISOString() },
        ],
      }),
    ).toBe(200);
    const list = await admin.get('/api/admin/deposits.truemoney.transfers?status=UNMATCHED');
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({
      totals: { count: 1, amount: 123.45 },
      items: [
        {
          transactionId,
          amount: 123.45,
          fromPhone: m.phoneNumber,
          status: 'UNMATCHED',
          memberUuid: m.uuid,
          depositId: null,
        },
      ],
    });
  });
});

const cashOf = async (token: string): Promise<number> =>
  Number((await call(t, 'GET', '/api/cashs', { token })).body.data?.money);

const tronAddress = (): string => {
  const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  return `T${Array.from(randomBytes(33), (b) => base58[b % base58.length]).join('')}`;
};

describe('unmatched TrueMoney and crypto transfers', () => {
  it('staff credit an unmatched TrueMoney transfer to the member it names, once; an Administrator may, Staff may not', async () => {
    const staffOnly = (await signedIn(t, 'Staff')).client;
    const m = await newMember(t);
    const transactionId = `TM-${randomBytes(6).toString('hex')}`;
    await hook('/api/hooks/truemoney', {
      transactions: [
        { transactionId, amount: 250, fromPhone: m.phoneNumber, transferTime: new Date().toISOString() },
      ],
    });
    const list = await admin.get('/api/admin/deposits.truemoney.transfers?status=UNMATCHED');
    const row = (list.body.data as { items: Array<{ id: string; transactionId: string }> }).items.find(
      (item) => item.transactionId === transactionId,
    )!;
    expect(
      (await staffOnly.post('/api/admin/deposits.truemoney.transfers.credit', { id: row.id })).status,
    ).toBe(403);
    const [first, second] = await Promise.all([
      admin.post('/api/admin/deposits.truemoney.transfers.credit', { id: row.id }),
      superAdmin.post('/api/admin/deposits.truemoney.transfers.credit', { id: row.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const credited = first.status === 200 ? first : second;
    expect(credited.body.data).toMatchObject({
      status: 'MATCHED',
      memberUuid: m.uuid,
      depositId: expect.any(String) as string,
    });
    expect(await cashOf(m.token)).toBe(250);
    const history = await call(t, 'POST', '/api/true.wallet.history', { token: m.token, body: {} });
    expect(history.body.data).toEqual([expect.objectContaining({ amount: 250, status: 'MATCHED' })]);
    expect((await auditOf(t, m.uuid)).at(-1)).toMatchObject({ action: 'deposit.truemoney.credit' });
  });

  it('an unknown sender needs a member uuid; a dismissed transfer cannot be credited', async () => {
    const m = await newMember(t);
    const send = async () => {
      const transactionId = `TM-${randomBytes(6).toString('hex')}`;
      await hook('/api/hooks/truemoney', {
        transactions: [
          { transactionId, amount: 99.5, fromPhone: '0611111111', transferTime: new Date().toISOString() },
        ],
      });
      const list = await admin.get('/api/admin/deposits.truemoney.transfers?status=UNMATCHED');
      return (list.body.data as { items: Array<{ id: string; transactionId: string }> }).items.find(
        (item) => item.transactionId === transactionId,
      )!.id;
    };
    const a = await send();
    expect((await admin.post('/api/admin/deposits.truemoney.transfers.credit', { id: a })).status).toBe(400);
    const toMember = await admin.post('/api/admin/deposits.truemoney.transfers.credit', {
      id: a,
      memberUuid: m.uuid,
    });
    expect(toMember.body.data).toMatchObject({ status: 'MATCHED', memberUuid: m.uuid });
    expect(await cashOf(m.token)).toBe(99.5);
    const b = await send();
    const dismissed = await admin.post('/api/admin/deposits.truemoney.transfers.dismiss', {
      id: b,
      note: 'refunded to sender',
    });
    expect(dismissed.body.data).toMatchObject({ status: 'DISMISSED' });
    expect(
      (await admin.post('/api/admin/deposits.truemoney.transfers.credit', { id: b, memberUuid: m.uuid }))
        .status,
    ).toBe(409);
    expect((await auditOf(t, b)).at(-1)).toMatchObject({
      action: 'deposit.truemoney.dismiss',
      after: { note: 'refunded to sender' },
    });
  });

  it('staff credit a late USDT transfer to the address owner at the rate in force; an unknown address can only be dismissed', async () => {
    await superAdmin.post('/api/admin/deposits.crypto.update', {
      rate: 35,
      requestMinutes: 30,
      networks: [{ network: 'TRC20', confirmations: 1 }],
    });
    const address = tronAddress();
    await superAdmin.post('/api/admin/deposits.crypto.addresses.add', {
      network: 'TRC20',
      addresses: [address],
    });
    const m = await newMember(t);
    const opened = await call(t, 'POST', '/api/deposits.crypto', {
      token: m.token,
      body: { amount: 350, network: 'TRC20' },
    });
    expect(opened.body.data).toMatchObject({ address });
    const first = await hook('/api/hooks/crypto', {
      txHash: randomBytes(32).toString('hex'),
      network: 'TRC20',
      address,
      amount: '10',
      confirmations: 1,
    });
    expect(first).toBe(200);
    expect(await cashOf(m.token)).toBe(350);
    // A second transfer to the member's address has no request: it waits for staff.
    const lateHash = randomBytes(32).toString('hex');
    await hook('/api/hooks/crypto', {
      txHash: lateHash,
      network: 'TRC20',
      address,
      amount: '2.5',
      confirmations: 1,
    });
    const strangerHash = randomBytes(32).toString('hex');
    await hook('/api/hooks/crypto', {
      txHash: strangerHash,
      network: 'TRC20',
      address: tronAddress(),
      amount: '1',
      confirmations: 1,
    });
    const list = await admin.get('/api/admin/deposits.crypto.transfers?status=UNMATCHED');
    const items = (list.body.data as { items: Array<{ id: string; txHash: string }> }).items;
    const late = items.find((i) => i.txHash === lateHash)!;
    const stranger = items.find((i) => i.txHash === strangerHash)!;
    const credited = await admin.post('/api/admin/deposits.crypto.transfers.credit', { id: late.id });
    expect(credited.body.data).toMatchObject({
      status: 'CREDITED',
      creditedAmount: 87.5,
      memberUuid: m.uuid,
    });
    expect(await cashOf(m.token)).toBe(437.5);
    expect((await admin.post('/api/admin/deposits.crypto.transfers.credit', { id: late.id })).status).toBe(
      409,
    );
    expect(
      (await admin.post('/api/admin/deposits.crypto.transfers.credit', { id: stranger.id })).status,
    ).toBe(409);
    expect(
      (
        await admin.post('/api/admin/deposits.crypto.transfers.dismiss', {
          id: stranger.id,
          note: 'not ours',
        })
      ).body.data,
    ).toMatchObject({
      status: 'DISMISSED',
    });
    const queue = await call(t, 'GET', '/api/deposits.crypto.all', { token: m.token });
    expect(
      (queue.body.data as unknown as Array<{ status: string; creditedAmount: number }>).map((d) => [
        d.status,
        d.creditedAmount,
      ]),
    ).toEqual([
      ['SUCCESS', 87.5],
      ['SUCCESS', 350],
    ]);
  });

  it('staff reject a crypto request whose transfer never confirms; the member may ask again; a late confirmation waits for staff', async () => {
    await superAdmin.post('/api/admin/deposits.crypto.update', {
      rate: 35,
      requestMinutes: 30,
      networks: [{ network: 'TRC20', confirmations: 3 }],
    });
    const address = tronAddress();
    await superAdmin.post('/api/admin/deposits.crypto.addresses.add', {
      network: 'TRC20',
      addresses: [address],
    });
    const m = await newMember(t);
    const ask = () =>
      call(t, 'POST', '/api/deposits.crypto', { token: m.token, body: { amount: 350, network: 'TRC20' } });
    const opened = (await ask()).body.data as unknown as { id: string };
    const transfer = { txHash: randomBytes(32).toString('hex'), network: 'TRC20', address, amount: '10' };
    expect(await hook('/api/hooks/crypto', { ...transfer, confirmations: 1 })).toBe(200);
    expect((await ask()).status).toBe(409);

    const rejected = await admin.post('/api/admin/deposits.reject', {
      id: opened.id,
      reason: 'never confirmed',
    });
    expect(rejected.body.data).toMatchObject({
      id: opened.id,
      status: 'REJECTED',
      reason: 'never confirmed',
    });
    expect((await auditOf(t, m.uuid)).map((a) => a.action)).toContain('deposit.reject');
    expect((await admin.post('/api/admin/deposits.approve', { id: opened.id })).status).toBe(409);
    const again = await ask();
    expect(again.status).toBe(201);
    expect(
      (
        await admin.post('/api/admin/deposits.approve', {
          id: (again.body.data as unknown as { id: string }).id,
        })
      ).status,
    ).toBe(409);

    expect(await hook('/api/hooks/crypto', { ...transfer, confirmations: 3 })).toBe(200);
    expect(await cashOf(m.token)).toBe(0);
    const unmatched = await admin.get('/api/admin/deposits.crypto.transfers?status=UNMATCHED');
    expect(
      (unmatched.body.data as { items: Array<{ txHash: string }> }).items.map((i) => i.txHash),
    ).toContain(transfer.txHash);
  });
});
