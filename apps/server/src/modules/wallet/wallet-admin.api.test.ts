import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { credit } from './test-kit.ts';
import { auditOf, newMember, signedIn } from '../../../test/admin-test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedIn>>;
type Body = Record<string, unknown>;

let t: TestApp;
let admin: Signed;
let superAdmin: Signed;
let staffer: Signed;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = await signedIn(t, 'Administrator');
  superAdmin = await signedIn(t, 'Super Admin');
  staffer = await signedIn(t, 'Staff');
});
afterAll(async () => {
  await t.close();
});

const adjust = (who: Signed, body: Body, key: string | null = randomUUID()) =>
  who.client.request(
    'POST',
    '/api/admin/wallet.adjust',
    body,
    key === null ? {} : { 'idempotency-key': key },
  );
const move = (who: Signed, body: Body, key: string | null = randomUUID()) =>
  who.client.request('POST', '/api/admin/wallet.move', body, key === null ? {} : { 'idempotency-key': key });

const memberId = async (uuid: string): Promise<bigint> => {
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`select id::text from members where uuid = ${uuid}::uuid`),
  );
  return BigInt(row!.id);
};

/** Ledger balance of a member's CASH account in satang, null when the account does not exist. */
const cashOf = async (uuid: string): Promise<bigint | null> => {
  const [row] = rowsOf<{ balance: string }>(
    await t.db.execute(
      sql`select a.balance::text from ledger_accounts a join members m on m.id = a.member_id where m.uuid = ${uuid}::uuid and a.kind = 'CASH'`,
    ),
  );
  return row ? BigInt(row.balance) : null;
};

/** Entries touching a member, oldest first, with the house account on the other side. */
const entriesOf = async (uuid: string) =>
  rowsOf<{
    id: string;
    type: string;
    staff_id: string | null;
    remark: string | null;
    amount: string;
    house: string;
  }>(
    await t.db.execute(sql`
      select e.id::text, e.type, e.staff_id::text, e.remark, p.amount::text,
        (select h.kind from ledger_postings hp join ledger_accounts h on h.id = hp.account_id where hp.entry_id = e.id and h.member_id is null) as house
      from ledger_entries e
      join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id
      join members m on m.id = a.member_id
      where m.uuid = ${uuid}::uuid order by e.id`),
  );

const reconciliation = async () => {
  const result = await staffer.client.get('/api/admin/wallet.reconciliation');
  expect(result.status).toBe(200);
  return result.body.data as unknown as {
    ok: boolean;
    unitTotals: { unit: string; total: number }[];
    mismatches: { memberUuid: string }[];
    entries: number;
    houses: { kind: string; balance: number }[];
  };
};

