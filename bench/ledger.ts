/**
 * Ledger throughput: debits through postEntry (the real path: claim + conditional UPDATE +
 * postings + triggers, one round trip inside BEGIN/COMMIT) against a bare conditional-UPDATE
 * debit on the same rows of the same database, in the same run, with N concurrent clients;
 * spread over 10,000 accounts and on one hot account. Prints debits/s and the ratios, and the
 * issue's target (postings/s through postEntry >= 0.8 x bare debits/s; a posting is one line of
 * an entry, and a bare debit is one line on one account) with the median over the rounds.
 *
 *   npx tsx bench/ledger.ts            (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CLIENTS=16 BENCH_SECONDS=5 BENCH_ROUNDS=3 npx tsx bench/ledger.ts
 *
 * Each round measures the four workloads one after the other (the two compared sides in
 * alternating order), so a load change on the shared machine hits both sides of a ratio alike;
 * with several rounds it also prints the median ratio. It also prints the CPU time per debit of
 * this process and of the PostgreSQL backends serving it (read from /proc when the server runs on
 * this machine): on a machine whose cores are busy with other work, CPU per debit is the steadier
 * figure, and when client and server share the cores it bounds the throughput ratio.
 *
 * It creates a scratch database next to the given one and drops it at the end.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { runMoneyTransaction } from '../apps/server/src/modules/wallet/money-transaction.ts';
import { postEntry } from '../apps/server/src/modules/wallet/post-entry.ts';
import { admin, urlOf } from './scratch-db.ts';
import { cpuMsOf } from './timing.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ACCOUNTS = 10_000;
const POSTINGS_PER_ENTRY = 2; // a BET_GOV debit: the member line and the HOUSE_BETS_IN_PLAY line
const scratch = `chokdee_bench_${process.pid}`;

interface Measured {
  /** Completed operations per second. */
  rate: number;
  /** CPU time per operation (ms): this process, and the PostgreSQL backends serving the pool. */
  nodeCpu: number;
  serverCpu: number | undefined;
}

/** Runs `op` in CLIENTS loops for SECONDS; answers its rate and CPU cost per operation. */
const measure = async (
  backends: () => Promise<number[]>,
  op: (client: number, i: number) => Promise<void>,
): Promise<Measured> => {
  const pids = await backends();
  const server0 = cpuMsOf(pids);
  const node0 = process.cpuUsage();
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; Date.now() < end; i++) {
        await op(client, i);
        done += 1;
      }
    }),
  );
  const rate = done / ((Date.now() - started) / 1000);
  const node = process.cpuUsage(node0);
  const server1 = cpuMsOf(pids);
  return {
    rate,
    nodeCpu: (node.user + node.system) / 1000 / done,
    serverCpu: server0 === undefined || server1 === undefined ? undefined : (server1 - server0) / done,
  };
};

const cpuText = (m: Measured): string =>
  `CPU/op node ${m.nodeCpu.toFixed(3)} ms + PostgreSQL ${m.serverCpu === undefined ? '?' : m.serverCpu.toFixed(3)} ms`;

