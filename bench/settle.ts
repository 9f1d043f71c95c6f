/**
 * Settlement throughput: one government round of BENCH_LINES poy lines (10 per poy) over
 * BENCH_MEMBERS members, settled by the real settleRound (batches of poys, each one money
 * transaction: claim, mark lines, set poys SETTLED, SETTLE_BETS entry, bulk WIN_GOV credits),
 * against a baseline measured in the same run on an identical copy of the lines: one bare
 * `UPDATE ... SET win = ... FROM (winning numbers)` over every line. Prints the figures and the
 * ratio baseline / settlement.
 *
 *   npx tsx bench/settle.ts            (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_LINES=100000 BENCH_MEMBERS=5000 npx tsx bench/settle.ts
 *   BENCH_BATCH_POYS=5000 npx tsx bench/settle.ts      (settleRound's batchPoys, default SETTLE_BATCH_POYS)
 *   BENCH_PROFILE=1 npx tsx bench/settle.ts            (also: time per SQL statement during settlement)
 *
 * It creates a scratch database next to the given one and drops it at the end.
 */
import {
  DEFAULT_PRICE_BOUNDS,
  priceBoundsToStored,
  DEFAULT_RATES,
  deriveResult,
  FAMILY_OPTIONS,
  OPTION_DIGITS,
  winningNumbers,
  type ResultInput,
} from '@chokdee/domain';
import pg from 'pg';
import { SETTLE_BATCH_POYS, settleRound } from '../apps/server/src/modules/lotto/settle-round.ts';
import { withMigratedScratch } from './scratch-db.ts';
import { seconds } from './timing.ts';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const BATCH_POYS = Number(process.env.BENCH_BATCH_POYS ?? SETTLE_BATCH_POYS);
const PROFILE = process.env.BENCH_PROFILE === '1';
const LINES_PER_POY = 10;
const POYS = LINES / LINES_PER_POY;
const scratch = `chokdee_bench_${process.pid}`;

/** The result the round is settled against (the settlement API test's). */
const GOV: ResultInput = {
  kind: 'gov',
  firstPrize: '820866',
  front3: ['123', '456'],
  back3: ['789', '012'],
  last2: '35',
};

/**
 * BENCH_PROFILE=1: wall time per statement (first 90 characters of its text), summed over every
 * query any pg client sends while `work` runs. Answers the rows, longest first.
 */
const profiled = async (work: () => Promise<unknown>): Promise<Array<[string, number, number]>> => {
  const totals = new Map<string, [number, number]>();
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const label = text.replace(/\s+/g, ' ').trim().slice(0, 90);
    const started = performance.now();
    const note = () => {
      const [ms, n] = totals.get(label) ?? [0, 0];
      totals.set(label, [ms + performance.now() - started, n + 1]);
    };
    const answer = original.apply(this, args);
    if (answer instanceof Promise) return answer.finally(note);
    return answer;
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return [...totals]
    .map(([label, [ms, n]]): [string, number, number] => [label, ms, n])
    .sort((a, b) => b[1] - a[1]);
};