describe('wallet.adjust', () => {
  it('increase then decrease: balances move, one ADMIN_* entry and one audit row each (before/after balances)', async () => {
    const m = await newMember(t);
    const up = await adjust(admin, {
      uuid: m.uuid,
      direction: 'increase',
      amount: 100.5,
      reason: 'goodwill credit',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data).toMatchObject({
      uuid: m.uuid,
      type: 'ADMIN_INCREASE',
      amount: 100.5,
      cash: 100.5,
      held: 0,
      available: 100.5,
      replayed: false,
    });
    expect(String(up.body.data?.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);

    const down = await adjust(admin, {
      uuid: m.uuid,
      direction: 'decrease',
      amount: 40.25,
      reason: 'double deposit',
    });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    expect(down.body.data).toMatchObject({
      type: 'ADMIN_DECREASE',
      amount: 40.25,
      cash: 60.25,
      available: 60.25,
      replayed: false,
    });
    expect(await cashOf(m.uuid)).toBe(6025n);

    const entries = await entriesOf(m.uuid);
    expect(entries).toEqual([
      {
        id: up.body.data?.entryId,
        type: 'ADMIN_INCREASE',
        staff_id: admin.id.toString(),
        remark: 'goodwill credit',
        amount: '10050',
        house: 'HOUSE_REVENUE',
      },
      {
        id: down.body.data?.entryId,
        type: 'ADMIN_DECREASE',
        staff_id: admin.id.toString(),
        remark: 'double deposit',
        amount: '-4025',
        house: 'HOUSE_REVENUE',
      },
    ]);

    const audit = await auditOf(t, m.uuid);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      staffId: admin.id,
      action: 'wallet.adjust.increase',
      targetType: 'member',
      before: { cash: 0, held: 0, available: 0, afCash: 0, points: 0 },
      after: {
        cash: 100.5,
        available: 100.5,
        amount: 100.5,
        reason: 'goodwill credit',
        type: 'ADMIN_INCREASE',
        entryId: up.body.data?.entryId,
      },
    });
    expect(audit[1]).toMatchObject({
      action: 'wallet.adjust.decrease',
      before: { cash: 100.5 },
      after: { cash: 60.25, amount: 40.25, reason: 'double deposit', entryId: down.body.data?.entryId },
    });
  });

  it('validates: amount format, reason length, direction, uuid, Idempotency-Key required; unknown member 404', async () => {
    const m = await newMember(t);
    const cases: Array<[Body, string]> = [
      [{ uuid: m.uuid, direction: 'increase', amount: 10.005, reason: 'abc' }, 'amount'],
      [{ uuid: m.uuid, direction: 'increase', amount: -5, reason: 'abc' }, 'amount'],
      [{ uuid: m.uuid, direction: 'increase', amount: '10', reason: 'abc' }, 'amount'],
      [{ uuid: m.uuid, direction: 'increase', amount: 10, reason: 'ab' }, 'reason'],
      [{ uuid: m.uuid, direction: 'increase', amount: 10, reason: 'x'.repeat(501) }, 'reason'],
      [{ uuid: m.uuid, direction: 'up', amount: 10, reason: 'abc' }, 'direction'],
      [{ uuid: 'nope', direction: 'increase', amount: 10, reason: 'abc' }, 'uuid'],
    ];
    for (const [body, field] of cases) {
      const result = await adjust(admin, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body, JSON.stringify(body)).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(result.body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const noKey = await adjust(
      admin,
      { uuid: m.uuid, direction: 'increase', amount: 10, reason: 'abc' },
      null,
    );
    expect(noKey).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(JSON.stringify(noKey.body)).toMatch(/Idempotency-Key/);
    const unknown = await adjust(admin, {
      uuid: '00000000-0000-4000-8000-000000000000',
      direction: 'increase',
      amount: 10,
      reason: 'abc',
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'MEMBER_NOT_FOUND' } });
    expect(await cashOf(m.uuid)).toBeNull();
    expect(await auditOf(t, m.uuid)).toHaveLength(0);
  });

  it('above ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT (50,000) an Administrator is refused, a Super Admin allowed', async () => {
    const m = await newMember(t);
    const refused = await adjust(admin, {
      uuid: m.uuid,
      direction: 'increase',
      amount: 50_000.01,
      reason: 'big credit',
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'SUPER_ADMIN_REQUIRED', params: { limit: '50,000.00' } },
    });
    expect(refused.body.message).toMatch(/above 50,000\.00 baht need a Super Admin/);
    expect(await cashOf(m.uuid)).toBeNull();

    expect(
      (await adjust(admin, { uuid: m.uuid, direction: 'increase', amount: 50_000, reason: 'at the limit' }))
        .status,
    ).toBe(200);
    const big = await adjust(superAdmin, {
      uuid: m.uuid,
      direction: 'increase',
      amount: 50_000.01,
      reason: 'big credit',
    });
    expect(big.status, JSON.stringify(big.body)).toBe(200);
    expect(await cashOf(m.uuid)).toBe(10_000_001n);
    expect(
      (await adjust(admin, { uuid: m.uuid, direction: 'decrease', amount: 60_000, reason: 'big debit' }))
        .status,
    ).toBe(403);
    expect(await entriesOf(m.uuid)).toHaveLength(2);
    expect((await auditOf(t, m.uuid)).map((row) => row.staffId)).toEqual([admin.id, superAdmin.id]);
  });

  it('Idempotency-Key: a replay (also two at once) moves once and writes one audit row; another body under the key is 409', async () => {
    const m = await newMember(t);
    const body = { uuid: m.uuid, direction: 'increase', amount: 25, reason: 'promo fix' };
    const key = randomUUID();
    const first = await adjust(admin, body, key);
    const again = await adjust(admin, body, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ entryId: first.body.data?.entryId, cash: 25, replayed: true });
    const other = await adjust(admin, { ...body, amount: 26 }, key);
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_MISMATCH' } });

    const clickKey = randomUUID();
    const clicks = await Promise.all([
      adjust(admin, body, clickKey),
      adjust(admin, body, clickKey),
      adjust(admin, body, clickKey),
    ]);
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(clicks.filter((c) => c.body.data?.replayed === false)).toHaveLength(1);
    expect(new Set(clicks.map((c) => c.body.data?.entryId)).size).toBe(1);

    expect(await cashOf(m.uuid)).toBe(5000n);
    expect(await entriesOf(m.uuid)).toHaveLength(2);
    expect(await auditOf(t, m.uuid)).toHaveLength(2);

    // Keys are per staff member: a Super Admin's same key is a new request.
    expect((await adjust(superAdmin, body, key)).body.data).toMatchObject({ replayed: false, cash: 75 });
  });

  it('a decrease beyond the balance is 409 INSUFFICIENT_BALANCE: nothing moves, no audit row, the key stays refused', async () => {
    const m = await newMember(t);
    await adjust(admin, { uuid: m.uuid, direction: 'increase', amount: 10, reason: 'start' });
    const key = randomUUID();
    const body = { uuid: m.uuid, direction: 'decrease', amount: 10.01, reason: 'too much' };
    const refused = await adjust(admin, body, key);
    expect(refused).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_BALANCE' } });
    expect(await cashOf(m.uuid)).toBe(1000n);
    expect(await entriesOf(m.uuid)).toHaveLength(1);
    expect((await auditOf(t, m.uuid)).map((row) => row.action)).toEqual(['wallet.adjust.increase']);
    // Money arrives, but the refused key keeps its answer.
    await adjust(admin, { uuid: m.uuid, direction: 'increase', amount: 5, reason: 'more' });
    expect((await adjust(admin, body, key)).status).toBe(409);
    expect(await cashOf(m.uuid)).toBe(1500n);
    expect(await auditOf(t, m.uuid)).toHaveLength(2);
  });
});

