import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, MEMBER_TEST_ENV, signUp } from '../members/test-kit.ts';
import { addTurnoverRequirement, recordTurnover } from './turnover.ts';
import { runMoneyTransaction } from './money-transaction.ts';
import { postHold, reserveHold } from './holds.ts';
import { postEntry, type PostEntryInput } from './post-entry.ts';
import { credit, debit } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

// Own names and phones (random): the wallet tests must not depend on the members kit's counter.
const randomMember = (): { userName: string; phoneNumber: string } => ({
  userName: `wal${randomBytes(6).toString('hex')}`.replace(/(.)\1{3,}/g, '$1x'),
  phoneNumber: `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
});

const member = async (): Promise<{ token: string; id: bigint; uuid: string }> => {
  const { token, uuid } = await signUp(t, randomMember());
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`select id::text from members where uuid = ${uuid}::uuid`),
  );
  return { token, uuid, id: BigInt(row!.id) };
};

describe('balances', () => {
  it('answer 0 before any money and the available amounts after, in baht', async () => {
    const m = await member();
    expect((await call(t, 'GET', '/api/cashs', { token: m.token })).body).toEqual({ data: { money: 0 } });
    await credit(t.db, m.id, 1_000_037n);
    await credit(t.db, m.id, 250n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    await credit(t.db, m.id, 1_050n, { kind: 'POINTS', house: 'HOUSE_LOYALTY', type: 'LOYALTY_EARN' });
    expect((await call(t, 'GET', '/api/cashs', { token: m.token })).body).toEqual({
      data: { money: 10_000.37 },
    });
    expect((await call(t, 'GET', '/api/af-cashs', { token: m.token })).body).toEqual({
      data: { afMoney: 2.5 },
    });
    expect((await call(t, 'GET', '/api/loyalty-points.balance', { token: m.token })).body).toEqual({
      data: { balance: 10.5 },
    });
    expect((await call(t, 'GET', '/api/users-infos', { token: m.token })).body.data).toMatchObject({
      cash: 10_000.37,
      afCash: 2.5,
      loyaltyPoint: 10.5,
    });
  });

  it('are member-only (401 without a token) and credit calls are 403 for a credit-suspended member', async () => {
    expect((await call(t, 'GET', '/api/cashs')).status).toBe(401);
    expect((await call(t, 'POST', '/api/transactions.all', { body: {} })).status).toBe(401);
    const m = await member();
    await t.db.execute(sql`update members set status = 2 where id = ${m.id.toString()}::bigint`);
    // As the staff route does after its COMMIT: the member's checked tokens are forgotten.
    await t.app.realtime.recheckMember(m.uuid);
    for (const [method, path] of [
      ['GET', '/api/cashs'],
      ['GET', '/api/af-cashs'],
      ['GET', '/api/credit-turnovers'],
      ['POST', '/api/af-cashs.move'],
    ] as const) {
      expect(
        (await call(t, method, path, { token: m.token, body: method === 'POST' ? { amount: 1 } : undefined }))
          .status,
      ).toBe(403);
    }
  });
});

describe('POST /api/transactions.all', () => {
  it('lists the caller’s cash postings newest first with type, signed amount, balanceAfter and +07:00 time', async () => {
    const m = await member();
    await credit(t.db, m.id, 10_000n);
    await debit(t.db, m.id, 1_234n);
    await credit(t.db, m.id, 500n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    const res = await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} });
    expect(res.status).toBe(200);
    const lines = res.body.data as unknown as Array<Record<string, unknown>>;
    expect(lines.map((l) => [l.transactionType, l.amount, l.balanceAfter])).toEqual([
      ['BET_GOV', -12.34, 87.66],
      ['DEPOSIT', 100, 100],
    ]);
    expect(lines[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    const af = await call(t, 'POST', '/api/af-cashs.transaction.all', { token: m.token });
    expect(
      (af.body.data as unknown as Array<Record<string, unknown>>).map((l) => [l.transactionType, l.amount]),
    ).toEqual([['AF_COMMISSION', 5]]);
  });

  it('answers a server-written remark as code + params (English in remark) and staff text as typed', async () => {
    const m = await member();
    const post = (remark: PostEntryInput['remark'], amount: bigint) =>
      runMoneyTransaction(t.db, (tx) =>
        postEntry(tx, {
          type: 'YING_WIN',
          idempotencyKey: `remark-test:${m.id}:${amount}`,
          lines: [
            { account: { memberId: m.id, kind: 'CASH' }, amount },
            { account: { house: 'HOUSE_PROMOTIONS' }, amount: -amount },
          ],
          remark,
        }),
      );
    await post({ code: 'YEEKEE_SIXTEENTH_SHOT', params: { seq: 7 } }, 100n);
    await post('โบนัสพิเศษ', 200n);
    const res = await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} });
    expect(res.body.data).toMatchObject([
      { amount: 2, remark: 'โบนัสพิเศษ', remarkCode: null, remarkParams: null },
      { amount: 1, remark: '16th shot #7', remarkCode: 'YEEKEE_SIXTEENTH_SHOT', remarkParams: { seq: 7 } },
    ]);
    const [stored] = rowsOf<{ remark: string | null; remark_code: string }>(
      await t.db.execute(
        sql`select remark, remark_code from ledger_entries where idempotency_key = ${`remark-test:${m.id}:100`}`,
      ),
    );
    expect(stored).toEqual({ remark: null, remark_code: 'YEEKEE_SIXTEENTH_SHOT' });
  });

  it('honours the window and refuses a bad one; another member’s rows never show', async () => {
    const m = await member();
    const other = await member();
    await credit(t.db, m.id, 100n);
    await credit(t.db, other.id, 999n);
    const past = await call(t, 'POST', '/api/transactions.all', {
      token: m.token,
      body: { startedDate: '2020-01-01T00:00:00Z', endedDate: '2020-01-02T00:00:00.000000Z' },
    });
    expect(past.body).toEqual({ data: [] });
    const wide = await call(t, 'POST', '/api/transactions.all', {
      token: m.token,
      body: { startedDate: '2020-01-01T00:00:00+07:00' },
    });
    expect((wide.body.data as unknown as unknown[]).length).toBe(1);
    expect(
      (await call(t, 'POST', '/api/transactions.all', { token: m.token, body: { startedDate: 'yesterday' } }))
        .status,
    ).toBe(400);
    const reversed = await call(t, 'POST', '/api/transactions.all', {
      token: m.token,
      body: { startedDate: '2026-01-02T00:00:00Z', endedDate: '2026-01-01T00:00:00Z' },
    });
    expect(reversed.status).toBe(400);
  });
});

describe('statement references and POST /api/transactions.summary', () => {
  /** A deposit, a poy's stake, a paid withdrawal (through its hold) and a withdrawal still held. */
  const history = async () => {
    const m = await member();
    const post = (type: 'DEPOSIT' | 'BET_GOV', ref: { type: string; id: string }, amount: bigint) =>
      runMoneyTransaction(t.db, (tx) =>
        postEntry(tx, {
          type,
          idempotencyKey: `summary:${m.id}:${type}`,
          ref,
          lines: [
            { account: { memberId: m.id, kind: 'CASH' }, amount },
            {
              account: { house: type === 'DEPOSIT' ? 'HOUSE_BANK_CLEARING' : 'HOUSE_BETS_IN_PLAY' },
              amount: -amount,
            },
          ],
        }),
      );
    await post('DEPOSIT', { type: 'deposit', id: '41' }, 100_000n);
    await post('BET_GOV', { type: 'poy', id: '9001' }, -2_550n);
    const paid = await runMoneyTransaction(t.db, (tx) =>
      reserveHold(tx, {
        account: { memberId: m.id, kind: 'CASH' },
        amount: 10_000n,
        idempotencyKey: `summary:${m.id}:w78`,
        ref: { type: 'withdrawal', id: '78' },
      }),
    );
    await runMoneyTransaction(t.db, (tx) =>
      postHold(tx, {
        holdId: paid.holdId,
        type: 'WITHDRAW',
        to: 'HOUSE_BANK_CLEARING',
        idempotencyKey: `summary:${m.id}:w78:pay`,
        remark: 'KBANK-TRF-0099812',
      }),
    );
    await runMoneyTransaction(t.db, (tx) =>
      reserveHold(tx, {
        account: { memberId: m.id, kind: 'CASH' },
        amount: 20_000n,
        idempotencyKey: `summary:${m.id}:w79`,
        ref: { type: 'withdrawal', id: '79' },
      }),
    );
    return m;
  };

  it('names each line by what the member knows: the deposit, the poy, the withdrawal (not the hold or the transfer)', async () => {
    const m = await history();
    const res = await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} });
    expect(
      (res.body.data as unknown as Array<Record<string, unknown>>).map((l) => [
        l.transactionType,
        l.reference,
      ]),
    ).toEqual([
      ['WITHDRAW', { kind: 'withdrawal', id: '78' }],
      ['BET_GOV', { kind: 'poy', id: '9001' }],
      ['DEPOSIT', { kind: 'deposit', id: '41' }],
    ]);
  });

  it('answers balance, held, the pending withdrawal as a line, money in/out per month and the balance per day', async () => {
    const m = await history();
    const lines = (await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} })).body
      .data as unknown as Array<{ createdAt: string }>;
    const today = lines[0]!.createdAt.slice(0, 10);
    const res = await call(t, 'POST', '/api/transactions.summary', { token: m.token, body: { months: 3 } });
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as {
      months: { month: string; in: number; out: number }[];
      pending: { createdAt: string }[];
    };
    expect(data).toMatchObject({
      balance: 874.5,
      held: 200,
      // What the header shows (cashs): the statement's last balance minus the pending line.
      available: 674.5,
      pending: [{ amount: -200, reference: { kind: 'withdrawal', id: '79' } }],
      opening: 0,
      days: [{ date: today, balance: 874.5 }],
    });
    expect(data.pending[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    expect((await call(t, 'GET', '/api/cashs', { token: m.token })).body).toEqual({ data: { money: 674.5 } });
    // Three months, oldest first, empty ones included; this month holds every movement.
    expect(data.months).toHaveLength(3);
    expect(data.months[2]).toEqual({ month: today.slice(0, 7), in: 1000, out: 125.5 });
    expect(data.months.slice(0, 2).map((mo) => [mo.in, mo.out])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(data.months[0]!.month < data.months[1]!.month).toBe(true);

    const fresh = await member();
    const empty = await call(t, 'POST', '/api/transactions.summary', { token: fresh.token });
    expect(empty.body.data).toMatchObject({ balance: 0, held: 0, available: 0, pending: [], days: [] });
    expect((empty.body.data as unknown as { months: unknown[] }).months).toHaveLength(6);

    for (const months of [0, 13, 1.5, '3'])
      expect(
        (await call(t, 'POST', '/api/transactions.summary', { token: m.token, body: { months } })).status,
      ).toBe(400);
    expect((await call(t, 'POST', '/api/transactions.summary', { body: {} })).status).toBe(401);
  });
});

describe('GET /api/credit-turnovers', () => {
  it('defaults to canWithdraw true, turnOver 0; bets fill the oldest requirement first', async () => {
    const m = await member();
    expect((await call(t, 'GET', '/api/credit-turnovers', { token: m.token })).body).toEqual({
      data: { canWithdraw: true, turnOver: 0, type: null },
    });
    await t.db.transaction(async (tx) => {
      await addTurnoverRequirement(tx, { memberId: m.id, type: 'DEPOSIT', required: 10_000n });
      await addTurnoverRequirement(tx, { memberId: m.id, type: 'PROMOTION', required: 5_000n });
    });
    await t.db.transaction((tx) => recordTurnover(tx, m.id, 12_000n, { type: 'poy', id: '1' }));
    expect((await call(t, 'GET', '/api/credit-turnovers', { token: m.token })).body).toEqual({
      data: { canWithdraw: false, turnOver: 30, type: 'PROMOTION' },
    });
    await t.db.transaction((tx) => recordTurnover(tx, m.id, 4_000n, { type: 'poy', id: '2' }));
    expect((await call(t, 'GET', '/api/credit-turnovers', { token: m.token })).body).toEqual({
      data: { canWithdraw: true, turnOver: 0, type: null },
    });
  });
});

describe('POST /api/af-cashs.move', () => {
  it('moves affiliate cash to the wallet and answers both balances', async () => {
    const m = await member();
    await credit(t.db, m.id, 10_000n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    const res = await call(t, 'POST', '/api/af-cashs.move', { token: m.token, body: { amount: 25.5 } });
    expect(res.body).toEqual({ data: { money: 25.5, afMoney: 74.5 } });
    const lines = (await call(t, 'POST', '/api/transactions.all', { token: m.token })).body
      .data as unknown as Array<Record<string, unknown>>;
    expect(lines[0]).toMatchObject({ transactionType: 'MOVE_AF_TO_MONEY', amount: 25.5, balanceAfter: 25.5 });
  });

  it('replays the same Idempotency-Key once, refuses it with another body, and keys are per member', async () => {
    const m = await member();
    const other = await member();
    await credit(t.db, m.id, 10_000n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    await credit(t.db, other.id, 10_000n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    const headers = { 'idempotency-key': 'move-1' };
    const first = await call(t, 'POST', '/api/af-cashs.move', {
      token: m.token,
      body: { amount: 10 },
      headers,
    });
    const again = await call(t, 'POST', '/api/af-cashs.move', {
      token: m.token,
      body: { amount: 10 },
      headers,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await call(t, 'GET', '/api/af-cashs', { token: m.token })).body).toEqual({
      data: { afMoney: 90 },
    });
    const mismatch = await call(t, 'POST', '/api/af-cashs.move', {
      token: m.token,
      body: { amount: 11 },
      headers,
    });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('IDEMPOTENCY_MISMATCH');
    // The same header value from another member is that member's own request.
    expect(
      (await call(t, 'POST', '/api/af-cashs.move', { token: other.token, body: { amount: 20 }, headers }))
        .body,
    ).toEqual({ data: { money: 20, afMoney: 80 } });
    const tooLong = await call(t, 'POST', '/api/af-cashs.move', {
      token: m.token,
      body: { amount: 1 },
      headers: { 'idempotency-key': 'k'.repeat(101) },
    });
    expect(tooLong.status).toBe(400);
  });

  it('refuses more than the affiliate cash with 409 INSUFFICIENT_BALANCE, and keeps refusing that key', async () => {
    const m = await member();
    await credit(t.db, m.id, 1_000n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    const headers = { 'idempotency-key': 'too-much' };
    const res = await call(t, 'POST', '/api/af-cashs.move', {
      token: m.token,
      body: { amount: 10.01 },
      headers,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INSUFFICIENT_BALANCE');
    await credit(t.db, m.id, 1_000n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    expect(
      (await call(t, 'POST', '/api/af-cashs.move', { token: m.token, body: { amount: 10.01 }, headers })).body
        .code,
    ).toBe('INSUFFICIENT_BALANCE');
    expect((await call(t, 'GET', '/api/cashs', { token: m.token })).body).toEqual({ data: { money: 0 } });
  });

  it.each([[100.375], [-1], [0], ['10'], [null], [Number.MAX_VALUE]])(
    'refuses amount %s with 400 and the spec message',
    async (amount) => {
      const m = await member();
      const res = await call(t, 'POST', '/api/af-cashs.move', { token: m.token, body: { amount } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        fields: { amount: 'currency is not a right format.' },
      });
    },
  );
});
