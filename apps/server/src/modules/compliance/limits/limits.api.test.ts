import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type StaffClient } from '../../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { rowsOf } from '../../../db/client.ts';
import {
  member,
  receivingAccount,
  sendStatement,
  statementLine,
  type Member,
} from '../../deposits/deposits-test-kit.ts';
import {
  callBody,
  cashOf,
  expectLedgerConserved,
  hook,
  launch,
  provider,
  txId,
  type TestProvider,
} from '../../games/games-test-kit.ts';
import { makeRound } from '../../lotto/lotto-test-kit.ts';
import { PLAY_TYPES } from '../activity.ts';
import { call, MEMBER_TEST_ENV } from '../../members/test-kit.ts';
import { credit } from '../../wallet/test-kit.ts';

// Limits a member sets (docs/compliance.md "Limits"): a lower limit at once, a higher one after
// 24 hours by the database's clock, and every deposit and bet path refusing what would pass one,
// at its boundary and under concurrency, with the ledger conserving.
let t: TestApp;
let admin: StaffClient;
let games: TestProvider;
let bank: string;
let fastBank: string;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = (await signedIn(t, 'Administrator')).client;
  games = await provider(t);
  bank = await receivingAccount(t, { fast: false });
  fastBank = await receivingAccount(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerConserved(t);
});

