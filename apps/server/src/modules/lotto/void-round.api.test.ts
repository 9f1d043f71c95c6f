import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { fundedMember, makeRound } from './lotto-test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { balanceOf } from '../wallet/test-kit.ts';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { lottoAuditOf as auditOf } from './lotto-admin-test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let admin: Signed;
let staffer: Signed;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = await signedIn(t, 'Administrator');
  staffer = await signedIn(t, 'Staff');
});
afterAll(async () => {
  await t.close();
});

const place = async (
  token: string,
  betId: string,
  lines: { number: string; option: string; price: number }[],
) => {
  const result = await call(t, 'POST', '/poy-api/poys.create', { token, body: { betId, lines } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return String(result.body.data?.poyId);
};
const cash = async (id: bigint) => (await balanceOf(t.db, id))?.balance ?? 0n;
const abortEntries = async (roundId: string) =>
  rowsOf<{ key: string; staff_id: string | null; remark: string | null }>(
    await t.db.execute(sql`
      select e.idempotency_key as key, e.staff_id::text, e.remark from ledger_entries e
      join poys p on e.ref_type = 'poy' and e.ref_id = p.id::text
      where e.type = 'ABORT_POY' and p.round_id = ${roundId}::bigint order by e.id`),
  );
const poyStatuses = async (roundId: string) =>
  rowsOf<{ status: string; n: number }>(
    await t.db.execute(
      sql`select status, count(*)::int as n from poys where round_id = ${roundId}::bigint group by status order by status`,
    ),
  );
const exposureSum = async (roundId: string) =>
  rowsOf<{ stake: string; payout: string }>(
    await t.db.execute(
      sql`select coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout from lotto_exposure where round_id = ${roundId}::bigint`,
    ),
  )[0];

describe('lotto.rounds.void', () => {
  it('refunds every active poy exactly once (ABORT_POY), cancels them, zeroes exposure; a member-cancelled poy is not refunded again', async () => {
    const roundId = await makeRound(t.db, 'gov');
    const a = await fundedMember(t, 1000);
    const b = await fundedMember(t, 500);
    await place(a.token, roundId, [
      { number: '123', option: 'teng_bon_3', price: 100 },
      { number: '45', option: 'teng_lang_2', price: 20.5 },
    ]);
    await place(a.token, roundId, [{ number: '7', option: 'teng_bon_1', price: 10 }]);
    const cancelled = await place(b.token, roundId, [{ number: '123', option: 'teng_bon_3', price: 50 }]);
    await place(b.token, roundId, [{ number: '99', option: 'teng_bon_2', price: 30 }]);
    expect(
      (await call(t, 'POST', '/poy-api/poys.cancel', { token: b.token, body: { poyId: cancelled } })).status,
    ).toBe(200);
    expect(await cash(a.id)).toBe(1000_00n - 130_50n);
    expect(await cash(b.id)).toBe(500_00n - 30_00n);

    const voided = await admin.client.post('/api/admin/lotto.rounds.void', {
      id: roundId,
      reason: 'no official result',
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.data).toEqual({ id: roundId, status: 'VOIDED', refundedPoys: 3, refunded: 160.5 });
    expect(await cash(a.id)).toBe(1000_00n);
    expect(await cash(b.id)).toBe(500_00n);
    expect(await poyStatuses(roundId)).toEqual([{ status: 'CANCELLED', n: 4 }]);
    expect(await exposureSum(roundId)).toEqual({ stake: '0', payout: '0' });
    const entries = await abortEntries(roundId);
    expect(entries).toHaveLength(4);
    expect(new Set(entries.map((e) => e.key)).size).toBe(4);
    expect(
      entries.filter((e) => e.staff_id === admin.id.toString() && e.remark === 'no official result'),
    ).toHaveLength(3);

    const again = await admin.client.post('/api/admin/lotto.rounds.void', {
      id: roundId,
      reason: 'no official result',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'ROUND_ALREADY_VOIDED' } });
    expect(await abortEntries(roundId)).toHaveLength(4);
    expect(await cash(a.id)).toBe(1000_00n);

    const audit = await auditOf(t, roundId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: admin.id,
      action: 'lotto.round.void',
      targetType: 'lotto_round',
      before: { status: 'OPEN', activePoys: 3 },
      after: { status: 'VOIDED', reason: 'no official result', refundedPoys: 3, refunded: 160.5, members: 2 },
    });
    const round = await staffer.client.get(`/api/admin/lotto.rounds.one?id=${roundId}`);
    expect(round.body.data).toMatchObject({ status: 'VOIDED', poys: 0, stake: 0, editable: false });
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('two voids at once: one wins, the other is 409, every poy refunded once; a voided round sells nothing', async () => {
    const roundId = await makeRound(t.db, 'stock');
    const m = await fundedMember(t, 300);
    for (const number of ['1', '2', '3'])
      await place(m.token, roundId, [{ number, option: 'teng_bon_1', price: 25 }]);
    const results = await Promise.all(
      [1, 2].map(() =>
        admin.client.post('/api/admin/lotto.rounds.void', { id: roundId, reason: 'market closed' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await cash(m.id)).toBe(300_00n);
    expect(await abortEntries(roundId)).toHaveLength(3);
    expect(await auditOf(t, roundId)).toHaveLength(1);
    const late = await call(t, 'POST', '/poy-api/poys.create', {
      token: m.token,
      body: { betId: roundId, lines: [{ number: '4', option: 'teng_bon_1', price: 1 }] },
    });
    expect(late.body).toMatchObject({ code: 'ROUND_CLOSED' });
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('a round without poys is voided with nothing to refund; a settled round cannot be voided; Staff may not void; reason required', async () => {
    const empty = await makeRound(t.db, 'yeekee');
    expect(
      (await staffer.client.post('/api/admin/lotto.rounds.void', { id: empty, reason: 'test run' })).status,
    ).toBe(403);
    const short = await admin.client.post('/api/admin/lotto.rounds.void', { id: empty, reason: 'x' });
    expect(short).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', fields: { reason: 'Reason must be 3-500 characters' } },
    });
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.void', { id: empty, reason: 'test run' })).body.data,
    ).toEqual({ id: empty, status: 'VOIDED', refundedPoys: 0, refunded: 0 });
    const settled = await makeRound(t.db, 'yeekee', { status: 'SETTLED' });
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.void', { id: settled, reason: 'too late' })).status,
    ).toBe(409);
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.void', { id: '987654321', reason: 'nothing' }))
        .status,
    ).toBe(404);
    expect(await auditOf(t, settled)).toHaveLength(0);
    const drawn = await makeRound(t.db, 'gov', { status: 'DRAWN' });
    expect(
      (await admin.client.post('/api/admin/lotto.rounds.void', { id: drawn, reason: 'result is in' })).status,
    ).toBe(409);
  });
});
