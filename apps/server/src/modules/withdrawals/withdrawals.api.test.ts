import { randomInt } from 'node:crypto';
import { bahtToSatang, satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { toFailure } from '../../platform/errors.ts';
import { auditOf, makeStaff, signedIn } from '../../../test/admin-test-kit.ts';
import { approveWithdrawal } from './decide-withdrawal.ts';
import { call, MEMBER_TEST_ENV, signUp } from '../members/test-kit.ts';
import { credit } from '../wallet/test-kit.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { createWithdrawal } from './create-withdrawal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  // These are the spec's limits; the identity check above its thresholds has its own tests
  // (compliance/kyc/kyc.api.test.ts), so its thresholds are out of the way here.
  await t.db.execute(sql`
    insert into site_settings (key, value)
    values ('compliance', '{"kycWithdrawalBaht": 100000000, "kycLifetimeBaht": 100000000}'::jsonb)`);
});
afterAll(async () => {
  await t.close();
});

const digits = (n: number): string => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

interface Member {
  token: string;
  uuid: string;
  id: bigint;
}

/** A signed-up member with a profile name (the bank holder name comes from it). */
const member = async (name: string | null = 'Somchai Jaidee'): Promise<Member> => {
  const { token, uuid } = await signUp(t);
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`update members set name = ${name} where uuid = ${uuid}::uuid returning id::text`),
  );
  return { token, uuid, id: BigInt(row!.id) };
};

const addBank = async (m: Member, bankCode = 'KBANK', bankAccountNumber = digits(10)) =>
  call(t, 'POST', '/api/users-banks.create', { token: m.token, body: { bankCode, bankAccountNumber } });

/** A member with a withdrawal account and `baht` of cash. */
const funded = async (baht: number): Promise<Member & { bankId: string }> => {
  const m = await member();
  const res = await addBank(m);
  expect(res.status).toBe(201);
  if (baht > 0) await credit(t.db, m.id, BigInt(bahtToSatang(baht)!));
  return { ...m, bankId: String((res.body.data as unknown as Array<{ id: string }>)[0]!.id) };
};

const withdraw = (m: Member, amount: unknown, bankAccountId: unknown, headers: Record<string, string> = {}) =>
  call(t, 'POST', '/api/withdraws.create', { token: m.token, body: { amount, bankAccountId }, headers });

const cash = async (m: Member): Promise<number> =>
  Number((await call(t, 'GET', '/api/cashs', { token: m.token })).body.data?.money);

describe('GET /api/banks', () => {
  it('is public and lists the Thai banks with names and account lengths', async () => {
    const res = await call(t, 'GET', '/api/banks');
    expect(res.status).toBe(200);
    const banks = res.body.data as unknown as Array<{
      bankCode: string;
      nameTh: string;
      accountNumberLengths: number[];
    }>;
    const byCode = Object.fromEntries(banks.map((b) => [b.bankCode, b]));
    expect(byCode.KBANK).toMatchObject({ nameTh: 'ธนาคารกสิกรไทย', accountNumberLengths: [10] });
    expect(byCode.GSB?.accountNumberLengths).toEqual([12]);
    expect(byCode.KKP?.accountNumberLengths).toEqual([10, 14]);
    expect(banks.length).toBeGreaterThanOrEqual(20);
  });
});

