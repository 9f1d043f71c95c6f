import {
  deriveResult,
  FAMILY_OPTIONS,
  isWinningLine,
  OPTION_DIGITS,
  potentialWin,
  satang,
  set4PrizeTier,
  SET_4_PRIZES,
  type ResultInput,
  type Satang,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { makeStaff } from '../../../test/admin-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';
import { balanceOf } from '../wallet/test-kit.ts';
import { fundedMember, makeRound, WIDE_BOUNDS } from './lotto-test-kit.ts';
import { placePoy } from './place-poy.ts';
import { placeSetPoy } from './place-set-poy.ts';
import { settleDrawnRounds, settleRound } from './settle-round.ts';

let t: TestApp;
let enteredBy: bigint;
let confirmedBy: bigint;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  enteredBy = (await makeStaff(t, 'Administrator')).id;
  confirmedBy = (await makeStaff(t, 'Super Admin')).id;
});
afterAll(async () => {
  await t.close();
});

const GOV: ResultInput = {
  kind: 'gov',
  firstPrize: '820866',
  front3: ['123', '456'],
  back3: ['789', '012'],
  last2: '35',
};

/** Closes the round and records `input` as its confirmed result (version `version`), round DRAWN. */
const confirmResult = async (roundId: string, input: ResultInput, version = 1): Promise<void> => {
  await t.db.execute(
    sql`update lotto_results set status = 'SUPERSEDED' where round_id = ${roundId}::bigint and status = 'CONFIRMED'`,
  );
  await t.db.execute(sql`
    insert into lotto_results (round_id, version, input, result, status, entered_by, decided_by, decided_at)
    values (${roundId}::bigint, ${version}, ${JSON.stringify(input)}::jsonb, ${JSON.stringify(deriveResult(input))}::jsonb, 'CONFIRMED',
      ${enteredBy.toString()}::bigint, ${confirmedBy.toString()}::bigint, now())`);
  await t.db.execute(sql`update lotto_rounds set status = 'DRAWN' where id = ${roundId}::bigint`);
};

const cash = async (id: bigint) => (await balanceOf(t.db, id))?.balance ?? 0n;
const randomDigits = (n: number) =>
  Array.from({ length: n }, () => String(Math.floor(Math.random() * 10))).join('');

interface Seeded {
  roundId: string;
  members: Array<{ id: bigint; token: string }>;
}

/** A gov round with `poysPerMember` random 6-line poys per member, lines biased towards the result. */
const seedGovRound = async (memberCount: number, poysPerMember: number): Promise<Seeded> => {
  const roundId = await makeRound(t.db, 'gov', { bounds: WIDE_BOUNDS });
  const members = await Promise.all(Array.from({ length: memberCount }, () => fundedMember(t, 100_000)));
  const near = ['866', '668', '123', '789', '66', '35', '6', '8', '3'];
  for (const member of members) {
    for (let p = 0; p < poysPerMember; p++) {
      const lines = new Map<
        string,
        { number: string; option: (typeof FAMILY_OPTIONS.gov)[number]; price: Satang }
      >();
      while (lines.size < 6) {
        const option = FAMILY_OPTIONS.gov[Math.floor(Math.random() * FAMILY_OPTIONS.gov.length)]!;
        const digits = OPTION_DIGITS[option];
        const pick = near.filter((n) => n.length === digits);
        const number =
          Math.random() < 0.5 && pick.length > 0
            ? pick[Math.floor(Math.random() * pick.length)]!
            : randomDigits(digits);
        lines.set(`${option}:${number}`, {
          number,
          option,
          price: satang(100 + Math.floor(Math.random() * 2000)),
        });
      }
      await placePoy(t.db, { memberId: member.id, body: { betId: roundId, lines: [...lines.values()] } });
    }
  }
  await t.db.execute(sql`update lotto_rounds set status = 'CLOSED' where id = ${roundId}::bigint`);
  return { roundId, members };
};

