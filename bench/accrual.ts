/**
 * The daily affiliate accrual (accrueCommissions: every referrer's level-1 and level-2 basis of a
 * day, their commission rows, the payments due and one AF_COMMISSION entry each) over BENCH_MEMBERS
 * members (each referred by an earlier one, five per referrer) and BENCH_ROWS ledger entries of the
 * day (stakes, wins and refunds, each with its two postings), against a baseline measured in the
 * same run over the same rows: one bare `INSERT … SELECT … GROUP BY` of each member's postings of
 * the day, the baseline (PostgreSQL runs an INSERT's SELECT in one process). The same
 * SELECT as a `CREATE TABLE … AS`, which PostgreSQL does run in parallel as the accrual's read
 * does, is printed beside it as a stricter baseline. Runs all BENCH_ROUNDS times (default 3),
 * alternating, and prints every time and the ratios of the medians, baseline / accrual (target
 * ≥ 0.5 against the issue's).
 *
 *   npx tsx bench/accrual.ts        (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_MEMBERS=10000 BENCH_ROWS=100000 npx tsx bench/accrual.ts
 *
 * It creates a scratch database next to the given one and drops it at the end.
 */
import {
  accrueCommissions,
  accrueCommissionsIn,
  type AccrualRun,
} from '../apps/server/src/modules/affiliate/accrue-commissions.ts';
import { runMoneyTransaction } from '../apps/server/src/modules/wallet/index.ts';
import { withMigratedScratch } from './scratch-db.ts';
import { median, seconds } from './timing.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DAY = '2026-11-20';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.5;

/** Ends a measured accrual round's transaction without keeping its writes. */
class RolledBack extends Error {}
const scratch = `chokdee_bench_accrual_${process.pid}`;