describe('users-banks', () => {
  it('validates the number per bank with clear messages', async () => {
    const m = await member();
    const letters = await addBank(m, 'KBANK', '12345abcde');
    expect(letters).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION',
        fields: { bankAccountNumber: 'Bank account number must contain digits only' },
      },
    });
    const short = await addBank(m, 'KBANK', '123456789');
    expect(short.body.fields?.bankAccountNumber).toBe('A Kasikornbank account number has 10 digits');
    expect((await addBank(m, 'GSB', digits(10))).body.fields?.bankAccountNumber).toBe(
      'A Government Savings Bank account number has 12 digits',
    );
    expect((await addBank(m, 'NOPE', digits(10))).body.fields?.bankCode).toBe('Please choose a bank');
    expect((await addBank(m, 'KKP', digits(14))).status).toBe(201);
  });

  it('records the profile name unverified; the first is the withdrawal account; at most 3; dashes are dropped', async () => {
    const m = await member('Malee Sukjai');
    const number = digits(10);
    const first = await addBank(m, 'SCB', `${number.slice(0, 3)}-${number.slice(3, 4)}-${number.slice(4)}`);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual([
      expect.objectContaining({
        bankCode: 'SCB',
        bankAccountNumber: number,
        bankAccountName: 'Malee Sukjai',
        isWithdrawal: true,
        verified: false,
      }),
    ]);
    expect((await addBank(m, 'BBL')).status).toBe(201);
    expect((await addBank(m, 'GSB', digits(12))).status).toBe(201);
    expect(await addBank(m, 'KTB')).toMatchObject({
      status: 409,
      body: {
        message: 'You can add at most 3 bank accounts',
        code: 'BANK_ACCOUNTS_FULL',
        params: { max: 3 },
      },
    });
    const list = (await call(t, 'GET', '/api/users-banks', { token: m.token })).body
      .data as unknown as Array<{ isWithdrawal: boolean }>;
    expect(list.map((b) => b.isWithdrawal)).toEqual([true, false, false]);
  });

  it('an account number held by another member is 409; no profile name is 400', async () => {
    const a = await member();
    const b = await member();
    const number = digits(10);
    expect((await addBank(a, 'KTB', number)).status).toBe(201);
    expect(await addBank(b, 'KTB', number)).toMatchObject({
      status: 409,
      body: {
        message: 'This bank account number is already used by another member',
        code: 'BANK_ACCOUNT_TAKEN',
      },
    });
    expect(await addBank(a, 'KTB', number)).toMatchObject({
      status: 409,
      body: { message: 'You have already added this bank account', code: 'BANK_ACCOUNT_ALREADY_YOURS' },
    });
    expect((await addBank(b, 'SCB', number)).status).toBe(201);
    const nameless = await member(null);
    expect(await addBank(nameless)).toMatchObject({
      status: 400,
      body: {
        message: 'Please add your name in your profile before adding a bank account',
        code: 'BANK_NO_PROFILE_NAME',
      },
    });
  });

  it('status 2 (credit suspended) gets 403 on bank and withdraw calls', async () => {
    const m = await funded(100);
    await t.db.execute(sql`update members set status = 2 where id = ${m.id.toString()}::bigint`);
    // As the staff route does after its COMMIT: the member's checked tokens are forgotten.
    await t.app.realtime.recheckMember(m.uuid);
    expect((await call(t, 'GET', '/api/users-banks', { token: m.token })).status).toBe(403);
    expect((await addBank(m)).status).toBe(403);
    expect(await withdraw(m, 10, m.bankId)).toMatchObject({
      status: 403,
      body: { message: 'Sorry, access denied.' },
    });
    expect(
      (await call(t, 'POST', '/api/transactions.bank', { token: m.token, body: { type: 'userWithdraw' } }))
        .status,
    ).toBe(403);
  });
});