const limits = (m: Member) => call(t, 'GET', '/api/limits', { token: m.token });
const setLimit = (m: Member, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/limits.update', { token: m.token, body });

/** The waiting changes' time moved to now: what 24 hours of the database's clock would do. */
const letPendingMature = (m: Member) =>
  t.db.execute(sql`update member_limits set pending_at = now() where member_id = ${m.id.toString()}::bigint
    and pending_at is not null`);

const normalDeposit = (m: Member, amount: number) =>
  call(t, 'POST', '/api/deposits.normal', {
    token: m.token,
    body: {
      bankId: bank,
      channel: 'ATM',
      channelName: '',
      bankCode: 'BBL',
      bankAccountNumber: '1234567890',
      bankAccountName: 'Malee Sukjai',
      amount,
      depositAt: new Date().toISOString(),
    },
  });

/** Open normal deposit requests made before the member's limit (straight into the table). */
const requestsMadeBefore = async (m: Member, count: number, satang: number): Promise<string[]> =>
  rowsOf<{ id: string }>(
    await t.db.execute(sql`
      insert into deposits (member_id, method, deposit_bank_id, amount, channel, channel_name, from_bank_code,
        from_account_number, from_account_name, deposit_at)
      select ${m.id.toString()}::bigint, 'NORMAL', ${bank}::bigint, ${satang}::bigint, 'ATM', '', 'BBL',
        '1234567890', 'Malee Sukjai', now()
      from generate_series(1, ${count}::int)
      returning id::text`),
  ).map((row) => row.id);

const creditedDeposits = async (m: Member): Promise<number> =>
  Number(
    rowsOf<{ total: string }>(
      await t.db.execute(sql`
        select coalesce(sum(amount), 0)::text as total from deposits
        where member_id = ${m.id.toString()}::bigint and status = 'SUCCESS'`),
    )[0]!.total,
  );

const limitReached = (kind: string, period: string) => ({
  status: 403,
  body: { code: 'LIMIT_REACHED', params: { kind, period } },
});

describe('setting limits', () => {
  it('a first or lower limit applies at once; a raise or removal waits 24 hours, shown as pending', async () => {
    const m = await member(t);
    expect((await limits(m)).body.data).toEqual({
      deposit: { day: null, week: null, month: null },
      loss: { day: null, week: null, month: null },
      session: { minutes: null },
      pending: [],
    });
    await setLimit(m, { kind: 'deposit', period: 'day', value: 1000 });
    const lowered = await setLimit(m, { kind: 'deposit', period: 'day', value: 500.5 });
    expect(lowered.body.data).toMatchObject({ deposit: { day: 500.5 }, pending: [] });

    const raised = await setLimit(m, { kind: 'deposit', period: 'day', value: 2000 });
    const pending = (raised.body.data as { pending: { effectiveAt: string }[] }).pending;
    expect(raised.body.data).toMatchObject({
      deposit: { day: 500.5 },
      pending: [{ kind: 'deposit', period: 'day', value: 2000 }],
    });
    const [dbNow] = rowsOf<{ now: string }>(await t.db.execute(sql`select now()::text as now`));
    const wait = Date.parse(pending[0]!.effectiveAt) - Date.parse(dbNow!.now);
    expect(wait).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(wait).toBeLessThanOrEqual(24 * 3600_000);
    // Until then the old limit holds.
    expect(await normalDeposit(m, 600)).toMatchObject(limitReached('deposit', 'day'));

    await letPendingMature(m);
    expect((await limits(m)).body.data).toMatchObject({ deposit: { day: 2000 }, pending: [] });
    expect((await normalDeposit(m, 600)).status).toBe(201);

    // A removal waits too; lowering meanwhile drops it and applies at once.
    await setLimit(m, { kind: 'deposit', period: 'day', value: null });
    expect((await limits(m)).body.data).toMatchObject({
      deposit: { day: 2000 },
      pending: [{ kind: 'deposit', period: 'day', value: null }],
    });
    await setLimit(m, { kind: 'deposit', period: 'day', value: 1500 });
    expect((await limits(m)).body.data).toMatchObject({ deposit: { day: 1500 }, pending: [] });
    await setLimit(m, { kind: 'deposit', period: 'day', value: null });
    await letPendingMature(m);
    expect((await limits(m)).body.data).toMatchObject({ deposit: { day: null }, pending: [] });

    // The reminder is not a limit on play: any change applies at once.
    await setLimit(m, { kind: 'session', value: 30 });
    expect((await setLimit(m, { kind: 'session', value: 90 })).body.data).toMatchObject({
      session: { minutes: 90 },
      pending: [],
    });
  });

  it('refuses malformed changes with 400 and changes nothing; a member sees only their own', async () => {
    const m = await member(t);
    const other = await member(t);
    await setLimit(other, { kind: 'loss', period: 'week', value: 100 });
    for (const body of [
      { kind: 'deposit', period: 'day', value: 0 },
      { kind: 'deposit', period: 'day', value: -5 },
      { kind: 'deposit', period: 'day', value: 1.005 },
      { kind: 'deposit', period: 'year', value: 10 },
      { kind: 'wager', period: 'day', value: 10 },
      { kind: 'session', value: 7 },
      { kind: 'loss', period: 'day' },
    ])
      expect((await setLimit(m, body)).status).toBe(400);
    expect((await limits(m)).body.data).toMatchObject({
      deposit: { day: null, week: null, month: null },
      loss: { day: null, week: null, month: null },
      session: { minutes: null },
    });
    expect((await limits(other)).body.data).toMatchObject({ loss: { week: 100 } });
    expect((await call(t, 'GET', '/api/limits')).status).toBe(401);
  });

  it("staff see a member's limits and waiting changes on the member, and have no way to change them", async () => {
    const m = await member(t);
    await setLimit(m, { kind: 'loss', period: 'day', value: 100 });
    await setLimit(m, { kind: 'loss', period: 'day', value: 300 });
    const seen = await admin.get(`/api/admin/members.one?uuid=${m.uuid}`);
    expect(seen.body.data).toMatchObject({
      selfExclusion: null,
      limits: { loss: { day: 100 }, pending: [{ kind: 'loss', period: 'day', value: 300 }] },
    });
    expect(
      (await admin.post('/api/limits.update', { kind: 'loss', period: 'day', value: null })).status,
    ).toBe(401);
  });
});

describe('deposit limits', () => {
  it('a request exactly at the limit is accepted, one satang over is refused; open requests count', async () => {
    const m = await member(t);
    await setLimit(m, { kind: 'deposit', period: 'week', value: 300 });
    expect(await normalDeposit(m, 300.01)).toMatchObject(limitReached('deposit', 'week'));
    expect((await normalDeposit(m, 200)).status).toBe(201);
    expect(await normalDeposit(m, 100.01)).toMatchObject(limitReached('deposit', 'week'));
    expect((await normalDeposit(m, 100)).status).toBe(201);
    expect(
      await call(t, 'POST', '/api/deposits.fast', { token: m.token, body: { amount: 100 } }),
    ).toMatchObject(limitReached('deposit', 'week'));
  });

  it('staff crediting 20 requests at once credit up to the limit, exactly, and refuse the rest', async () => {
    const m = await member(t);
    const ids = await requestsMadeBefore(m, 20, 100_00);
    await setLimit(m, { kind: 'deposit', period: 'month', value: 1000 });
    const answers = await Promise.all(ids.map((id) => admin.post('/api/admin/deposits.approve', { id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused).toMatchObject(limitReached('deposit', 'month'));
    expect(await creditedDeposits(m)).toBe(1000_00);
    expect(await cashOf(t, m.id)).toBe(1000_00n);
  });

  it('a bank transfer over the limit is left to staff, not credited', async () => {
    const m = await member(t);
    const [id] = await requestsMadeBefore(m, 1, 250_00);
    await t.db.execute(sql`update deposits set method = 'FAST', prepare_amount = 25000, prepare_index = 1,
      prepare_total = 1, expires_at = now() + interval '10 minutes' where id = ${id}::bigint`);
    await setLimit(m, { kind: 'deposit', period: 'day', value: 200 });
    await t.db.execute(
      sql`update deposits set deposit_bank_id = ${fastBank}::bigint where id = ${id}::bigint`,
    );
    const answer = await sendStatement(t, fastBank, [statementLine(250)]);
    expect(answer.body.data?.results).toMatchObject([{ outcome: 'UNMATCHED' }]);
    expect(await cashOf(t, m.id)).toBe(0n);
  });
});

describe('loss limits', () => {
  it('a poy exactly at the daily loss limit passes, one more baht is refused and nothing moves', async () => {
    const m = await member(t);
    await credit(t.db, m.id, 1000_00n);
    await setLimit(m, { kind: 'loss', period: 'day', value: 100 });
    const round = await makeRound(t.db, 'gov');
    const poy = (price: number) =>
      call(t, 'POST', '/poy-api/poys.create', {
        token: m.token,
        body: { betId: round, lines: [{ number: '12', option: 'teng_bon_2', price }] },
      });
    expect((await poy(100)).status).toBe(201);
    expect(await poy(1)).toMatchObject(limitReached('loss', 'day'));
    expect(await cashOf(t, m.id)).toBe(900_00n);
  });

  it('20 poys at once straddling the limit: the stakes end at the limit, the rest refused', async () => {
    const m = await member(t);
    await credit(t.db, m.id, 1000_00n);
    await setLimit(m, { kind: 'loss', period: 'month', value: 100 });
    const round = await makeRound(t.db, 'gov');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(t, 'POST', '/poy-api/poys.create', {
          token: m.token,
          body: {
            betId: round,
            lines: [{ number: String(n).padStart(2, '0'), option: 'teng_bon_2', price: 10 }],
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused).toMatchObject(limitReached('loss', 'month'));
    expect(await cashOf(t, m.id)).toBe(900_00n);
  });

  it('game bets at once straddling the limit: accepted up to it, the rest LIMIT_REACHED; a win gives room back', async () => {
    const m = await member(t);
    await credit(t.db, m.id, 1000_00n);
    await setLimit(m, { kind: 'loss', period: 'day', value: 50 });
    const pl = { ...m, game: await launch(t, m, games) };
    const ids = Array.from({ length: 20 }, () => txId('limit'));
    const answers = await Promise.all(
      ids.map((id) => hook(t, games.code, 'bet', callBody(pl, games, { transactionId: id, amount: 5_00 }))),
    );
    const statuses = answers.map((a) => a.body.data?.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'LIMIT_REACHED')).toHaveLength(10);
    expect(await cashOf(t, m.id)).toBe(950_00n);

    const accepted = ids[statuses.indexOf('OK')]!;
    await hook(
      t,
      games.code,
      'win',
      callBody(pl, games, { transactionId: txId('win'), referenceTransactionId: accepted, amount: 20_00 }),
    );
    const after = await hook(
      t,
      games.code,
      'bet',
      callBody(pl, games, { transactionId: txId('again'), amount: 20_00 }),
    );
    expect(after.body.data?.status).toBe('OK');
    const over = await hook(
      t,
      games.code,
      'bet',
      callBody(pl, games, { transactionId: txId('over'), amount: 1 }),
    );
    expect(over.body.data?.status).toBe('LIMIT_REACHED');
  });
});

describe('what a loss limit counts', () => {
  it('is the same play as My activity and the reality check (the SQL function lists the types itself)', async () => {
    const [fn] = rowsOf<{ body: string }>(
      await t.db.execute(sql`select prosrc as body from pg_proc where proname = 'compliance_room'`),
    );
    const listed = [...fn!.body.matchAll(/'([A-Z_0-9]+)'/g)]
      .map((m) => m[1]!)
      .filter((type) => !['CASH', 'THB', 'DEPOSIT', 'PENDING'].includes(type));
    expect(new Set(listed)).toEqual(new Set(PLAY_TYPES));
  });
});

describe('the reality check', () => {
  it("answers the login's start, the net result of play since and the reminder", async () => {
    const m = await member(t);
    await credit(t.db, m.id, 100_00n);
    await setLimit(m, { kind: 'session', value: 45 });
    const round = await makeRound(t.db, 'gov');
    await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: round, lines: [{ number: '34', option: 'teng_bon_2', price: 25.5 }] },
    });
    const check = await call(t, 'GET', '/api/reality-check', { token: m.token });
    const [session] = rowsOf<{ started: string }>(
      await t.db.execute(sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as started
        from member_sessions where member_id = ${m.id.toString()}::bigint order by created_at desc limit 1`),
    );
    expect(check.body.data).toEqual({ startedAt: session!.started, net: -25.5, minutes: 45 });
  });
});
