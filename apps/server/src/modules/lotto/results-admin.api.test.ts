import { RESULT_ADMIN_MESSAGES, RESULT_MESSAGES } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { fundedMember, makeRound } from './lotto-test-kit.ts';
import { balanceOf } from '../wallet/test-kit.ts';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { lottoAuditOf } from './lotto-admin-test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedIn>>;
interface Version {
  id: string;
  version: number;
  status: string;
  input: Record<string, unknown>;
  result: Record<string, unknown>;
  enteredBy: string;
  enteredById: number;
  decidedBy: string | null;
  decidedAt: string | null;
}
interface Results {
  roundStatus: string;
  kind: string | null;
  canEnter: boolean;
  settledResultId: string | null;
  items: Version[];
}

let t: TestApp;
let enterer: Signed;
let checker: Signed;
let boss: Signed;
let staffer: Signed;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  enterer = await signedIn(t, 'Administrator');
  checker = await signedIn(t, 'Administrator');
  boss = await signedIn(t, 'Super Admin');
  staffer = await signedIn(t, 'Staff');
});
afterAll(async () => {
  await t.close();
});

const GOV = {
  kind: 'gov',
  firstPrize: '845123',
  front3: ['017', '398'],
  back3: ['256', '004'],
  last2: '45',
} as const;
const GOV_RESULT = { top3: '123', top2: '23', bottom2: '45', front3: ['017', '398'], back3: ['256', '004'] };

const resultsPath = (roundId: string) => `/api/admin/lotto/rounds/${roundId}/results`;
const enter = (who: Signed, roundId: string, input: unknown) =>
  who.client.post(resultsPath(roundId), { input });
const decide = (who: Signed, roundId: string, resultId: string, action: 'confirm' | 'reject') =>
  who.client.post(`${resultsPath(roundId)}/${resultId}/${action}`);