describe('POST /api/withdraws.create', () => {
  it('holds the amount at once; the withdrawal is listed PENDING; the statement is unchanged until paid', async () => {
    const m = await funded(1_000);
    const res = await withdraw(m, 250.5, m.bankId);
    expect(res).toMatchObject({ status: 201, body: { data: { status: 'PENDING' } } });
    expect(await cash(m)).toBe(749.5);
    const list = await call(t, 'POST', '/api/transactions.bank', {
      token: m.token,
      body: { type: 'userWithdraw' },
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: res.body.data?.id, amount: 250.5, status: 'PENDING', bankCode: 'KBANK' }),
    ]);
    const statement = (await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} })).body
      .data as unknown as Array<{ transactionType: string }>;
    expect(statement.map((l) => l.transactionType)).toEqual(['DEPOSIT']);
  });

  it('checks in the contract order with the spec messages, each with its own code and params', async () => {
    const m = await funded(100);
    const other = await funded(0);
    await addTurnoverRequirement(t.db, { memberId: m.id, type: 'DEPOSIT', required: 5_000n });
    // turnover comes first, even before a wrong bank account
    expect(await withdraw(m, 10, other.bankId)).toMatchObject({
      status: 409,
      body: {
        message: 'Turnover not met: bet 50 baht more before withdrawing',
        code: 'TURNOVER_NOT_MET',
        params: { remaining: 50 },
      },
    });
    await t.db.execute(
      sql`update credit_turnovers set accrued = required, met_at = now() where member_id = ${m.id.toString()}::bigint`,
    );
    expect(await withdraw(m, 10, other.bankId)).toMatchObject({
      status: 400,
      body: { message: 'user bank account does not match', code: 'BANK_ACCOUNT_MISMATCH' },
    });
    const second = await addBank(m, 'SCB');
    const notWithdrawal = (second.body.data as unknown as Array<{ id: string; isWithdrawal: boolean }>).find(
      (b) => !b.isWithdrawal,
    )!.id;
    expect((await withdraw(m, 10, notWithdrawal)).body.message).toBe('user bank account does not match');
    expect((await withdraw(m, 10, '999999999')).body.message).toBe('user bank account does not match');
    // balance is last
    expect(await withdraw(m, 100.01, m.bankId)).toMatchObject({
      status: 409,
      body: { code: 'INSUFFICIENT_BALANCE' },
    });
    expect((await withdraw(m, 100, m.bankId)).status).toBe(201);
    expect(await withdraw(m, 49_000.01, m.bankId)).toMatchObject({
      status: 409,
      body: { message: 'wait for the old transaction to finish', code: 'WITHDRAWAL_PENDING' },
    });
  });

  it('49,000 passes, 49,000.01 is refused per time', async () => {
    const m = await funded(50_000);
    expect(await withdraw(m, 49_000.01, m.bankId)).toMatchObject({
      status: 400,
      body: { message: 'max 49,000 baht per time', code: 'WITHDRAW_MAX_PER_TIME', params: { max: 49_000 } },
    });
    expect((await withdraw(m, 49_000, m.bankId)).status).toBe(201);
  });

  it('answers the first withdrawal again for the same Idempotency-Key', async () => {
    const m = await funded(500);
    const first = await withdraw(m, 100, m.bankId, { 'idempotency-key': 'w-1' });
    const again = await withdraw(m, 100, m.bankId, { 'idempotency-key': 'w-1' });
    expect(again).toMatchObject({ status: 200, body: { data: { id: first.body.data?.id } } });
    expect((await withdraw(m, 200, m.bankId, { 'idempotency-key': 'w-1' })).body.code).toBe(
      'IDEMPOTENCY_MISMATCH',
    );
    expect(await cash(m)).toBe(400);
  });
});

describe('daily limits (+07:00 day, injected clock)', () => {
  const limits = () => t.config.withdraw;
  let staffId: bigint;
  beforeAll(async () => {
    staffId = (await makeStaff(t, 'Administrator')).id;
  });
  const pay = (id: string) =>
    // One approval pays whatever the amount (the two-person rule has its own test).
    approveWithdrawal(
      t.db,
      { staffId, ip: null },
      { id, reference: `ref-${id}`, staffId, twoPersonAboveSatang: satang(10n ** 12n) },
    );
  const ask = (m: Member & { bankId: string }, satang: bigint, now: Date) =>
    createWithdrawal(t.db, limits(), { memberId: m.id, amount: satang, bankAccountId: m.bankId, at: now });
  const refusal = async (promise: Promise<unknown>): Promise<string> => {
    try {
      await promise;
      return 'accepted';
    } catch (error) {
      return (error as Error).message;
    }
  };
  // The contract's failure body of a refusal (what the member's client gets to word it).
  const failureOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return toFailure(error);
    }
    throw new Error('accepted');
  };

  it('200,000 a day passes, 0.01 more is refused', async () => {
    const m = await funded(250_000);
    const day = new Date('2031-03-10T12:00:00+07:00');
    for (let i = 0; i < 4; i += 1) await pay((await ask(m, 4_900_000n, day)).id);
    await pay((await ask(m, 400_000n, day)).id);
    expect(await failureOf(ask(m, 1n, day))).toEqual({
      status: 409,
      body: { message: 'max 200,000 baht per day', code: 'WITHDRAW_MAX_PER_DAY', params: { max: 200_000 } },
    });
  });

  it('the 5th of the day passes, the 6th is refused; rejected ones do not count', async () => {
    const m = await funded(1_000);
    const day = new Date('2031-03-11T09:00:00+07:00');
    for (let i = 0; i < 5; i += 1) await pay((await ask(m, 100n, day)).id);
    expect(await failureOf(ask(m, 100n, day))).toEqual({
      status: 409,
      body: { message: 'max 5 withdrawals per day', code: 'WITHDRAW_MAX_COUNT_PER_DAY', params: { max: 5 } },
    });
  });

  it('23:59:59 +07:00 is still the full day; 00:00 +07:00 starts a new one', async () => {
    const m = await funded(1_000);
    const late = new Date('2031-03-12T23:59:59+07:00');
    for (let i = 0; i < 5; i += 1) await pay((await ask(m, 100n, late)).id);
    expect(await refusal(ask(m, 100n, late))).toBe('max 5 withdrawals per day');
    expect(await refusal(ask(m, 100n, new Date('2031-03-13T00:00:00+07:00')))).toBe('accepted');
  });

  it("without a test's instant the database's clock decides the day: today's count, yesterday's not", async () => {
    const m = await funded(1_000);
    const first = await withdraw(m, 300, m.bankId);
    await pay(String(first.body.data?.id));
    // Moved to the database's yesterday (+07:00), it no longer counts.
    await t.db.execute(sql`
      update withdrawals set created_at = created_at - interval '1 day' where id = ${String(first.body.data?.id)}::bigint`);
    const second = await withdraw(m, 100, m.bankId);
    expect(second.status).toBe(201);
    const limits = await call(t, 'GET', '/api/withdraws.limits', { token: m.token });
    expect(limits.body.data).toMatchObject({ usedToday: 100, countToday: 1 });
  });
});

