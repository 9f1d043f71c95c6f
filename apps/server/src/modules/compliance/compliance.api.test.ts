import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { hashPin } from '../../platform/pin-hash.ts';
import { credit, debit } from '../wallet/test-kit.ts';
import { driveLineStandIn } from '../../dev/drive-line-stand-in.ts';
import { randomLineUserId, type LineStandIn } from '../../dev/line-stand-in.ts';
import {
  bearerOf,
  call,
  GOOD_PIN,
  MEMBER_TEST_ENV,
  signUp,
  startLineForTests,
  uniqueMember,
} from '../members/test-kit.ts';

// Responsible gambling (docs/compliance.md): the minimum age at sign-up and before any money
// moves, and a self-exclusion nobody can lift early.
let t: TestApp;
let standIn: LineStandIn;
beforeAll(async () => {
  const line = await startLineForTests();
  standIn = line.standIn;
  t = await startTestApp({ env: { ...MEMBER_TEST_ENV, ...line.env } });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** A LINE login with this LINE user id (the first one registers the member). */
const lineLogin = async (sub: string) => {
  const redirectUri = `${t.url}/login/line/auth`;
  const url = await call(
    t,
    'GET',
    `/api/users.line-login.url?${new URLSearchParams({ redirectUri }).toString()}`,
  );
  const callback = await driveLineStandIn(String(url.body.data?.url), { sub, name: 'LINE Member' });
  return call(t, 'POST', '/api/users.line-login', {
    body: { redirectUri, code: callback.code, state: callback.state },
  });
};

/** The date of birth of someone who turns `years` old today in Bangkok (the database's clock), plus `days`. */
const bornYearsAgo = async (years: number, days = 0): Promise<string> =>
  rowsOf<{ d: string }>(
    await t.db.execute(sql`
      select to_char(((now() at time zone 'Asia/Bangkok')::date - make_interval(years => ${years}::int))::date
        + ${days}::int, 'YYYY-MM-DD') as d`),
  )[0]!.d;

const signup = (birthDate: unknown) =>
  call(t, 'POST', '/api/users.signup', { body: { ...uniqueMember(), birthDate } });

const login = (userName: string, password = GOOD_PIN) =>
  call(t, 'POST', '/api/users.login', { body: { userName, password } });

describe('minimum age (20 by default)', () => {
  it('someone 20 today signs up; one day younger is refused on the field, and nothing is stored', async () => {
    expect((await signup(await bornYearsAgo(20))).status).toBe(201);
    const before = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from members`))[0]!
      .n;
    const minor = await signup(await bornYearsAgo(20, 1));
    expect([minor.status, minor.body.code, minor.body.fields]).toEqual([
      400,
      'VALIDATION',
      { birthDate: 'You are under the minimum age to play' },
    ]);
    for (const bad of ['2001-02-30', '17/05/1990', undefined])
      expect((await signup(bad)).body.fields?.birthDate).toBe(
        'Date of birth must be a real date (YYYY-MM-DD)',
      );
    expect(rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from members`))[0]!.n).toBe(
      before,
    );
  });

  it('a member without a date of birth moves no money until they give one, once, of age', async () => {
    const member = await signUp(t);
    await t.db.execute(sql`update members set birth_date = null where uuid = ${member.uuid}::uuid`);
    const cash = () => call(t, 'GET', '/api/cashs', { token: member.token });
    expect((await cash()).body.code).toBe('BIRTH_DATE_REQUIRED');
    // The rest of the account stays reachable: the web app asks from there.
    expect(
      (await call(t, 'GET', '/api/users-infos', { token: member.token })).body.data?.birthDate,
    ).toBeNull();

    const give = (birthDate: string) =>
      call(t, 'POST', '/api/users.birth-date', { token: member.token, body: { birthDate } });
    expect((await give(await bornYearsAgo(19))).body.fields?.birthDate).toBe(
      'You are under the minimum age to play',
    );
    expect((await cash()).body.code).toBe('BIRTH_DATE_REQUIRED');
    expect((await give('1985-01-31')).status).toBe(200);
    expect((await cash()).status).toBe(200);
    expect((await give('1970-01-01')).body.code).toBe('BIRTH_DATE_SET');
    expect((await call(t, 'GET', '/api/users-infos', { token: member.token })).body.data?.birthDate).toBe(
      '1985-01-31',
    );
  });
});

