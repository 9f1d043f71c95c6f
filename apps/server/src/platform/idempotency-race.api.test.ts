/**
 * Every route that takes an Idempotency-Key, raced: twenty identical requests at once under one key
 * all answer the first answer (the same data; a replay may say `replayed: true` and 200), exactly
 * one effect is written, and the ledger still balances. The same key with another body is 409.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../db/client.ts';
import { signedIn, type StaffClient } from '../../test/admin-test-kit.ts';
import { makeRound, memberIdOf } from '../modules/lotto/lotto-test-kit.ts';
import { call, MEMBER_TEST_ENV, signUp, type CallResult } from '../modules/members/test-kit.ts';
import { reconcile } from '../modules/wallet/reconcile.ts';
import { credit } from '../modules/wallet/test-kit.ts';

// The issue asks for 20-wide races on the Idempotency-Key routes.
const WIDTH = 20;

let t: TestApp;
let staff: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  staff = (await signedIn(t, 'Super Admin')).client;
});
afterAll(async () => {
  await t?.close();
});

interface Member {
  token: string;
  uuid: string;
  id: bigint;
}

/** A member with `baht` of cash (and of affiliate cash when asked). */
const member = async (baht: number, afBaht = 0): Promise<Member> => {
  const { token, uuid } = await signUp(t);
  const id = await memberIdOf(t.db, uuid);
  await t.db.execute(sql`update members set name = 'Somchai Jaidee' where id = ${id.toString()}::bigint`);
  if (baht > 0) await credit(t.db, id, BigInt(baht * 100));
  if (afBaht > 0)
    await credit(t.db, id, BigInt(afBaht * 100), {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
  return { token, uuid, id };
};

const count = async (query: ReturnType<typeof sql>): Promise<number> =>
  Number(rowsOf<{ n: number }>(await t.db.execute(query))[0]?.n ?? -1);

const entriesOf = (m: Member, type: string) =>
  count(sql`
    select count(distinct e.id)::int as n from ledger_entries e
    join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
    where e.type = ${type} and a.member_id = ${m.id.toString()}::bigint`);

interface RaceCase {
  name: string;
  /** Sets up a fresh member (and whatever the route needs) and answers how to send and check. */
  prepare(): Promise<{
    send(body: unknown, key: string): Promise<CallResult>;
    body: unknown;
    otherBody: unknown;
    /** How many effects the key's requests left: must be 1. */
    effects(): Promise<number>;
  }>;
}

const asMember =
  (m: Member, path: string) =>
  (body: unknown, key: string): Promise<CallResult> =>
    call(t, 'POST', path, { token: m.token, body, headers: { 'idempotency-key': key } });

const asStaff =
  (path: string) =>
  (body: unknown, key: string): Promise<CallResult> =>
    staff.request('POST', path, body, { 'idempotency-key': key });

const depositBank = async (): Promise<string> =>
  rowsOf<{ id: string }>(
    await t.db.execute(sql`
      insert into deposit_banks (bank_code, account_number, name, bot_update, fast_enabled, active)
      values ('SCB', ${String(Date.now()).slice(-10)}, 'Chokdee Co., Ltd.', false, false, true)
      returning id::text`),
  )[0]!.id;

const CASES: RaceCase[] = [
  {
    name: 'POST /api/deposits.normal',
    prepare: async () => {
      const m = await member(0);
      const body = {
        bankId: await depositBank(),
        channel: 'MOBILE',
        channelName: 'K PLUS',
        bankCode: 'KBANK',
        bankAccountNumber: '123-4-56789-0',
        bankAccountName: 'Somchai Jaidee',
        amount: 500,
        depositAt: '2026-01-02T10:00:00+07:00',
      };
      return {
        send: asMember(m, '/api/deposits.normal'),
        body,
        otherBody: { ...body, amount: 600 },
        effects: () =>
          count(sql`select count(*)::int as n from deposits where member_id = ${m.id.toString()}::bigint`),
      };
    },
  },
  {
    name: 'POST /api/withdraws.create',
    prepare: async () => {
      const m = await member(1_000);
      const bank = await call(t, 'POST', '/api/users-banks.create', {
        token: m.token,
        body: { bankCode: 'KBANK', bankAccountNumber: String(Date.now()).slice(-10) },
      });
      const bankAccountId = String((bank.body.data as unknown as Array<{ id: string }>)[0]!.id);
      return {
        send: asMember(m, '/api/withdraws.create'),
        body: { amount: 100, bankAccountId },
        otherBody: { amount: 200, bankAccountId },
        effects: () =>
          count(sql`select count(*)::int as n from withdrawals where member_id = ${m.id.toString()}::bigint`),
      };
    },
  },
  {
    name: 'POST /poy-api/poys.create',
    prepare: async () => {
      const m = await member(1_000);
      const betId = await makeRound(t.db, 'gov');
      const body = { betId, lines: [{ number: '123', option: 'teng_bon_3', price: 10 }] };
      return {
        send: asMember(m, '/poy-api/poys.create'),
        body,
        otherBody: { betId, lines: [{ number: '124', option: 'teng_bon_3', price: 10 }] },
        effects: () =>
          count(sql`select count(*)::int as n from poys where member_id = ${m.id.toString()}::bigint`),
      };
    },
  },
  {
    name: 'POST /api/lotteries.hanoy.create',
    prepare: async () => {
      const m = await member(1_000);
      const betId = await makeRound(t.db, 'hanoy');
      return {
        send: asMember(m, '/api/lotteries.hanoy.create'),
        body: { betId, number: '1234', sets: 1 },
        otherBody: { betId, number: '1235', sets: 1 },
        effects: () =>
          count(sql`select count(*)::int as n from poys where member_id = ${m.id.toString()}::bigint`),
      };
    },
  },
  {
    name: 'POST /api/af-cashs.move',
    prepare: async () => {
      const m = await member(0, 100);
      return {
        send: asMember(m, '/api/af-cashs.move'),
        body: { amount: 10 },
        otherBody: { amount: 11 },
        effects: () => entriesOf(m, 'MOVE_AF_TO_MONEY'),
      };
    },
  },
  {
    name: 'POST /api/loyalty-points.redeem',
    prepare: async () => {
      const m = await member(0);
      await credit(t.db, m.id, 1_000_00n, { kind: 'POINTS', house: 'HOUSE_LOYALTY', type: 'LOYALTY_EARN' });
      return {
        send: asMember(m, '/api/loyalty-points.redeem'),
        body: { points: 200 },
        otherBody: { points: 201 },
        effects: () => entriesOf(m, 'LOYALTY_REDEEM'),
      };
    },
  },
  {
    name: 'POST /api/admin/wallet.adjust',
    prepare: async () => {
      const m = await member(0);
      const body = { uuid: m.uuid, direction: 'increase', amount: 10, reason: 'race test' };
      return {
        send: asStaff('/api/admin/wallet.adjust'),
        body,
        otherBody: { ...body, amount: 11 },
        effects: () => entriesOf(m, 'ADMIN_INCREASE'),
      };
    },
  },
  {
    name: 'POST /api/admin/wallet.move',
    prepare: async () => {
      const from = await member(100);
      const to = await member(0);
      const body = { fromUuid: from.uuid, toUuid: to.uuid, amount: 10, reason: 'race test' };
      return {
        send: asStaff('/api/admin/wallet.move'),
        body,
        otherBody: { ...body, amount: 11 },
        effects: async () =>
          (await entriesOf(from, 'ADMIN_MOVE_DECREASE')) + (await entriesOf(to, 'ADMIN_MOVE_INCREASE')) - 1,
      };
    },
  },
];

/** The answer without what a replay may change: its status (200 for 201) and `replayed`. */
const essence = (result: CallResult) => {
  const { replayed: _replayed, ...data } = result.body.data ?? {};
  return { ok: result.status >= 200 && result.status < 300, data, code: result.body.code };
};

describe('Idempotency-Key raced twenty wide', () => {
  it('lists every route that takes the header', async () => {
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const hanoyOnly = routes.filter((r) => !/lotteries\.(lao|lao-super|malay)\.create$/.test(r));
    expect(hanoyOnly.sort()).toEqual(CASES.map((c) => c.name).sort());
  });

  it.each(CASES)('$name: every racer gets the first answer, one effect, the ledger balances', async (c) => {
    const route = await c.prepare();
    const key = `race-${c.name}`;
    const answers = await Promise.all(Array.from({ length: WIDTH }, () => route.send(route.body, key)));
    const first = answers.find((a) => a.status === 201 || a.status === 200);
    expect(first, JSON.stringify(answers.map((a) => [a.status, a.body]))).toBeDefined();
    expect(answers.map(essence)).toEqual(answers.map(() => essence(first!)));
    expect(await route.effects()).toBe(1);

    const mismatch = await route.send(route.otherBody, key);
    expect(mismatch).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_MISMATCH' } });
    expect(await route.effects()).toBe(1);
    expect((await reconcile(t.db)).ok).toBe(true);
  });
});