describe('staff decisions', () => {
  it('approve pays it (WITHDRAW in the statement, reference kept, audited); reject gives the money back', async () => {
    const admin = await signedIn(t, 'Administrator');
    const m = await funded(1_000);
    const id = (await withdraw(m, 300, m.bankId)).body.data?.id;
    const queue = await admin.client.get('/api/admin/withdrawals.list?status=PENDING&q=' + m.uuid);
    expect(queue.body.data).toMatchObject({
      total: 1,
      totals: { count: 1, amount: 300 },
      items: [{ id, amount: 300, bankVerified: false, needsTwoApprovals: false }],
    });
    expect((await admin.client.post('/api/admin/withdrawals.approve', { id })).status).toBe(400);
    const approved = await admin.client.post('/api/admin/withdrawals.approve', {
      id,
      reference: 'KB-TX-0001',
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { data: { status: 'APPROVED', reference: 'KB-TX-0001', decidedBy: admin.username } },
    });
    expect(
      (await admin.client.post('/api/admin/withdrawals.approve', { id, reference: 'again' })).status,
    ).toBe(409);
    const statement = (await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} })).body
      .data as unknown as Array<Record<string, unknown>>;
    expect(statement[0]).toMatchObject({
      transactionType: 'WITHDRAW',
      amount: -300,
      balanceAfter: 700,
      remark: 'KB-TX-0001',
    });
    expect(await cash(m)).toBe(700);

    const second = (await withdraw(m, 200, m.bankId)).body.data?.id;
    expect(await cash(m)).toBe(500);
    expect(
      (await admin.client.post('/api/admin/withdrawals.reject', { id: second, reason: 'x' })).status,
    ).toBe(400);
    const rejected = await admin.client.post('/api/admin/withdrawals.reject', {
      id: second,
      reason: 'Name does not match the bank',
    });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', reason: 'Name does not match the bank' });
    expect(await cash(m)).toBe(700);
    const mine = (
      await call(t, 'POST', '/api/transactions.bank', { token: m.token, body: { type: 'userWithdraw' } })
    ).body.data as unknown as Array<Record<string, unknown>>;
    expect(mine.map((w) => [w.status, w.reason])).toEqual([
      ['REJECTED', 'Name does not match the bank'],
      ['APPROVED', null],
    ]);
    const audits = await auditOf(t, m.uuid);
    expect(audits.map((a) => [a.action, a.staffId])).toEqual([
      ['withdrawal.approve', admin.id],
      ['withdrawal.reject', admin.id],
    ]);
    expect(audits[0]?.after).toMatchObject({ withdrawalId: id, status: 'APPROVED', reference: 'KB-TX-0001' });
  });

  it('above the two-person amount a second, different staff member pays it; Staff may only look', async () => {
    const first = await signedIn(t, 'Administrator');
    const secondStaff = await signedIn(t, 'Super Admin');
    const looker = await signedIn(t, 'Staff');
    const m = await funded(30_000);
    const id = (await withdraw(m, 20_000.01, m.bankId)).body.data?.id;
    expect((await looker.client.post('/api/admin/withdrawals.approve', { id, reference: 'r' })).status).toBe(
      403,
    );
    expect((await looker.client.get('/api/admin/withdrawals.list')).status).toBe(200);
    const one = await first.client.post('/api/admin/withdrawals.approve', { id });
    expect(one.body.data).toMatchObject({
      status: 'APPROVED_1',
      firstApprovedBy: first.username,
      needsTwoApprovals: true,
    });
    expect(await first.client.post('/api/admin/withdrawals.approve', { id, reference: 'r' })).toMatchObject({
      status: 409,
      body: { message: 'A second, different staff member must approve this withdrawal' },
    });
    expect(await withdraw(m, 1, m.bankId)).toMatchObject({
      body: { message: 'wait for the old transaction to finish' },
    });
    const paid = await secondStaff.client.post('/api/admin/withdrawals.approve', {
      id,
      reference: 'SCB-998',
    });
    expect(paid.body.data).toMatchObject({ status: 'APPROVED', decidedBy: secondStaff.username });
    expect(await cash(m)).toBe(9_999.99);
    expect((await auditOf(t, m.uuid)).map((a) => a.action)).toEqual([
      'withdrawal.approve.first',
      'withdrawal.approve',
    ]);
  });

  it('staff verify a holder name (audited); the member sees it verified', async () => {
    const admin = await signedIn(t, 'Administrator');
    const m = await funded(0);
    const banks = await admin.client.get(`/api/admin/member-banks.list?verified=false&uuid=${m.uuid}`);
    expect(banks.body.data).toMatchObject({ total: 1, items: [{ id: m.bankId, verified: false }] });
    const verified = await admin.client.post('/api/admin/member-banks.verify', {
      id: m.bankId,
      bankAccountName: 'SOMCHAI JAIDEE',
    });
    expect(verified.body.data).toMatchObject({
      verified: true,
      bankAccountName: 'SOMCHAI JAIDEE',
      verifiedBy: admin.username,
    });
    const mine = (await call(t, 'GET', '/api/users-banks', { token: m.token })).body.data as unknown as Array<
      Record<string, unknown>
    >;
    expect(mine[0]).toMatchObject({ verified: true, bankAccountName: 'SOMCHAI JAIDEE' });
    expect((await auditOf(t, m.uuid)).map((a) => a.action)).toEqual(['member-bank.verify']);
  });
});