describe('wallet.move', () => {
  it('moves atomically: two entries of their own type, one audit row per member; replay once', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    await adjust(admin, { uuid: a.uuid, direction: 'increase', amount: 100, reason: 'start' });
    const key = randomUUID();
    const body = { fromUuid: a.uuid, toUuid: b.uuid, amount: 30.5, reason: 'wrong account deposit' };
    const moved = await move(admin, body, key);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({
      amount: 30.5,
      replayed: false,
      from: { uuid: a.uuid, cash: 69.5, held: 0, available: 69.5 },
      to: { uuid: b.uuid, cash: 30.5, held: 0, available: 30.5 },
    });
    const data = moved.body.data as unknown as { from: { entryId: string }; to: { entryId: string } };
    expect((await entriesOf(a.uuid)).at(-1)).toEqual({
      id: data.from.entryId,
      type: 'ADMIN_MOVE_DECREASE',
      staff_id: admin.id.toString(),
      remark: 'wrong account deposit',
      amount: '-3050',
      house: 'HOUSE_TRANSFERS',
    });
    expect(await entriesOf(b.uuid)).toEqual([
      {
        id: data.to.entryId,
        type: 'ADMIN_MOVE_INCREASE',
        staff_id: admin.id.toString(),
        remark: 'wrong account deposit',
        amount: '3050',
        house: 'HOUSE_TRANSFERS',
      },
    ]);

    const auditA = await auditOf(t, a.uuid);
    const auditB = await auditOf(t, b.uuid);
    expect(auditA.at(-1)).toMatchObject({
      action: 'wallet.move.out',
      before: { cash: 100 },
      after: { cash: 69.5, amount: 30.5, toUuid: b.uuid, reason: 'wrong account deposit' },
    });
    expect(auditB).toHaveLength(1);
    expect(auditB[0]).toMatchObject({
      action: 'wallet.move.in',
      staffId: admin.id,
      before: { cash: 0 },
      after: { cash: 30.5, fromUuid: a.uuid },
    });

    const replay = await move(admin, body, key);
    expect(replay.body.data).toMatchObject({
      replayed: true,
      from: { entryId: data.from.entryId },
      to: { entryId: data.to.entryId },
    });
    expect([await cashOf(a.uuid), await cashOf(b.uuid)]).toEqual([6950n, 3050n]);
    expect(await auditOf(t, b.uuid)).toHaveLength(1);
  });

  it('a source without funds: 409 and neither side changes, in either member order', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const c = await newMember(t);
    await adjust(admin, { uuid: a.uuid, direction: 'increase', amount: 10, reason: 'start' });
    await adjust(admin, { uuid: b.uuid, direction: 'increase', amount: 10, reason: 'start' });
    expect(await memberId(a.uuid)).toBeLessThan(await memberId(c.uuid));
    // c -> a: the target has the lower id, so its credit is posted first and must be rolled back.
    for (const [from, to] of [
      [c, a],
      [b, a],
      [a, c],
    ] as const) {
      const result = await move(admin, {
        fromUuid: from.uuid,
        toUuid: to.uuid,
        amount: 10.01,
        reason: 'no funds',
      });
      expect(result, `${from.userName} -> ${to.userName}`).toMatchObject({
        status: 409,
        body: { code: 'INSUFFICIENT_BALANCE' },
      });
    }
    expect([await cashOf(a.uuid), await cashOf(b.uuid), await cashOf(c.uuid)]).toEqual([1000n, 1000n, null]);
    expect(await entriesOf(c.uuid)).toHaveLength(0);
    expect(await auditOf(t, c.uuid)).toHaveLength(0);
    expect(await auditOf(t, a.uuid)).toHaveLength(1);
  });

  it('moves both ways at once do not deadlock (lower member id first)', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    await adjust(admin, { uuid: a.uuid, direction: 'increase', amount: 100, reason: 'start' });
    await adjust(admin, { uuid: b.uuid, direction: 'increase', amount: 100, reason: 'start' });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? move(admin, { fromUuid: a.uuid, toUuid: b.uuid, amount: 1, reason: 'ping' })
          : move(admin, { fromUuid: b.uuid, toUuid: a.uuid, amount: 1, reason: 'pong' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 16 }, () => 200));
    expect([await cashOf(a.uuid), await cashOf(b.uuid)]).toEqual([10_000n, 10_000n]);
    expect(await auditOf(t, a.uuid)).toHaveLength(17);
  });

  it('same member twice is 400; above the limit needs a Super Admin; unknown member 404', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const same = await move(admin, {
      fromUuid: a.uuid,
      toUuid: a.uuid.toUpperCase(),
      amount: 1,
      reason: 'same one',
    });
    expect(same).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(same.body.fields).toHaveProperty('toUuid');
    await adjust(superAdmin, { uuid: a.uuid, direction: 'increase', amount: 60_000, reason: 'start' });
    expect(
      await move(admin, { fromUuid: a.uuid, toUuid: b.uuid, amount: 50_000.01, reason: 'large move' }),
    ).toMatchObject({ status: 403, body: { code: 'SUPER_ADMIN_REQUIRED' } });
    expect(
      (await move(superAdmin, { fromUuid: a.uuid, toUuid: b.uuid, amount: 50_000.01, reason: 'large move' }))
        .status,
    ).toBe(200);
    expect(
      await move(admin, { fromUuid: a.uuid, toUuid: randomUUID(), amount: 1, reason: 'nobody' }),
    ).toMatchObject({ status: 404 });
    expect(
      await move(admin, { fromUuid: a.uuid, toUuid: b.uuid, amount: 1, reason: 'no key' }, null),
    ).toMatchObject({ status: 400 });
    expect([await cashOf(a.uuid), await cashOf(b.uuid)]).toEqual([999_999n, 5_000_001n]);
  });
});