const main = async (): Promise<void> => {
  await withMigratedScratch(scratch, async ({ db, q }) => {
    // Set-based seeding around the app's paths: entries and postings directly (balances are not
    // kept in step; the bench measures the accrual's reading of the day, not the books).
    const seeding = await seconds(async () => {
      await q(
        `insert into members (user_name, pin_hash) select 'bench' || g, 'x' from generate_series(1, $1::int) g`,
        [MEMBERS],
      );
      await q(`update members m set referrer_member_id = r.id
        from members r where r.id = (select min(id) from members) + (m.id - (select min(id) from members) - 1) / 5
          and m.id > (select min(id) from members)`);
      await q(
        `insert into ledger_accounts (member_id, kind, unit, balance) select id, 'CASH', 'THB', 0 from members`,
      );
      // Entry g: member by a prime stride, 80 % stakes (lotto and games), 15 % wins, 5 % refunds,
      // 1-500 baht, at a time spread over the day (+07:00).
      await q(
        `create unlogged table bench_seed as
         select g, (select min(id) from members) + (g::bigint * 7919) % $2::int as member_id,
           case when g % 20 = 0 then 'ABORT_POY' when g % 20 < 4 then 'WIN_GOV' when g % 2 = 0 then 'BET_GAME' else 'BET_GOV' end as type,
           (100 + (g::bigint * 104729) % 50000) as amount,
           ($3::date::timestamp - interval '7 hours' + (g % 86400) * interval '1 second') at time zone 'UTC' as at
         from generate_series(1, $1::int) g`,
        [ROWS, MEMBERS, DAY],
      );
      await q(`insert into ledger_entries (id, type, idempotency_key, request_hash, created_at)
        select g, type, 'bench:' || g, 'bench', at from bench_seed`);
      await q(
        `select setval(pg_get_serial_sequence('ledger_entries', 'id'), (select max(id) from ledger_entries))`,
      );
      await q(`insert into ledger_postings (entry_id, account_id, amount, created_at)
        select s.g, a.id, case when s.type like 'BET%' then -s.amount else s.amount end, s.at
        from bench_seed s join ledger_accounts a on a.member_id = s.member_id and a.kind = 'CASH'
        union all
        select s.g, h.id, case when s.type like 'BET%' then s.amount else -s.amount end, s.at
        from bench_seed s join ledger_accounts h on h.member_id is null
          and h.kind = case when s.type = 'BET_GAME' then 'HOUSE_GAME_PROVIDERS' when s.type = 'WIN_GOV' then 'HOUSE_REVENUE' else 'HOUSE_BETS_IN_PLAY' end`);
      await q('drop table bench_seed');
      await q('vacuum analyze');
    });
    console.log(
      `affiliate accrual bench: PostgreSQL ${String((await q("select current_setting('server_version') as v"))[0]?.v)}, ` +
        `${MEMBERS} members, ${ROWS} entries of ${DAY}, seeded in ${seeding.toFixed(1)} s`,
    );

    // Single runs on this machine vary by a third; rounds alternate the two, and the medians are
    // compared. Each accrual round but the last runs in a money transaction that is rolled back,
    // so every round accrues the same day from the same books.
    const baselines = { insert: [] as number[], parallel: [] as number[] };
    const accruals: number[] = [];
    let run: AccrualRun | undefined;
    const memberSums = `select a.member_id, sum(p.amount) as total
      from ledger_entries e join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id and a.kind = 'CASH'
      where e.created_at >= ($1::date::timestamp - interval '7 hours') at time zone 'UTC'
        and e.created_at < ($1::date::timestamp + interval '17 hours') at time zone 'UTC'
      group by a.member_id`;
    for (let round = 1; round <= ROUNDS; round++) {
      await q('create table bench_baseline (member_id bigint, total numeric)');
      await q('checkpoint');
      baselines.insert.push(await seconds(() => q(`insert into bench_baseline ${memberSums}`, [DAY])));
      await q('drop table bench_baseline');
      await q('checkpoint');
      baselines.parallel.push(await seconds(() => q(`create table bench_baseline as ${memberSums}`, [DAY])));
      await q('drop table bench_baseline');
      await q('checkpoint');
      const last = round === ROUNDS;
      accruals.push(
        await seconds(async () => {
          try {
            run = await runMoneyTransaction(db, async (tx) => {
              const accrued = await accrueCommissionsIn(tx, DAY);
              if (!last) throw new RolledBack();
              return accrued;
            });
          } catch (error) {
            if (!(error instanceof RolledBack)) throw error;
          }
        }),
      );
    }
    const [check] = await q(
      `select count(*)::int as rows, coalesce(sum(commission), 0)::text as commission,
         coalesce(sum(commission) filter (where paid_key is not null), 0)::text as paid
       from affiliate_accruals where day = $1::date`,
      [DAY],
    );
    if (!run || run.accrued !== Number(check?.rows) || BigInt(String(check?.paid)) !== run.amount)
      throw new Error(
        `accrual and its rows disagree: ${JSON.stringify({ run: String(run?.amount), check })}`,
      );
    const again = await accrueCommissions(db, DAY);
    if (again.accrued !== 0 || again.amount !== 0n) throw new Error('a second run of the day paid again');

    const seriesOf = (values: readonly number[]): string => values.map((v) => v.toFixed(2)).join(' / ');
    const ratioTo = (baseline: readonly number[]): number => median(baseline) / median(accruals);
    const ratio = ratioTo(baselines.insert);
    console.log(
      `  accrual ${seriesOf(accruals)} s: ${run.accrued} referrers accrued, ${run.paid} paid ` +
        `${(Number(run.amount) / 100).toFixed(2)} baht (a second run: nothing)`,
    );
    console.log(`  bare INSERT … SELECT … GROUP BY ${seriesOf(baselines.insert)} s`);
    console.log(`  the same SELECT as a parallel CREATE TABLE … AS ${seriesOf(baselines.parallel)} s`);
    console.log(
      `  ratio of the medians, INSERT … SELECT/accrual ${ratio.toFixed(2)} (target ≥ ${TARGET}: ${ratio >= TARGET ? 'met' : 'NOT met'});` +
        ` parallel CREATE TABLE … AS/accrual ${ratioTo(baselines.parallel).toFixed(2)}`,
    );
  });
};

await main();
