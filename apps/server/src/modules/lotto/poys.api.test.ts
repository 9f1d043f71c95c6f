import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { lottoNumberRules, members, poys } from '../../db/schema/index.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { balanceOf } from '../wallet/test-kit.ts';
import { fundedMember, makeRound, WIDE_BOUNDS } from './lotto-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const place = (token: string, body: unknown, key?: string) =>
  call(t, 'POST', '/poy-api/poys.create', { token, body, headers: key ? { 'idempotency-key': key } : {} });
const cash = async (id: bigint) => (await balanceOf(t.db, id))?.balance ?? 0n;

describe('poys.create', () => {
  it('debits the total through the ledger, fixes the rate on each line, lists the poy; another member gets 404', async () => {
    const betId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 1000);
    const result = await place(m.token, {
      betId,
      lines: [
        { number: '123', option: 'teng_bon_3', price: 10 },
        { number: '45', option: 'teng_lang_2', price: 5.5 },
      ],
    });
    expect(result.status).toBe(201);
    const poy = result.body.data as {
      poyId: string;
      total: number;
      lines: { multiply: number }[];
      cancellable: boolean;
    };
    expect(poy).toMatchObject({ betId, total: 15.5, status: 'ACTIVE', cancellable: true });
    expect(poy.lines.map((l) => l.multiply)).toEqual([900, 90]);
    expect(await cash(m.id)).toBe(1000_00n - 15_50n);
    const statement = await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} });
    expect(
      (statement.body.data as unknown as { transactionType: string; amount: number }[])[0],
    ).toMatchObject({ transactionType: 'BET_GOV', amount: -15.5 });

    const list = await call(t, 'GET', '/poy-api/poys.all?betGroup=gov', { token: m.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ poyId: poy.poyId, lineCount: 2, total: 15.5 }),
    ]);
    const other = await fundedMember(t, 0);
    expect((await call(t, 'GET', `/poy-api/poys.one?id=${poy.poyId}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await call(t, 'GET', '/poy-api/poys.all', { token: other.token })).body.data).toEqual([]);
    expect(
      (await call(t, 'GET', `/poy-api/poys.one?id=${poy.poyId}`, { token: m.token })).body.data,
    ).toMatchObject({ poyId: poy.poyId });
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('answers a clear 400 and moves nothing for a closed round, an unsold option, a wrong length, a closed number, a price out of bounds', async () => {
    const m = await fundedMember(t, 1000);
    const closed = await makeRound(t.db, 'gov', {
      openAt: new Date(Date.now() - 7200_000),
      closeAt: new Date(Date.now() - 1000),
    });
    const yeekee = await makeRound(t.db, 'yeekee');
    const line = { number: '12', option: 'teng_bon_2', price: 1 };
    expect((await place(m.token, { betId: closed, lines: [line] })).body).toEqual({
      message: 'This round is closed',
      code: 'ROUND_CLOSED',
    });
    const unsold = await place(m.token, {
      betId: yeekee,
      lines: [{ number: '123', option: 'teng_bon_nha_3', price: 1 }],
    });
    expect(unsold.body).toMatchObject({
      code: 'VALIDATION',
      fields: { 'lines.0.option': 'This round does not sell this option' },
    });
    const length = await place(m.token, {
      betId: yeekee,
      lines: [{ number: '1', option: 'teng_bon_2', price: 1 }],
    });
    expect(length.body).toMatchObject({
      code: 'VALIDATION',
      fields: { 'lines.0.number': 'Number must be 2 digits for this option' },
    });
    const bounds = await place(m.token, {
      betId: yeekee,
      lines: [line, { number: '34', option: 'teng_bon_2', price: 5000.01 }],
    });
    expect(bounds.body).toMatchObject({
      code: 'VALIDATION',
      fields: { 'lines.1.price': 'Maximum bet is 5,000.00' },
    });
    await t.db
      .insert(lottoNumberRules)
      .values({ roundId: BigInt(yeekee), option: 'teng_bon_2', number: '99', rate: null });
    const closedNumber = await place(m.token, {
      betId: yeekee,
      lines: [line, { number: '99', option: 'teng_bon_2', price: 1 }],
    });
    expect(closedNumber.status).toBe(400);
    expect(closedNumber.body).toMatchObject({
      code: 'VALIDATION',
      fields: { 'lines.1.number': 'This number is closed' },
    });
    expect((await place(m.token, { betId: '999999999', lines: [line] })).status).toBe(404);
    expect(await cash(m.id)).toBe(1000_00n);
    expect(await t.db.select().from(poys).where(eq(poys.memberId, m.id))).toEqual([]);
  });

  it('replays an Idempotency-Key: the same poy, one debit; another body under the key is 409', async () => {
    const betId = await makeRound(t.db, 'stock');
    const m = await fundedMember(t, 100);
    const body = { betId, lines: [{ number: '7', option: 'teng_bon_1', price: 10 }] };
    const answers = await Promise.all([1, 2, 3].map(() => place(m.token, body, 'slip-1')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data?.poyId)).size).toBe(1);
    expect(await cash(m.id)).toBe(90_00n);
    expect(
      (await place(m.token, { ...body, lines: [{ ...body.lines[0], price: 11 }] }, 'slip-1')).body.code,
    ).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('a slip beyond the balance is 409 INSUFFICIENT_BALANCE and leaves no poy, no exposure', async () => {
    const betId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 5);
    const result = await place(m.token, {
      betId,
      lines: [{ number: '123', option: 'teng_bon_3', price: 5.01 }],
    });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await cash(m.id)).toBe(5_00n);
    const [sold] = rowsOf<{ stake: string | null }>(
      await t.db.execute(
        sql`select sum(stake)::text as stake from lotto_exposure where round_id = ${betId}::bigint`,
      ),
    );
    expect(sold?.stake ?? '0').toBe('0');
  });

  it('two concurrent slips pushing one number over a tier: exactly one gets the old rate, the other 409 RATE_CHANGED with the new rate', async () => {
    const betId = await makeRound(t.db, 'gov', {
      tiers: [{ aboveStake: 1000_00, ratePercent: 50 }],
      bounds: WIDE_BOUNDS,
    });
    const [a, b] = await Promise.all([fundedMember(t, 5000), fundedMember(t, 5000)]);
    const body = { betId, lines: [{ number: '55', option: 'teng_bon_2', price: 2000, multiply: 90 }] };
    const answers = await Promise.all([place(a.token, body), place(b.token, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({
      code: 'RATE_CHANGED',
      rates: [{ number: '55', option: 'teng_bon_2', multiply: 45 }],
    });
    // Confirming at the new rate sells; rate-now shows the number at half rate.
    const again = refused === answers[0] ? a : b;
    expect((await place(again.token, { betId, lines: [{ ...body.lines[0], multiply: 45 }] })).status).toBe(
      201,
    );
    const now = await call(t, 'GET', `/api/number-reachs.rate-now.all?betId=${betId}`, { token: a.token });
    expect((now.body.data as unknown as { rateNow: unknown[] }).rateNow).toEqual([
      { number: '55', option: 'teng_bon_2', multiply: 45 },
    ]);
    const hot = await call(t, 'GET', `/api/number-reachs.rate-recommend.all?betId=${betId}`, {
      token: a.token,
    });
    expect(hot.body.data).toEqual([{ number: '55', option: 'teng_bon_2', multiply: 45 }]);
  });

  it('a status-4 (lotto suspended) member gets 403 on every lotto call', async () => {
    const betId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 100);
    await t.db.update(members).set({ status: 4 }).where(eq(members.id, m.id));
    // As the staff route does after its COMMIT: the member's checked tokens are forgotten.
    await t.app.realtime.recheckMember(m.uuid);
    expect(
      (await place(m.token, { betId, lines: [{ number: '12', option: 'teng_bon_2', price: 1 }] })).status,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/bet-lists.latest', { token: m.token })).status).toBe(403);
    expect((await call(t, 'GET', '/api/number-sets.all', { token: m.token })).status).toBe(403);
    expect(await cash(m.id)).toBe(100_00n);
  });
});

describe('poys.cancel', () => {
  it('refunds in full within the window (ABORT_POY) and only once; Yeekee poys and late cancels are refused', async () => {
    const m = await fundedMember(t, 100);
    const gov = await makeRound(t.db, 'gov');
    const poyId = String(
      (await place(m.token, { betId: gov, lines: [{ number: '12', option: 'teng_bon_2', price: 10 }] })).body
        .data?.poyId,
    );
    expect(
      (await call(t, 'POST', '/poy-api/poys.cancel', { token: m.token, body: { poyId } })).body.data,
    ).toEqual({ poyId, status: 'CANCELLED' });
    expect(await cash(m.id)).toBe(100_00n);
    expect((await call(t, 'POST', '/poy-api/poys.cancel', { token: m.token, body: { poyId } })).status).toBe(
      400,
    );
    expect(await cash(m.id)).toBe(100_00n);

    const yeekee = await makeRound(t.db, 'yeekee');
    const y = String(
      (await place(m.token, { betId: yeekee, lines: [{ number: '12', option: 'teng_bon_2', price: 10 }] }))
        .body.data?.poyId,
    );
    expect(
      (await call(t, 'POST', '/poy-api/poys.cancel', { token: m.token, body: { poyId: y } })).status,
    ).toBe(400);
    const soon = await makeRound(t.db, 'stock', { closeAt: new Date(Date.now() + 10 * 60_000) });
    const s = String(
      (await place(m.token, { betId: soon, lines: [{ number: '12', option: 'teng_bon_2', price: 10 }] })).body
        .data?.poyId,
    );
    expect(
      (await call(t, 'POST', '/poy-api/poys.cancel', { token: m.token, body: { poyId: s } })).body.message,
    ).toBe('This poy can no longer be cancelled');
    const other = await fundedMember(t, 0);
    expect(
      (await call(t, 'POST', '/poy-api/poys.cancel', { token: other.token, body: { poyId: s } })).status,
    ).toBe(404);
    expect(await cash(m.id)).toBe(80_00n);
    expect((await reconcile(t.db)).ok).toBe(true);
  });
});

describe('4D sets', () => {
  it('sells sets at 120 baht (BET_SET_4) only in a round of the named family', async () => {
    const m = await fundedMember(t, 1000);
    const hanoy = await makeRound(t.db, 'hanoy');
    const sold = await call(t, 'POST', '/api/lotteries.hanoy.create', {
      token: m.token,
      body: { betId: hanoy, number: '1234', sets: 3 },
    });
    expect(sold.status).toBe(201);
    expect(sold.body.data).toMatchObject({
      total: 360,
      lines: [{ number: '1234', option: 'set_4', sets: 3, price: 360, multiply: null }],
    });
    expect(await cash(m.id)).toBe(640_00n);
    expect(
      (
        await call(t, 'POST', '/api/lotteries.lao-super.create', {
          token: m.token,
          body: { betId: hanoy, number: '1234', sets: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t, 'POST', '/api/lotteries.hanoy.create', {
          token: m.token,
          body: { betId: hanoy, number: '123', sets: 1 },
        })
      ).body.fields,
    ).toHaveProperty('number');
    expect(
      (await place(m.token, { betId: hanoy, lines: [{ number: '12', option: 'teng_bon_2', price: 1 }] }))
        .status,
    ).toBe(400);
    const latest = await call(t, 'POST', '/api/lotteries.4d.latest', { token: m.token });
    expect(
      (latest.body.data as unknown as { hanoy: { betId: string; setPrice: number }[] }).hanoy,
    ).toContainEqual(expect.objectContaining({ betId: hanoy, setPrice: 120 }));
  });
});

describe('number sets', () => {
  it("create, list, update, delete the member's own; a taken name is 409; another member's set is 404", async () => {
    const m = await fundedMember(t, 0);
    const lines = [
      { number: '12', option: 'teng_bon_2' },
      { number: '1234', option: 'set_4' },
    ];
    const created = await call(t, 'POST', '/api/number-sets.create', {
      token: m.token,
      body: { name: 'lucky', lines },
    });
    expect(created.body.data).toMatchObject({ name: 'lucky', lines });
    const id = String(created.body.data?.id);
    expect(
      (await call(t, 'POST', '/api/number-sets.create', { token: m.token, body: { name: 'lucky', lines } }))
        .status,
    ).toBe(409);
    expect(
      (
        await call(t, 'POST', '/api/number-sets.create', {
          token: m.token,
          body: { name: 'bad', lines: [{ number: '123', option: 'teng_bon_2' }] },
        })
      ).status,
    ).toBe(400);
    const other = await fundedMember(t, 0);
    expect(
      (
        await call(t, 'POST', '/api/number-sets.update', {
          token: other.token,
          body: { id, name: 'mine', lines },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t, 'POST', '/api/number-sets.delete', { token: other.token, body: { id } })).status,
    ).toBe(404);
    expect(
      (
        await call(t, 'POST', '/api/number-sets.update', {
          token: m.token,
          body: { id, name: 'renamed', lines: [lines[0]] },
        })
      ).body.data,
    ).toMatchObject({ name: 'renamed' });
    expect((await call(t, 'GET', '/api/number-sets.all', { token: m.token })).body.data).toEqual([
      expect.objectContaining({ id, name: 'renamed' }),
    ]);
    expect((await call(t, 'POST', '/api/number-sets.delete', { token: m.token, body: { id } })).status).toBe(
      200,
    );
    expect((await call(t, 'GET', '/api/number-sets.all', { token: m.token })).body.data).toEqual([]);
  });
});
