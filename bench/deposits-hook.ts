/**
 * Fast deposits through the real code: BENCH_REQUESTS open fast requests (createPreparedDeposit,
 * BENCH_CONCURRENCY at a time over BENCH_ACCOUNTS receiving accounts), then one statement line per
 * request through processBankStatement (batches of 100 lines, BENCH_CONCURRENCY batches at a time:
 * per line its own money transaction — record, match FOR UPDATE, DEPOSIT entry, status), then the
 * same batches again (every line a DUPLICATE). Baseline in the same run: the same number of lines
 * recorded by one bare `INSERT ... ON CONFLICT DO NOTHING` transaction each, nothing else.
 *
 *   npx tsx bench/deposits-hook.ts     (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_REQUESTS=5000 BENCH_ACCOUNTS=20 BENCH_CONCURRENCY=8 npx tsx bench/deposits-hook.ts
 *
 * It creates a scratch database next to the given one and drops it at the end.
 */
import { satang, satangToBaht, type Satang } from '@chokdee/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { processBankStatement } from '../apps/server/src/modules/deposits/bank-statement.ts';
import { createPreparedDeposit } from '../apps/server/src/modules/deposits/create-prepared-deposit.ts';
import { admin, urlOf } from './scratch-db.ts';
import { seconds, pooled } from './timing.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const BATCH = 100;
const scratch = `chokdee_bench_dep_${process.pid}`;
const LIMITS = { minSatang: satang(100n), maxSatang: satang(100_000_000n), requestMs: 15 * 60_000 };

const main = async (): Promise<void> => {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  const pool = new pg.Pool({ connectionString: urlOf(scratch), max: CONCURRENCY + 1 });
  pool.on('error', () => undefined);
  try {
    const connection = await openDatabase({ databaseUrl: urlOf(scratch), pgliteDir: '' });
    await connection.migrate();
    await connection.close();
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const q = async (text: string, values: unknown[] = []) =>
      (await pool.query(text, values)).rows as Array<Record<string, string>>;

    await q(
      `insert into deposit_banks (bank_code, account_number, name, bot_update, fast_enabled)
       select 'SCB', lpad(g::text, 10, '0'), 'Bench', true, true from generate_series(1, $1::int) g`,
      [ACCOUNTS],
    );
    const members = (
      await q(
        `insert into members (user_name, pin_hash) select 'bench' || g, 'x' from generate_series(1, $1::int) g returning id::text`,
        [REQUESTS],
      )
    ).map((row) => BigInt(row.id!));

    // Amounts 100..599 baht: many requests share an amount, so offsets really get used.
    const created: Array<{ bankId: string; prepareAmount: Satang }> = [];
    const open = await seconds(() =>
      pooled(
        members.map((memberId, i) => async () => {
          const d = await createPreparedDeposit(db, LIMITS, {
            memberId,
            amount: BigInt((100 + (i % 500)) * 100),
            method: 'FAST',
          });
          created.push({ bankId: d.bankId!, prepareAmount: d.prepareAmount! });
        }),
        CONCURRENCY,
      ),
    );

    const batches: Array<{
      bankId: string;
      lines: Array<{ referTransferId: string; amount: Satang; transferAt: string }>;
    }> = [];
    const byBank = new Map<string, typeof created>();
    for (const d of created) byBank.set(d.bankId, [...(byBank.get(d.bankId) ?? []), d]);
    let ref = 0;
    for (const [bankId, deposits] of byBank)
      for (let i = 0; i < deposits.length; i += BATCH)
        batches.push({
          bankId,
          lines: deposits.slice(i, i + BATCH).map((d) => ({
            referTransferId: `R${++ref}`,
            amount: d.prepareAmount,
            transferAt: new Date().toISOString(),
          })),
        });

    const outcomes = new Map<string, number>();
    const count = (results: Array<{ outcome: string }>) => {
      for (const r of results) outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
    };
    const hook = await seconds(() =>
      pooled(
        batches.map((b) => async () => count(await processBankStatement(db, b))),
        CONCURRENCY,
      ),
    );
    const replay = await seconds(() =>
      pooled(
        batches.map((b) => async () => count(await processBankStatement(db, b))),
        CONCURRENCY,
      ),
    );

    // Baseline: the same number of lines, each only recorded in its own transaction.
    const bankIds = [...byBank.keys()];
    const baseline = await seconds(() =>
      pooled(
        Array.from({ length: batches.length }, (_, b) => async () => {
          const client = await pool.connect();
          try {
            for (let i = 0; i < BATCH; i += 1) {
              await client.query('begin');
              await client.query(
                `insert into bank_statement_lines (deposit_bank_id, refer_transfer_id, amount, transfer_at, status)
                 values ($1, $2, 100, now(), 'UNMATCHED') on conflict do nothing`,
                [bankIds[b % bankIds.length], `B${b}-${i}`],
              );
              await client.query('commit');
            }
          } finally {
            client.release();
          }
        }),
        CONCURRENCY,
      ),
    );
    const [sums] = await q(
      `select count(*)::text as n, coalesce(sum(credited_amount), 0)::text as credited from deposits where status = 'SUCCESS'`,
    );
    const lines = created.length;
    console.log(
      JSON.stringify(
        {
          requests: lines,
          accounts: ACCOUNTS,
          concurrency: CONCURRENCY,
          openPerSecond: Math.round(lines / open),
          hookLinesPerSecond: Math.round(lines / hook),
          replayLinesPerSecond: Math.round(lines / replay),
          baselineInsertsPerSecond: Math.round(lines / baseline),
          hookVsBaseline: Number((baseline / hook).toFixed(2)),
          outcomes: Object.fromEntries(outcomes),
          credited: { deposits: Number(sums!.n), baht: satangToBaht(BigInt(sums!.credited!)) },
        },
        null,
        2,
      ),
    );
  } finally {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