const engine = inject('testDbTemplate').engine;
describe.skipIf(engine !== 'postgres')(
  `concurrency${engine !== 'postgres' ? ' (skipped: needs PostgreSQL, runs in api-postgres)' : ''}`,
  () => {
    it('20 concurrent withdrawals of one member: exactly one is accepted, the rest wait, nothing breaks a limit', async () => {
      const m = await funded(100_000);
      const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(m, 40_000, m.bankId)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 201))
        expect(r.body.message).toBe('wait for the old transaction to finish');
      expect(await cash(m)).toBe(60_000);
    });

    it('20 concurrent asks against a day already at 4 withdrawals: never a 6th, never over the sum', async () => {
      const staffId = (await makeStaff(t, 'Administrator')).id;
      const m = await funded(300_000);
      const limits = t.config.withdraw;
      const now = new Date('2031-04-01T10:00:00+07:00');
      for (let i = 0; i < 4; i += 1) {
        const { id } = await createWithdrawal(t.db, limits, {
          memberId: m.id,
          amount: 4_000_000n,
          bankAccountId: m.bankId,
          at: now,
        });
        await approveWithdrawal(
          t.db,
          { staffId, ip: null },
          { id, reference: 'r', staffId, twoPersonAboveSatang: satang(10n ** 12n) },
        );
      }
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          createWithdrawal(t.db, limits, {
            memberId: m.id,
            amount: 4_000_000n,
            bankAccountId: m.bankId,
            at: now,
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const [row] = rowsOf<{ sum: string; count: number }>(
        await t.db.execute(
          sql`select sum(amount)::text as sum, count(*)::int as count from withdrawals where member_id = ${m.id.toString()}::bigint`,
        ),
      );
      expect(row).toEqual({ sum: '20000000', count: 5 });
    });
  },
);

describe('demo seed', () => {
  it('gives demo01 a withdrawal account, once', async () => {
    const { seedDemo } = await import('../../db/demo-seed.ts');
    await seedDemo(t.db);
    await seedDemo(t.db);
    const rows = rowsOf<{ bank_code: string; is_withdrawal: boolean }>(
      await t.db.execute(
        sql`select b.bank_code, b.is_withdrawal from member_banks b join members m on m.id = b.member_id where m.user_name = 'demo01'`,
      ),
    );
    expect(rows).toEqual([{ bank_code: 'KBANK', is_withdrawal: true }]);
  });
});