describe('self-exclusion', () => {
  const exclude = (token: string, period: string, password = GOOD_PIN) =>
    call(t, 'POST', '/api/self-exclusions.create', { token, body: { period, password } });

  it('needs the PIN; then ends every session and refuses login until it ends', async () => {
    const member = await signUp(t);
    const other = (await login(member.userName)).headers.get('authorization')!.slice('Bearer '.length);
    expect((await exclude(member.token, '7d', 'Wrong#Pin9')).body.code).toBe('WRONG_PIN');
    expect((await call(t, 'GET', '/api/cashs', { token: member.token })).status).toBe(200);

    const excluded = await exclude(member.token, '7d');
    expect(excluded.status).toBe(200);
    const until = String(excluded.body.data?.until);
    const [{ days }] = rowsOf<{ days: number }>(
      await t.db.execute(
        sql`select round(extract(epoch from (${until}::timestamptz - now())) / 86400)::int as days`,
      ),
    ) as [{ days: number }];
    expect(days).toBe(7);
    for (const token of [member.token, other])
      expect((await call(t, 'GET', '/api/cashs', { token })).status).toBe(401);
    const refused = await login(member.userName);
    expect([refused.status, refused.body.code, (refused.body as { params?: unknown }).params]).toEqual([
      403,
      'SELF_EXCLUDED',
      { until },
    ]);
    // A wrong PIN still says only that the credentials are wrong.
    expect((await login(member.userName, 'Wrong#Pin9')).body.code).toBe('INVALID_CREDENTIALS');
  });

  it('survives a staff status change and unlock, a new PIN and a direct attempt on its row', async () => {
    const member = await signUp(t);
    expect((await exclude(member.token, 'permanent')).body.data).toEqual({ until: null });
    const admin = (await signedIn(t, 'Super Admin')).client;
    expect(
      (
        await admin.post('/api/admin/members.status.update', {
          uuid: member.uuid,
          status: 0,
          reason: 'member asked',
        })
      ).status,
    ).toBe(200);
    expect((await admin.post('/api/admin/members.unlock', { uuid: member.uuid })).status).toBe(200);
    await t.db.execute(
      sql`update members set pin_hash = ${await hashPin('Newer#Pin2')} where uuid = ${member.uuid}::uuid`,
    );
    const refused = await login(member.userName, 'Newer#Pin2');
    expect([refused.status, refused.body.code, (refused.body as { params?: unknown }).params]).toEqual([
      403,
      'SELF_EXCLUDED',
      { until: null },
    ]);
    for (const attempt of [sql`delete from self_exclusions`, sql`update self_exclusions set until = now()`])
      await expect(t.db.execute(attempt)).rejects.toMatchObject({ cause: { message: /append-only/ } });
  });

  it('a LINE member is asked for a date of birth, and once excluded a new LINE login is refused', async () => {
    const sub = randomLineUserId();
    const first = await lineLogin(sub);
    expect(first.status).toBe(200);
    const token = bearerOf(first);
    expect((await call(t, 'GET', '/api/cashs', { token })).body.code).toBe('BIRTH_DATE_REQUIRED');
    // A LINE member has no PIN to confirm with until they set one.
    expect(
      (await call(t, 'POST', '/api/users.set-password', { token, body: { newPassword: GOOD_PIN } })).status,
    ).toBe(200);
    expect((await exclude(token, '1y')).status).toBe(200);
    const again = await lineLogin(sub);
    expect([again.status, again.body.code]).toEqual([403, 'SELF_EXCLUDED']);
  });

  it('staff broadcasts leave an excluded member out', async () => {
    const admin = (await signedIn(t, 'Administrator')).client;
    const audience = async () =>
      Number((await admin.get('/api/admin/notifications.broadcast.preview?audience=ALL')).body.data?.members);
    const member = await signUp(t);
    const before = await audience();
    await exclude(member.token, '24h');
    expect(await audience()).toBe(before - 1);
  });

  it('an exclusion that has ended no longer refuses', async () => {
    const member = await signUp(t);
    await t.db.execute(sql`
      insert into self_exclusions (member_id, period, until)
      select id, '24h', now() - interval '1 second' from members where uuid = ${member.uuid}::uuid`);
    expect((await login(member.userName)).status).toBe(200);
  });

  it('an excluded member withdraws the balance with user name and PIN, without a session', async () => {
    const member = await signUp(t);
    const [row] = rowsOf<{ id: string }>(
      await t.db.execute(
        sql`update members set name = 'Somchai Jaidee' where uuid = ${member.uuid}::uuid returning id::text`,
      ),
    );
    const added = await call(t, 'POST', '/api/users-banks.create', {
      token: member.token,
      body: { bankCode: 'KBANK', bankAccountNumber: '1234567890' },
    });
    expect(added.status).toBe(201);
    await credit(t.db, BigInt(row!.id), 300_00n);
    const withdraw = (amount: number, password = GOOD_PIN) =>
      call(t, 'POST', '/api/self-exclusions.withdraw', {
        body: { userName: member.userName, password, amount },
      });

    expect((await withdraw(100)).body.code).toBe('NOT_SELF_EXCLUDED');
    await exclude(member.token, 'permanent');
    expect((await withdraw(100, 'Wrong#Pin9')).body.code).toBe('INVALID_CREDENTIALS');
    expect((await withdraw(300.01)).body.code).toBe('INSUFFICIENT_BALANCE');
    const asked = await call(t, 'POST', '/api/self-exclusions.withdraw', {
      body: { userName: member.userName, password: GOOD_PIN },
    });
    expect([asked.status, asked.body.data?.status, asked.body.data?.amount]).toEqual([201, 'PENDING', 300]);
    expect((await withdraw(1)).body.code).toBe('WITHDRAWAL_PENDING');
    const [held] = rowsOf<{ held: string; sessions: number }>(
      await t.db.execute(sql`
        select a.held::text, (select count(*)::int from member_sessions s where s.member_id = a.member_id and s.revoked_at is null) as sessions
        from ledger_accounts a where a.member_id = ${row!.id}::bigint and a.kind = 'CASH'`),
    );
    expect(held).toEqual({ held: '30000', sessions: 0 });
  });
});