const listOf = async (roundId: string): Promise<Results> => {
  const answer = await staffer.client.get(resultsPath(roundId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as unknown as Results;
};
const entered = async (who: Signed, roundId: string, input: unknown = GOV): Promise<Version> => {
  const answer = await enter(who, roundId, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as unknown as Version;
};
const roundStatus = async (roundId: string) =>
  rowsOf<{ status: string }>(
    await t.db.execute(sql`select status from lotto_rounds where id = ${roundId}::bigint`),
  )[0]?.status;
const closedRound = (family: Parameters<typeof makeRound>[1]) =>
  makeRound(t.db, family, {
    status: 'CLOSED',
    closeAt: new Date(Date.now() - 60_000),
    openAt: new Date(Date.now() - 3_600_000),
  });

/** A gov round where a member bets 10 baht on 3-top 123 (wins 9,000 at 900) and 10 on 2-bottom 99 (loses), then closed. */
const roundWithBet = async () => {
  const roundId = await makeRound(t.db, 'gov');
  const member = await fundedMember(t, 1000);
  const placed = await call(t, 'POST', '/poy-api/poys.create', {
    token: member.token,
    body: {
      betId: roundId,
      lines: [
        { number: '123', option: 'teng_bon_3', price: 10 },
        { number: '99', option: 'teng_lang_2', price: 10 },
      ],
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await t.db.execute(sql`update lotto_rounds set status = 'CLOSED' where id = ${roundId}::bigint`);
  return { roundId, member, poyId: String(placed.body.data?.poyId) };
};

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('round results: two-person rule', () => {
  it('the one who entered cannot confirm (409); another staff member can; the round becomes DRAWN and is settled at once; audited', async () => {
    const { roundId, member, poyId } = await roundWithBet();
    const cashBefore = (await balanceOf(t.db, member.id))?.balance ?? 0n;

    const v1 = await entered(enterer, roundId);
    expect(v1).toMatchObject({
      version: 1,
      status: 'PENDING',
      input: GOV,
      result: GOV_RESULT,
      enteredBy: enterer.username,
      enteredById: Number(enterer.id),
      decidedBy: null,
    });
    expect(await roundStatus(roundId)).toBe('CLOSED');

    const self = await decide(enterer, roundId, v1.id, 'confirm');
    expect(self).toMatchObject({
      status: 409,
      body: {
        code: 'RESULT_SECOND_PERSON',
        message: 'The result must be confirmed by a different staff member',
      },
    });
    expect((await listOf(roundId)).items[0]?.status).toBe('PENDING');

    const confirmed = await decide(checker, roundId, v1.id, 'confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      id: v1.id,
      status: 'CONFIRMED',
      enteredBy: enterer.username,
      decidedBy: checker.username,
      decidedById: Number(checker.id),
    });
    expect(['DRAWN', 'SETTLED']).toContain(await roundStatus(roundId));

    // The confirmation kicks settlement (no scheduler runs in the API tests).
    const list = await waitFor(
      () => listOf(roundId),
      (l) => l.roundStatus === 'SETTLED',
    );
    expect(list).toMatchObject({ roundStatus: 'SETTLED', settledResultId: v1.id, canEnter: true });
    const [poy] = rowsOf<{ status: string; win: string }>(
      await t.db.execute(sql`select status, win::text from poys where id = ${poyId}::bigint`),
    );
    expect(poy).toEqual({ status: 'SETTLED', win: '900000' });
    expect((await balanceOf(t.db, member.id))?.balance).toBe(cashBefore + 9000_00n);

    const audit = await lottoAuditOf(t, roundId);
    expect(audit.map((a) => [a.action, a.staffId])).toEqual([
      ['lotto.result.enter', enterer.id],
      ['lotto.result.confirm', checker.id],
    ]);
    expect(audit[0]).toMatchObject({
      before: { roundStatus: 'CLOSED', confirmedVersion: null },
      after: {
        resultId: v1.id,
        version: 1,
        status: 'PENDING',
        input: GOV,
        result: GOV_RESULT,
        correction: false,
      },
    });
    expect(audit[1]).toMatchObject({
      before: { roundStatus: 'CLOSED', status: 'PENDING', enteredBy: enterer.username, confirmed: null },
      after: { roundStatus: 'DRAWN', status: 'CONFIRMED', resultId: v1.id, superseded: null },
    });
  });

  it('the database refuses a row confirmed by the one who entered it, whatever the code does', async () => {
    const roundId = await closedRound('gov');
    const v1 = await entered(enterer, roundId);
    await expect(
      t.db.execute(
        sql`update lotto_results set status = 'CONFIRMED', decided_by = entered_by, decided_at = now() where id = ${v1.id}::bigint`,
      ),
    ).rejects.toThrow();
    expect((await listOf(roundId)).items[0]?.status).toBe('PENDING');
  });

  it('two confirmations of one version at once: one wins, the other is 409', async () => {
    const roundId = await closedRound('stock');
    const v1 = await entered(enterer, roundId, { kind: 'stock', index: '27,345.67', change: '-123.45' });
    const answers = await Promise.all([
      decide(checker, roundId, v1.id, 'confirm'),
      decide(boss, roundId, v1.id, 'confirm'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await lottoAuditOf(t, roundId)).filter((a) => a.action === 'lotto.result.confirm')).toHaveLength(
      1,
    );
  });
});

describe('round results: reject and corrections', () => {
  it('the one who entered may reject; the round stays CLOSED; a new version can then be entered; audited', async () => {
    const roundId = await closedRound('gov');
    const v1 = await entered(enterer, roundId, { ...GOV, last2: '54' });
    const rejected = await decide(enterer, roundId, v1.id, 'reject');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', decidedBy: enterer.username });
    expect(await roundStatus(roundId)).toBe('CLOSED');
    expect(await decide(checker, roundId, v1.id, 'confirm')).toMatchObject({
      status: 409,
      body: { message: RESULT_ADMIN_MESSAGES.notPending },
    });
    expect((await decide(checker, roundId, v1.id, 'reject')).status).toBe(409);

    const v2 = await entered(enterer, roundId);
    expect(v2.version).toBe(2);
    const list = await listOf(roundId);
    expect(list.items.map((v) => [v.version, v.status])).toEqual([
      [2, 'PENDING'],
      [1, 'REJECTED'],
    ]);
    expect(list.canEnter).toBe(false);
    const audit = await lottoAuditOf(t, roundId);
    expect(audit.map((a) => a.action)).toEqual([
      'lotto.result.enter',
      'lotto.result.reject',
      'lotto.result.enter',
    ]);
    expect(audit[1]).toMatchObject({
      staffId: enterer.id,
      before: { status: 'PENDING', resultId: v1.id, enteredBy: enterer.username },
      after: { status: 'REJECTED', roundStatus: 'CLOSED' },
    });
  });

  it('a correction: v2 entered on the settled round and confirmed supersedes v1; the round is re-settled against v2', async () => {
    const { roundId, poyId } = await roundWithBet();
    const v1 = await entered(enterer, roundId);
    expect((await decide(checker, roundId, v1.id, 'confirm')).status).toBe(200);
    await waitFor(
      () => listOf(roundId),
      (l) => l.roundStatus === 'SETTLED',
    );

    const v2 = await entered(checker, roundId, { ...GOV, firstPrize: '845124', last2: '99' });
    expect(v2).toMatchObject({ version: 2, status: 'PENDING', result: { top3: '124', bottom2: '99' } });
    expect(await roundStatus(roundId)).toBe('SETTLED');
    expect((await decide(checker, roundId, v2.id, 'confirm')).status).toBe(409);
    const confirmed = await decide(enterer, roundId, v2.id, 'confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const list = await waitFor(
      () => listOf(roundId),
      (l) => l.roundStatus === 'SETTLED' && l.settledResultId === v2.id,
    );
    expect(list.items.map((v) => [v.version, v.status, v.decidedBy])).toEqual([
      [2, 'CONFIRMED', enterer.username],
      [1, 'SUPERSEDED', checker.username],
    ]);
    expect(list.settledResultId).toBe(v2.id);
    // Now 2-bottom 99 wins (10 × 90) and 3-top 123 no longer does.
    const [poy] = rowsOf<{ win: string; result_id: string }>(
      await t.db.execute(sql`select win::text, result_id::text from poys where id = ${poyId}::bigint`),
    );
    expect(poy).toEqual({ win: '90000', result_id: v2.id });
    const audit = await lottoAuditOf(t, roundId);
    expect(audit.map((a) => a.action)).toEqual([
      'lotto.result.enter',
      'lotto.result.confirm',
      'lotto.result.enter',
      'lotto.result.confirm',
    ]);
    expect(audit[2]).toMatchObject({
      before: { roundStatus: 'SETTLED', confirmedVersion: 1 },
      after: { correction: true },
    });
    expect(audit[3]).toMatchObject({
      before: { roundStatus: 'SETTLED', confirmed: { resultId: v1.id, version: 1 } },
      after: { roundStatus: 'DRAWN', superseded: { resultId: v1.id, version: 1 } },
    });
  });
});

describe('round results: refusals', () => {
  it('a bad input is 400 VALIDATION with the field; an input of another kind is 400', async () => {
    const roundId = await closedRound('gov');
    for (const [input, field] of [
      [{ ...GOV, firstPrize: '12345' }, 'input.firstPrize'],
      [{ ...GOV, front3: ['017'] }, 'input.front3'],
      [{ ...GOV, back3: ['256', '04'] }, 'input.back3.1'],
      [{ ...GOV, last2: 'ab' }, 'input.last2'],
      [{ kind: 'lotto' }, 'input.kind'],
      [undefined, 'input'],
    ] as const) {
      const answer = await enter(enterer, roundId, input);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body, field).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect((await enter(enterer, roundId, { ...GOV, firstPrize: '12345' })).body.fields).toMatchObject({
      'input.firstPrize': RESULT_MESSAGES.firstPrize,
    });
    const stock = await enter(enterer, roundId, { kind: 'stock', index: '1,234.56', change: '1.00' });
    expect(stock).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: RESULT_ADMIN_MESSAGES.wrongKind,
        fields: { 'input.kind': RESULT_ADMIN_MESSAGES.wrongKind },
      },
    });
    const stockRound = await closedRound('stock');
    expect(
      (await enter(enterer, stockRound, { kind: 'stock', index: '12', change: '1.00' })).body.fields,
    ).toHaveProperty('input.index');
    const fourD = await closedRound('lao');
    expect((await enter(enterer, fourD, { kind: '4d', four: '1234', bottom2: '56' })).status).toBe(201);
    expect((await enter(enterer, fourD, GOV)).status).toBe(400);
    expect(await lottoAuditOf(t, roundId)).toHaveLength(0);
    expect((await listOf(roundId)).items).toHaveLength(0);
  });

  it('Yeekee, 5-minute Yeekee and ping-pong results are never entered by staff (400)', async () => {
    for (const family of ['yeekee', 'yeekee5min', 'pingpong'] as const) {
      const roundId = await closedRound(family);
      for (const input of [
        GOV,
        { kind: 'stock', index: '1.00', change: '1.00' },
        { kind: '4d', four: '1234' },
      ]) {
        const answer = await enter(boss, roundId, input);
        expect(answer, family).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION', message: RESULT_MESSAGES.notEntered },
        });
      }
      expect(await listOf(roundId)).toMatchObject({ kind: null, canEnter: false, items: [] });
    }
  });

  it('409 before the round closes, on a voided round and while a version is pending; 404 for an unknown round or result', async () => {
    for (const status of ['SCHEDULED', 'OPEN']) {
      const roundId = await makeRound(t.db, 'gov', { status });
      expect(await enter(enterer, roundId, GOV)).toMatchObject({
        status: 409,
        body: { code: 'RESULT_ROUND_NOT_CLOSED', message: RESULT_ADMIN_MESSAGES.notClosed },
      });
      expect((await listOf(roundId)).canEnter).toBe(false);
    }
    const voided = await closedRound('gov');
    const pendingOnVoided = await entered(enterer, voided);
    await t.db.execute(sql`update lotto_rounds set status = 'VOIDED' where id = ${voided}::bigint`);
    expect(await enter(checker, voided, GOV)).toMatchObject({
      status: 409,
      body: { message: RESULT_ADMIN_MESSAGES.voided },
    });
    expect(await decide(checker, voided, pendingOnVoided.id, 'confirm')).toMatchObject({
      status: 409,
      body: { message: RESULT_ADMIN_MESSAGES.voided },
    });

    const roundId = await closedRound('gov');
    const v1 = await entered(enterer, roundId);
    expect(await enter(checker, roundId, GOV)).toMatchObject({
      status: 409,
      body: { message: RESULT_ADMIN_MESSAGES.pendingExists },
    });
    const twice = await Promise.all([
      enter(checker, await closedRound('gov'), GOV),
      enter(boss, roundId, GOV),
    ]);
    expect(twice.map((a) => a.status)).toEqual([201, 409]);

    expect((await enter(enterer, '999999999', GOV)).status).toBe(404);
    expect((await decide(checker, roundId, '999999999', 'confirm')).status).toBe(404);
    // A result id of another round is not found under this one.
    expect((await decide(checker, voided, v1.id, 'confirm')).status).toBe(404);
    expect((await decide(checker, 'abc', v1.id, 'confirm')).status).toBe(400);
    expect((await staffer.client.get(resultsPath('999999999'))).status).toBe(404);
  });

  it('concurrent entries on one round: one PENDING version, the other 409', async () => {
    const roundId = await closedRound('gov');
    const answers = await Promise.all([enter(enterer, roundId, GOV), enter(checker, roundId, GOV)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await listOf(roundId)).items).toHaveLength(1);
  });
});

describe('round results: access and preview', () => {
  it('Staff may list the versions but gets 403 on enter, confirm, reject and preview', async () => {
    const roundId = await closedRound('gov');
    const v1 = await entered(enterer, roundId);
    expect((await enter(staffer, roundId, GOV)).status).toBe(403);
    for (const action of ['confirm', 'reject'] as const)
      expect(await decide(staffer, roundId, v1.id, action)).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
    expect((await staffer.client.post('/api/admin/lotto/results/preview', { input: GOV })).status).toBe(403);
    expect((await listOf(roundId)).items.map((v) => v.status)).toEqual(['PENDING']);
    expect(await lottoAuditOf(t, roundId)).toHaveLength(1);
  });

  it('preview derives the fields of each kind without saving', async () => {
    const preview = (input: unknown) => enterer.client.post('/api/admin/lotto/results/preview', { input });
    expect((await preview(GOV)).body.data).toEqual(GOV_RESULT);
    expect((await preview({ kind: 'stock', index: '27,345.67', change: '-123.45' })).body.data).toEqual({
      top3: '567',
      top2: '67',
      bottom2: '45',
    });
    expect((await preview({ kind: '4d', four: '0123' })).body.data).toEqual({ four: '0123' });
    expect(await preview({ kind: '4d', four: '123' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    });
  });
});