describe('wallet.ledger', () => {
  it("pages a member's postings on all accounts, newest first, with staff, balances; only that member", async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const aId = await memberId(a.uuid);
    await adjust(admin, { uuid: a.uuid, direction: 'increase', amount: 200, reason: 'first credit' });
    await adjust(admin, { uuid: b.uuid, direction: 'increase', amount: 7, reason: 'other member' });
    await move(admin, { fromUuid: a.uuid, toUuid: b.uuid, amount: 50, reason: 'to b' });
    await credit(t.db, aId, 1234n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    await credit(t.db, aId, 500n, { kind: 'POINTS', house: 'HOUSE_LOYALTY', type: 'LOYALTY_EARN' });
    await adjust(admin, { uuid: a.uuid, direction: 'decrease', amount: 0.5, reason: 'fee' });

    const all = await staffer.client.get(`/api/admin/wallet.ledger?uuid=${a.uuid}`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const data = all.body.data as unknown as {
      items: Array<Record<string, unknown>>;
      total: number;
      balances: unknown;
      member: unknown;
    };
    expect(data.member).toEqual({ uuid: a.uuid, userName: a.userName });
    expect(data.balances).toEqual({ cash: 149.5, held: 0, available: 149.5, afCash: 12.34, points: 5 });
    expect(data.total).toBe(5);
    expect(data.items.map((i) => [i.type, i.account, i.amount, i.balanceAfter, i.staffUsername])).toEqual([
      ['ADMIN_DECREASE', 'CASH', -0.5, 149.5, admin.username],
      ['LOYALTY_EARN', 'POINTS', 5, 5, null],
      ['AF_COMMISSION', 'AF_CASH', 12.34, 12.34, null],
      ['ADMIN_MOVE_DECREASE', 'CASH', -50, 150, admin.username],
      ['ADMIN_INCREASE', 'CASH', 200, 200, admin.username],
    ]);
    expect(data.items[0]).toMatchObject({
      remark: 'fee',
      unit: 'THB',
      id: expect.any(String) as unknown,
      entryId: expect.any(String) as unknown,
    });
    expect(data.items[1]).toMatchObject({ unit: 'POINT' });
    for (const item of data.items) expect(String(item.createdAt)).toMatch(/\+07:00$/);

    const page2 = await staffer.client.get(`/api/admin/wallet.ledger?uuid=${a.uuid}&page=2&pageSize=2`);
    expect(page2.body.data).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect((page2.body.data as unknown as typeof data).items.map((i) => i.id)).toEqual(
      data.items.slice(2, 4).map((i) => i.id),
    );

    const cashOnly = await staffer.client.get(`/api/admin/wallet.ledger?uuid=${a.uuid}&account=CASH`);
    expect((cashOnly.body.data as unknown as typeof data).total).toBe(3);

    const other = (await staffer.client.get(`/api/admin/wallet.ledger?uuid=${b.uuid}`)).body
      .data as unknown as typeof data;
    expect(other.items.map((i) => i.type)).toEqual(['ADMIN_MOVE_INCREASE', 'ADMIN_INCREASE']);
    expect(other.items.some((i) => data.items.some((mine) => mine.id === i.id))).toBe(false);

    const future = await staffer.client.get(
      `/api/admin/wallet.ledger?uuid=${a.uuid}&from=${encodeURIComponent('2999-01-01T00:00:00+07:00')}`,
    );
    expect(future.body.data).toMatchObject({ items: [], total: 0 });
    expect((await staffer.client.get('/api/admin/wallet.ledger')).status).toBe(400);
    expect((await staffer.client.get(`/api/admin/wallet.ledger?uuid=${randomUUID()}`)).status).toBe(404);
  });
});

describe('wallet.reconciliation', () => {
  it('is ok after the mix of operations above; lists a corrupted balance as a mismatch', async () => {
    const report = await reconciliation();
    expect(report.ok).toBe(true);
    expect(report.mismatches).toEqual([]);
    expect(report.unitTotals.every((row) => row.total === 0)).toBe(true);
    expect(report.entries).toBeGreaterThan(10);
    expect(report.houses.map((h) => h.kind)).toEqual(
      expect.arrayContaining(['HOUSE_REVENUE', 'HOUSE_TRANSFERS']),
    );
    // Every move nets out in HOUSE_TRANSFERS.
    expect(report.houses.find((h) => h.kind === 'HOUSE_TRANSFERS')?.balance).toBe(0);

    const past = await staffer.client.get('/api/admin/wallet.reconciliation?day=2001-02-03');
    expect(past.body.data).toMatchObject({
      day: '2001-02-03',
      from: '2001-02-03T00:00:00+07:00',
      to: '2001-02-04T00:00:00+07:00',
      entries: 0,
      postings: 0,
      ok: true,
    });
    expect((await staffer.client.get('/api/admin/wallet.reconciliation?day=2024-02-30')).status).toBe(400);

    const m = await newMember(t);
    await adjust(admin, { uuid: m.uuid, direction: 'increase', amount: 1, reason: 'start' });
    await t.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where member_id = ${(await memberId(m.uuid)).toString()}::bigint`,
    );
    try {
      const broken = await reconciliation();
      expect(broken.ok).toBe(false);
      expect(broken.mismatches).toEqual([
        expect.objectContaining({ memberUuid: m.uuid, kind: 'CASH', balance: 1.01, postings: 1 }),
      ]);
    } finally {
      await t.db.execute(
        sql`update ledger_accounts set balance = balance - 1 where member_id = ${(await memberId(m.uuid)).toString()}::bigint`,
      );
    }
    expect((await reconciliation()).ok).toBe(true);
  });
});

describe('access', () => {
  it('a member token (Bearer or cookie) on the wallet admin routes is 401', async () => {
    const m = await newMember(t);
    const routes: Array<[string, string]> = [
      ['POST', '/api/admin/wallet.adjust'],
      ['POST', '/api/admin/wallet.move'],
      ['GET', `/api/admin/wallet.ledger?uuid=${m.uuid}`],
      ['GET', '/api/admin/wallet.reconciliation'],
    ];
    for (const [method, path] of routes) {
      const body =
        method === 'POST'
          ? { uuid: m.uuid, direction: 'increase', amount: 1, reason: 'self service' }
          : undefined;
      const headers = { 'idempotency-key': randomUUID() };
      expect((await call(t, method, path, { token: m.token, body, headers })).status, path).toBe(401);
      expect(
        (await call(t, method, path, { body, headers: { ...headers, cookie: `accessToken=${m.token}` } }))
          .status,
        path,
      ).toBe(401);
    }
    expect(await cashOf(m.uuid)).toBeNull();
  });

  it('Staff may view but not adjust (403)', async () => {
    const m = await newMember(t);
    expect(
      await adjust(staffer, { uuid: m.uuid, direction: 'increase', amount: 1, reason: 'try' }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await staffer.client.get(`/api/admin/wallet.ledger?uuid=${m.uuid}`)).status).toBe(200);
  });
});