const main = async (): Promise<void> => {
  if (!Number.isInteger(POYS) || POYS < 1 || !Number.isInteger(MEMBERS) || MEMBERS < 1)
    throw new Error(`BENCH_LINES must be a positive multiple of ${LINES_PER_POY}, BENCH_MEMBERS positive`);
  await withMigratedScratch(scratch, async ({ db, q }) => {
    // Seeding is set-based SQL and goes around the app's paths on purpose: members and their cash
    // accounts (balance 0) directly, poys and lines directly, and no BET_GOV entries for the
    // stakes. So HOUSE_BETS_IN_PLAY's postings sum to minus the round's stakes once settlement moves
    // them to revenue, and the house accounts do not reconcile in this scratch database: fine for a
    // bench, which measures settlement's work, not the books (the API tests check those).
    let roundId = '';
    const seeding = await seconds(async () => {
      await q(
        `insert into members (user_name, pin_hash) select 'bench' || g, 'x' from generate_series(1, $1::int) g`,
        [MEMBERS],
      );
      await q(
        `insert into ledger_accounts (member_id, kind, unit, balance) select id, 'CASH', 'THB', 0 from members`,
      );
      const [enteredBy, decidedBy] = await q<{ id: string }>(
        `insert into staff (username, pin_hash, role) values ('bench.enter', 'x', 'Administrator'), ('bench.confirm', 'x', 'Super Admin')
         returning id::text`,
      );
      const [round] = await q<{ id: string }>(
        `insert into lotto_rounds (family, draw_date, round_no, name, open_at, close_at, result_at, status, rates, bounds)
         values ('gov', '2026-11-16', 1, 'bench', now() - interval '3 days', now() - interval '2 days', now() - interval '1 day',
           'DRAWN', $1::jsonb, $2::jsonb)
         returning id::text`,
        [JSON.stringify(DEFAULT_RATES.gov), JSON.stringify(priceBoundsToStored(DEFAULT_PRICE_BOUNDS))],
      );
      roundId = round?.id ?? '';
      await q(
        `insert into lotto_results (round_id, version, input, result, status, entered_by, decided_by, decided_at)
         values ($1::bigint, 1, $2::jsonb, $3::jsonb, 'CONFIRMED', $4::bigint, $5::bigint, now())`,
        [roundId, JSON.stringify(GOV), JSON.stringify(deriveResult(GOV)), enteredBy?.id, decidedBy?.id],
      );
      // Every option of the government family, uniform: its digits and its default rate (hundredths).
      const options = FAMILY_OPTIONS.gov;
      const rates = options.map((option) => {
        const rate = DEFAULT_RATES.gov[option];
        if (rate === undefined) throw new Error(`no default gov rate for ${option}`);
        return rate;
      });
      // Line g belongs to poy (g-1)/10+1; poy p to member (p-1)*7919 mod MEMBERS (a prime stride:
      // a batch of consecutive poys touches members spread over the table, as in real life).
      // Numbers uniform over the option's digits, price 1.00-20.99 baht in satang.
      await q(
        `create unlogged table bench_seed as
         with s as materialized (select g, 1 + floor(random() * $2::int)::int as o from generate_series(1, $1::int) g)
         select g as line_no, (g - 1) / ${LINES_PER_POY} + 1 as poy_id, ($3::text[])[o] as option,
           lpad(floor(random() * power(10, ($4::int[])[o]))::int::text, ($4::int[])[o], '0') as number,
           (100 + floor(random() * 2000))::bigint as price, ($5::int[])[o] as multiply
         from s`,
        [LINES, options.length, options, options.map((o) => OPTION_DIGITS[o]), rates],
      );
      await q(
        `insert into poys (id, member_id, round_id, total, status, request_hash)
         select poy_id, m.first + ((poy_id - 1) * 7919) % $2::int, $1::bigint, sum(price), 'ACTIVE', 'bench'
         from bench_seed, (select min(id) as first from members) m group by poy_id, m.first order by poy_id`,
        [roundId, MEMBERS],
      );
      await q(`select setval('poys_id_seq', (select max(id) from poys))`);
      await q(
        `insert into poy_lines (poy_id, round_id, number, option, price, multiply, payout)
         select poy_id, $1::bigint, number, option, price, multiply, price * multiply / 100 from bench_seed order by line_no`,
        [roundId],
      );
      // The baseline's copy: same rows (same ids), same indexes and constraints.
      await q(`create table bench_baseline_lines (like poy_lines including all)`);
      await q(`insert into bench_baseline_lines select * from poy_lines order by id`);
      await q(`drop table bench_seed`);
      await q(`vacuum analyze`);
    });
    const winners = winningNumbers(deriveResult(GOV)).map((w) => ({
      option: w.option,
      number: w.number,
      set_prize: w.setPrize,
    }));

    console.log(
      `settlement bench: PostgreSQL ${(await q<{ v: string }>("select current_setting('server_version') as v"))[0]?.v}, ` +
        `seeded in ${seeding.toFixed(1)} s; batchPoys ${BATCH_POYS}`,
    );
    // Both sides start from a fresh, vacuumed, checkpointed table: neither pays for the other's writes.
    await q('checkpoint');
    const baseline = await seconds(() =>
      q(
        `with winners as (select * from jsonb_to_recordset($1::jsonb) as w(option text, number text, set_prize bigint))
         update bench_baseline_lines l
         set win = case when w.number is null then 0 when l.option = 'set_4' then l.sets * w.set_prize else l.price * l.multiply / 100 end
         from bench_baseline_lines x left join winners w on w.option = x.option and w.number = x.number
         where l.id = x.id and x.round_id = $2::bigint`,
        [JSON.stringify(winners), roundId],
      ),
    );
    await q('checkpoint');
    let summary: Awaited<ReturnType<typeof settleRound>> | undefined;
    const settle = () =>
      settleRound(db, BigInt(roundId), { batchPoys: BATCH_POYS }).then((s) => (summary = s));
    let profile: Array<[string, number, number]> = [];
    const settlement = await seconds(async () => {
      if (PROFILE) profile = await profiled(settle);
      else await settle();
    });

    // Settlement must have paid exactly what the baseline marked, line by line.
    if (!summary?.settled || summary.poys !== POYS)
      throw new Error(`settlement incomplete: ${JSON.stringify(summary)}`);
    const [check] = await q<{
      differ: string;
      lines: string;
      win_lines: string;
      win_poys: string;
      paid: string;
      members: string;
    }>(
      `select count(*) filter (where l.win is distinct from b.win)::text as differ, count(*)::text as lines,
         count(*) filter (where l.win > 0)::text as win_lines, count(distinct l.poy_id) filter (where l.win > 0)::text as win_poys,
         coalesce(sum(b.win), 0)::text as paid, (select count(distinct member_id) from poys)::text as members
       from poy_lines l join bench_baseline_lines b on b.id = l.id`,
    );
    if (check?.differ !== '0' || check.lines !== String(LINES) || BigInt(check.paid) !== summary.paid)
      throw new Error(`settlement and baseline disagree: ${JSON.stringify(check)}, paid ${summary.paid}`);
    const [paidMembers] = await q<{ n: string }>(
      `select count(*)::text as n from ledger_accounts where balance > 0`,
    );

    const ratio = baseline / settlement;
    console.log(
      `lines ${LINES}, poys ${POYS}, members ${MEMBERS} (${check.members} with poys); winners: ${check.win_lines} lines in ${check.win_poys} poys, ` +
        `${paidMembers?.n} members paid ${(Number(summary.paid) / 100).toFixed(2)} baht`,
    );
    console.log(
      `settlement ${settlement.toFixed(2)} s (${(LINES / settlement).toFixed(0)} lines/s), ` +
        `bare UPDATE baseline ${baseline.toFixed(2)} s (${(LINES / baseline).toFixed(0)} lines/s); ` +
        `ratio baseline/settlement ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'not met'})`,
    );
    if (PROFILE) {
      console.log('time per statement during settlement (ms total, count, statement):');
      for (const [label, ms, n] of profile.slice(0, 15))
        console.log(`  ${ms.toFixed(0).padStart(7)} ${String(n).padStart(6)}  ${label}`);
    }
  });
};

await main();
