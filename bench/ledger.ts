/**
 * Ledger throughput: debits through postEntry (the real path: claim + conditional UPDATE +
 * postings + triggers, one round trip inside BEGIN/COMMIT) against a bare conditional-UPDATE
 * debit on the same rows of the same database, in the same run, with N concurrent clients;
 * spread over 10,000 accounts and on one hot account. Prints debits/s and the ratios.
 *
 *   npx tsx bench/ledger.ts            (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CLIENTS=16 BENCH_SECONDS=5 npx tsx bench/ledger.ts
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

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ACCOUNTS = 10_000;
const scratch = `chokdee_bench_${process.pid}`;

const admin = async (text: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const urlOf = (name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `op` in CLIENTS loops for SECONDS; answers completed operations per second. */
const measure = async (op: (client: number, i: number) => Promise<void>): Promise<number> => {
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
  return done / ((Date.now() - started) / 1000);
};

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
    await db.execute(sql`insert into members (user_name, pin_hash) select 'bench' || g, 'x' from generate_series(1, ${ACCOUNTS}::int) g`);
    await db.execute(sql`insert into ledger_accounts (member_id, kind, unit, balance) select id, 'CASH', 'THB', 1000000000000 from members`);
    const ids = (await pool.query<{ id: string }>('select id::text from members order by id')).rows.map((row) => BigInt(row.id));
    const hot = ids[0]!;
    const pick = (spread: boolean, client: number, i: number): bigint => (spread ? ids[(client * 7919 + i * 104_729) % ids.length]! : hot);

    const bare = (spread: boolean) => async (client: number, i: number): Promise<void> => {
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        const result = await conn.query("update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'CASH' and balance - held >= 1", [pick(spread, client, i).toString()]);
        if (result.rowCount !== 1) throw new Error('bare debit refused');
        await conn.query('commit');
      } finally {
        conn.release();
      }
    };
    // A richer reference (not the target's baseline): the same debit plus one journal row, i.e. the
    // least a ledger that records each movement must write. Printed on its own line.
    await pool.query('create table bench_journal (id bigserial primary key, account_id bigint not null, amount bigint not null, created_at timestamptz not null default now())');
    const debitAndJournal = (spread: boolean) => async (client: number, i: number): Promise<void> => {
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        const result = await conn.query<{ id: string }>("update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'CASH' and balance - held >= 1 returning id", [pick(spread, client, i).toString()]);
        if (result.rowCount !== 1) throw new Error('bare debit refused');
        await conn.query('insert into bench_journal (account_id, amount) values ($1, -1)', [result.rows[0]?.id]);
        await conn.query('commit');
      } finally {
        conn.release();
      }
    };
    const bareAutocommit = (spread: boolean) => async (client: number, i: number): Promise<void> => {
      await pool.query("update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'CASH' and balance - held >= 1", [pick(spread, client, i).toString()]);
    };
    let seq = 0;
    const ledger = (spread: boolean) => async (client: number, i: number): Promise<void> => {
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

    console.log(`ledger bench: ${CLIENTS} clients, ${SECONDS} s per run, PostgreSQL ${(await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v}`);
    for (const [label, spread] of [['spread over 10,000 accounts', true], ['one hot account', false]] as const) {
      await measure(bare(spread)); // warm-up
      const bareTx = await measure(bare(spread));
      const bareAuto = await measure(bareAutocommit(spread));
      const viaLedger = await measure(ledger(spread));
      const journal = await measure(debitAndJournal(spread));
      console.log(
        `${label}: postEntry ${viaLedger.toFixed(0)}/s (2 postings each), bare UPDATE in BEGIN/COMMIT ${bareTx.toFixed(0)}/s, ` +
          `bare autocommit UPDATE ${bareAuto.toFixed(0)}/s; ratio ${(viaLedger / bareTx).toFixed(2)} (vs autocommit ${(viaLedger / bareAuto).toFixed(2)})`,
      );
      console.log(`  extra reference, debit + one journal INSERT in BEGIN/COMMIT ${journal.toFixed(0)}/s; postEntry / that ${(viaLedger / journal).toFixed(2)}`);
    }
  } finally {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