const main = async (): Promise<void> => {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  const pool = new pg.Pool({ connectionString: urlOf(scratch), max: CLIENTS });
  // DROP DATABASE ... WITH (FORCE) at the end ends idle clients: not an error worth a crash.
  pool.on('error', () => undefined);
  try {
    const connection = await openDatabase({ databaseUrl: urlOf(scratch), pgliteDir: '' });
    await connection.migrate();
    await connection.close();
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    // Seeding money directly (not through postEntry): the bench measures debits, not the books.
    await db.execute(
      sql`insert into members (user_name, pin_hash) select 'bench' || g, 'x' from generate_series(1, ${ACCOUNTS}::int) g`,
    );
    await db.execute(
      sql`insert into ledger_accounts (member_id, kind, unit, balance) select id, 'CASH', 'THB', 1000000000000 from members`,
    );
    const ids = (await pool.query<{ id: string }>('select id::text from members order by id')).rows.map(
      (row) => BigInt(row.id),
    );
    const hot = ids[0]!;
    const pick = (spread: boolean, client: number, i: number): bigint =>
      spread ? ids[(client * 7919 + i * 104_729) % ids.length]! : hot;

    const bare =
      (spread: boolean) =>
      async (client: number, i: number): Promise<void> => {
        const conn = await pool.connect();
        try {
          await conn.query('begin');
          const result = await conn.query(
            "update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'CASH' and balance - held >= 1",
            [pick(spread, client, i).toString()],
          );
          if (result.rowCount !== 1) throw new Error('bare debit refused');
          await conn.query('commit');
        } finally {
          conn.release();
        }
      };
    // A richer reference (not the target's baseline): the same debit plus one journal row, i.e. the
    // least a ledger that records each movement must write. Printed on its own line.
    await pool.query(
      'create table bench_journal (id bigserial primary key, account_id bigint not null, amount bigint not null, created_at timestamptz not null default now())',
    );
    const debitAndJournal =
      (spread: boolean) =>
      async (client: number, i: number): Promise<void> => {
        const conn = await pool.connect();
        try {
          await conn.query('begin');
          const result = await conn.query<{ id: string }>(
            "update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'CASH' and balance - held >= 1 returning id",
            [pick(spread, client, i).toString()],
          );
          if (result.rowCount !== 1) throw new Error('bare debit refused');
          await conn.query('insert into bench_journal (account_id, amount) values ($1, -1)', [
            result.rows[0]?.id,
          ]);
          await conn.query('commit');
        } finally {
          conn.release();
        }
      };
    const bareAutocommit =
      (spread: boolean) =>
      async (client: number, i: number): Promise<void> => {
        await pool.query(
          "update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'CASH' and balance - held >= 1",
          [pick(spread, client, i).toString()],
        );
      };
    let seq = 0;
    const ledger =
      (spread: boolean) =>
      async (client: number, i: number): Promise<void> => {
        const memberId = pick(spread, client, i);
        await runMoneyTransaction(db, (tx) =>
          postEntry(tx, {
            type: 'BET_GOV',
            idempotencyKey: `bench:${++seq}`,
            lines: [
              { account: { memberId, kind: 'CASH' }, amount: -1n },
              { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: 1n },
            ],
          }),
        );
      };

    console.log(
      `ledger bench: ${CLIENTS} clients, ${SECONDS} s per run, PostgreSQL ${(await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v}`,
    );
    // The pool's server processes (its connections are all open after the first warm-up).
    const backends = async (): Promise<number[]> =>
      (
        await pool.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
        )
      ).rows.map((row) => row.pid);
    const run = (op: (client: number, i: number) => Promise<void>): Promise<Measured> =>
      measure(backends, op);
    const median = (values: number[]): number =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const totalCpu = (m: Measured): number => m.nodeCpu + (m.serverCpu ?? 0);
    for (const [label, spread] of [
      ['spread over 10,000 accounts', true],
      ['one hot account', false],
    ] as const) {
      // Warm-up of both paths: connections, prepared statements, caches.
      await run(bare(spread));
      await run(ledger(spread));
      const ratios: number[] = [];
      const postingRatios: number[] = [];
      const cpuRatios: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        // Alternate which side runs first, so a load change during a round favours neither.
        let bareTx: Measured;
        let viaLedger: Measured;
        if (round % 2 === 1) {
          bareTx = await run(bare(spread));
          viaLedger = await run(ledger(spread));
        } else {
          viaLedger = await run(ledger(spread));
          bareTx = await run(bare(spread));
        }
        const bareAuto = await run(bareAutocommit(spread));
        const journal = await run(debitAndJournal(spread));
        ratios.push(viaLedger.rate / bareTx.rate);
        postingRatios.push((viaLedger.rate * POSTINGS_PER_ENTRY) / bareTx.rate);
        cpuRatios.push(totalCpu(bareTx) / totalCpu(viaLedger));
        console.log(
          `${label}${ROUNDS > 1 ? ` (round ${round})` : ''}: postEntry ${viaLedger.rate.toFixed(0)} entries/s (${POSTINGS_PER_ENTRY} postings each), bare UPDATE in BEGIN/COMMIT ${bareTx.rate.toFixed(0)}/s, ` +
            `bare autocommit UPDATE ${bareAuto.rate.toFixed(0)}/s; ratio ${(viaLedger.rate / bareTx.rate).toFixed(2)} (vs autocommit ${(viaLedger.rate / bareAuto.rate).toFixed(2)})`,
        );
        console.log(
          `  in postings (the unit the issue names; a bare debit moves one account, an entry posts to two): ` +
            `${(viaLedger.rate * POSTINGS_PER_ENTRY).toFixed(0)} postings/s, ratio ${((viaLedger.rate * POSTINGS_PER_ENTRY) / bareTx.rate).toFixed(2)}`,
        );
        console.log(`  CPU: postEntry ${cpuText(viaLedger)}; bare UPDATE in BEGIN/COMMIT ${cpuText(bareTx)}`);
        console.log(
          `  extra reference, debit + one journal INSERT in BEGIN/COMMIT ${journal.rate.toFixed(0)}/s; postEntry / that ${(viaLedger.rate / journal.rate).toFixed(2)}`,
        );
      }
      if (ROUNDS > 1) {
        console.log(
          `${label}: median ratio postEntry / bare UPDATE in BEGIN/COMMIT over ${ROUNDS} rounds ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')})`,
        );
        console.log(
          `${label}: median CPU ratio (bare CPU per debit / postEntry CPU per debit) ${median(cpuRatios).toFixed(2)} (${cpuRatios.map((r) => r.toFixed(2)).join(', ')})`,
        );
      }
      const postingRatio = median(postingRatios);
      console.log(
        `${label}: target postings/s >= 0.8 x bare debits/s: ${postingRatio >= 0.8 ? 'met' : 'NOT met'} (median ${postingRatio.toFixed(2)}; in entries/s ${median(ratios).toFixed(2)})`,
      );
    }
  } finally {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