describe('my activity', () => {
  it("sums this month's deposits, stakes less refunds, wins and the net; other months are zero", async () => {
    const member = await signUp(t);
    const [row] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id::text from members where uuid = ${member.uuid}::uuid`),
    );
    const id = BigInt(row!.id);
    await credit(t.db, id, 1_000_00n);
    await debit(t.db, id, 300_00n);
    await debit(t.db, id, 50_00n);
    await credit(t.db, id, 50_00n, { type: 'ABORT_POY', house: 'HOUSE_BETS_IN_PLAY' });
    await credit(t.db, id, 120_50n, { type: 'WIN_GOV', house: 'HOUSE_BETS_IN_PLAY' });

    const answer = await call(t, 'GET', '/api/activity', { token: member.token });
    expect(answer.status).toBe(200);
    const months = answer.body.data!.months as { month: string; net: number }[];
    expect(months).toHaveLength(12);
    const [{ now }] = rowsOf<{ now: string }>(
      await t.db.execute(sql`select to_char(now() at time zone 'Asia/Bangkok', 'YYYY-MM') as now`),
    ) as [{ now: string }];
    expect(months.at(-1)).toEqual({
      month: now,
      deposits: 1000,
      withdrawals: 0,
      stakes: 300,
      wins: 120.5,
      net: -179.5,
    });
    expect(months.slice(0, -1).every((m) => m.net === 0)).toBe(true);
    // Someone else's play is not in it.
    const other = await signUp(t);
    const theirs = await call(t, 'GET', '/api/activity', { token: other.token });
    expect((theirs.body.data!.months as { stakes: number }[]).every((m) => m.stakes === 0)).toBe(true);
  });
});