/** What each member should be paid, from the pure domain rules over the stored lines. */
const expectedWins = async (roundId: string, input: ResultInput): Promise<Map<string, bigint>> => {
  const result = deriveResult(input);
  const lines = rowsOf<{
    member_id: string;
    option: string;
    number: string;
    price: string;
    multiply: number | null;
    sets: number | null;
  }>(
    await t.db.execute(sql`
      select p.member_id::text, l.option, l.number, l.price::text, l.multiply, l.sets
      from poy_lines l join poys p on p.id = l.poy_id where p.round_id = ${roundId}::bigint and p.status <> 'CANCELLED'`),
  );
  const wins = new Map<string, bigint>();
  for (const line of lines) {
    let win = 0n;
    if (line.option === 'set_4') {
      const tier = result.four ? set4PrizeTier(line.number, result.four) : null;
      win = tier ? BigInt(SET_4_PRIZES[tier]) * BigInt(line.sets ?? 0) : 0n;
    } else if (isWinningLine(line.option as never, line.number, result)) {
      win = BigInt(potentialWin(satang(BigInt(line.price)), line.multiply ?? 0));
    }
    wins.set(line.member_id, (wins.get(line.member_id) ?? 0n) + win);
  }
  return wins;
};

const linesOf = async (roundId: string) =>
  rowsOf<{ id: string; win: string | null }>(
    await t.db.execute(
      sql`select l.id::text, l.win::text from poy_lines l join poys p on p.id = l.poy_id where p.round_id = ${roundId}::bigint order by l.id`,
    ),
  );

describe('settlement', () => {
  it('pays every line what the domain win rules say, once, and keeps the ledger balanced', async () => {
    const { roundId, members } = await seedGovRound(6, 4);
    const before = new Map(
      await Promise.all(members.map(async (m) => [m.id.toString(), await cash(m.id)] as const)),
    );
    await confirmResult(roundId, GOV);
    const expected = await expectedWins(roundId, GOV);
    const summary = await settleRound(t.db, BigInt(roundId), { batchPoys: 5 });
    expect(summary).toMatchObject({ poys: 24, settled: true });
    expect(summary.paid).toBe([...expected.values()].reduce((a, b) => a + b, 0n));
    expect(summary.paid).toBeGreaterThan(0n);
    for (const m of members)
      expect(await cash(m.id)).toBe(before.get(m.id.toString())! + (expected.get(m.id.toString()) ?? 0n));
    expect((await linesOf(roundId)).every((l) => l.win !== null)).toBe(true);

    const [round] = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from lotto_rounds where id = ${roundId}::bigint`),
    );
    expect(round?.status).toBe('SETTLED');
    expect(await settleRound(t.db, BigInt(roundId))).toMatchObject({ poys: 0, paid: 0n });
    const report = await reconcile(t.db);
    expect(report.ok).toBe(true);
    // Stakes left bets-in-play for revenue: nothing of a settled round stays "in play".
    const [inPlay] = rowsOf<{ total: string }>(
      await t.db.execute(sql`
        select coalesce(sum(p.amount), 0)::text as total from ledger_postings p join ledger_accounts a on a.id = p.account_id
        join ledger_entries e on e.id = p.entry_id
        where a.kind = 'HOUSE_BETS_IN_PLAY' and ((e.ref_type = 'poy' and e.ref_id in (select id::text from poys where round_id = ${roundId}::bigint)) or (e.ref_type = 'lotto_round' and e.ref_id = ${roundId}))`),
    );
    expect(inPlay?.total).toBe('0');
    const statement = await call(t, 'POST', '/api/transactions.all', { token: members[0]!.token, body: {} });
    const types = (statement.body.data as unknown as { transactionType: string }[]).map(
      (e) => e.transactionType,
    );
    if ((expected.get(members[0]!.id.toString()) ?? 0n) > 0n) expect(types).toContain('WIN_GOV');
  });

  it('pays 4D sets their best tier', async () => {
    const roundId = await makeRound(t.db, 'hanoy');
    const m = await fundedMember(t, 10_000);
    for (const number of ['1234', '4321', '9234', '5555'])
      await placeSetPoy(t.db, { memberId: m.id, family: 'hanoy', body: { betId: roundId, number, sets: 2 } });
    const before = await cash(m.id);
    await t.db.execute(sql`update lotto_rounds set status = 'CLOSED' where id = ${roundId}::bigint`);
    await confirmResult(roundId, { kind: '4d', four: '1234' });
    const summary = await settleRound(t.db, BigInt(roundId));
    expect(summary.paid).toBe(2n * (100_000_00n + 4_000_00n + 30_000_00n));
    expect(await cash(m.id)).toBe(before + summary.paid);
  });

  it('resumes after a crash in the middle and pays nobody twice, also with two nodes at once', async () => {
    const { roundId, members } = await seedGovRound(4, 5);
    await confirmResult(roundId, GOV);
    const expected = await expectedWins(roundId, GOV);
    const total = [...expected.values()].reduce((a, b) => a + b, 0n);
    const before = new Map(
      await Promise.all(members.map(async (m) => [m.id.toString(), await cash(m.id)] as const)),
    );

    const crash = settleRound(t.db, BigInt(roundId), {
      batchPoys: 3,
      beforeCommit: (batch) => {
        if (batch === 3) throw new Error('node died');
      },
    });
    await expect(crash).rejects.toThrow('node died');
    const [half] = rowsOf<{ settled: number }>(
      await t.db.execute(
        sql`select count(*) filter (where status = 'SETTLED')::int as settled from poys where round_id = ${roundId}::bigint`,
      ),
    );
    expect(half?.settled).toBe(6);

    const [a, b] = await Promise.all([
      settleRound(t.db, BigInt(roundId), { batchPoys: 2 }),
      settleRound(t.db, BigInt(roundId), { batchPoys: 2 }),
    ]);
    expect(a.settled || b.settled).toBe(true);
    for (const m of members)
      expect(await cash(m.id)).toBe(before.get(m.id.toString())! + (expected.get(m.id.toString()) ?? 0n));
    const [paid] = rowsOf<{ total: string; entries: number }>(
      await t.db.execute(sql`
        select coalesce(sum(p.amount), 0)::text as total, count(distinct e.id)::int as entries from ledger_entries e join ledger_postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id
        where e.type = 'WIN_GOV' and a.member_id is not null and e.ref_id in (select id::text from poys where round_id = ${roundId}::bigint)`),
    );
    expect(BigInt(paid?.total ?? '0')).toBe(total);
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('a corrected result takes back the old wins, pays the new ones, and the member sees both', async () => {
    const roundId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 1_000);
    await placePoy(t.db, {
      memberId: m.id,
      body: {
        betId: roundId,
        lines: [
          { number: '66', option: 'teng_bon_2', price: satang(10_00) },
          { number: '77', option: 'teng_bon_2', price: satang(10_00) },
        ],
      },
    });
    await t.db.execute(sql`update lotto_rounds set status = 'CLOSED' where id = ${roundId}::bigint`);
    const afterBet = await cash(m.id);
    await confirmResult(roundId, GOV);
    await settleDrawnRounds(t.db);
    expect(await cash(m.id)).toBe(afterBet + 900_00n);

    await confirmResult(roundId, { ...GOV, firstPrize: '820877' }, 2);
    const summary = await settleRound(t.db, BigInt(roundId));
    expect(summary).toMatchObject({ poys: 1, paid: 900_00n, takenBack: 900_00n, settled: true });
    expect(await cash(m.id)).toBe(afterBet + 900_00n);
    const wins = rowsOf<{ number: string; win: string }>(
      await t.db.execute(
        sql`select l.number, l.win::text from poy_lines l join poys p on p.id = l.poy_id where p.round_id = ${roundId}::bigint order by l.number`,
      ),
    );
    expect(wins).toEqual([
      { number: '66', win: '0' },
      { number: '77', win: '90000' },
    ]);
    const statement = await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} });
    const types = (statement.body.data as unknown as { transactionType: string; amount: number }[]).map(
      (e) => [e.transactionType, e.amount],
    );
    expect(types.slice(0, 3)).toEqual(
      expect.arrayContaining([
        ['WIN_GOV', 900],
        ['REVERSAL', -900],
        ['WIN_GOV', 900],
      ]) as unknown,
    );
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('a take-back refers to the win entry it reverses, also after a correction that changed nothing', async () => {
    const roundId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 1_000);
    const poyId = await placePoy(t.db, {
      memberId: m.id,
      body: { betId: roundId, lines: [{ number: '66', option: 'teng_bon_2', price: satang(10_00) }] },
    });
    await t.db.execute(sql`update lotto_rounds set status = 'CLOSED' where id = ${roundId}::bigint`);
    await confirmResult(roundId, GOV);
    await settleRound(t.db, BigInt(roundId));
    await confirmResult(roundId, { ...GOV, last2: '99' }, 2);
    expect(await settleRound(t.db, BigInt(roundId))).toMatchObject({ poys: 1, paid: 0n, takenBack: 0n });
    await confirmResult(roundId, { ...GOV, firstPrize: '820877' }, 3);
    expect(await settleRound(t.db, BigInt(roundId))).toMatchObject({ takenBack: 900_00n });
    const [link] = rowsOf<{ reversed: string; original: string }>(
      await t.db.execute(sql`
        select r.ref_id as reversed, (select id::text from ledger_entries where type = 'WIN_GOV' and ref_id = ${poyId.toString()}) as original
        from ledger_entries r where r.type = 'REVERSAL' and r.idempotency_key like ${`win-reversal:${poyId.toString()}:%`}`),
    );
    expect(link?.reversed).toBe(link?.original);
  });

  it('takes back no more than the member has when the old win was already spent', async () => {
    const roundId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 100);
    await placePoy(t.db, {
      memberId: m.id,
      body: { betId: roundId, lines: [{ number: '66', option: 'teng_bon_2', price: satang(10_00) }] },
    });
    await t.db.execute(sql`update lotto_rounds set status = 'CLOSED' where id = ${roundId}::bigint`);
    await confirmResult(roundId, GOV);
    await settleRound(t.db, BigInt(roundId));
    const spend = await cash(m.id);
    await placePoy(t.db, {
      memberId: m.id,
      body: {
        betId: await makeRound(t.db, 'gov', { bounds: WIDE_BOUNDS }),
        lines: [{ number: '12', option: 'teng_bon_2', price: satang(spend - 50_00n) }],
      },
    });
    await confirmResult(roundId, { ...GOV, firstPrize: '820877' }, 2);
    const summary = await settleRound(t.db, BigInt(roundId));
    expect(summary.takenBack).toBe(50_00n);
    expect(await cash(m.id)).toBe(0n);
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it("one batch paying several wins to a member: the statement's balance after runs in posting order", async () => {
    const roundId = await makeRound(t.db, 'gov');
    const m = await fundedMember(t, 1_000);
    for (const price of [10, 20, 30])
      expect(
        (
          await call(t, 'POST', '/poy-api/poys.create', {
            token: m.token,
            body: { betId: roundId, lines: [{ number: '66', option: 'teng_bon_2', price }] },
          })
        ).status,
      ).toBe(201);
    await confirmResult(roundId, GOV);
    expect(await settleRound(t.db, BigInt(roundId))).toMatchObject({ poys: 3, settled: true });

    const statement = await call(t, 'POST', '/api/transactions.all', { token: m.token, body: {} });
    const lines = (
      statement.body.data as unknown as { transactionType: string; amount: number; balanceAfter: number }[]
    ).reverse();
    expect(lines.filter((l) => l.transactionType === 'WIN_GOV')).toHaveLength(3);
    // Oldest first, each line's balance after is the previous one plus its amount: no win lowers it.
    for (const [i, line] of lines.entries())
      expect(line.balanceAfter).toBeCloseTo((lines[i - 1]?.balanceAfter ?? 0) + line.amount, 2);
    expect(lines.at(-1)?.balanceAfter).toBe(Number(await cash(m.id)) / 100);
    expect((await reconcile(t.db)).ok).toBe(true);
  });
});
