/**
 * Where a ledger debit's time goes, one client at a time (no contention): for the bare debit and
 * for postEntry it measures wall time, the PostgreSQL backend's CPU time (from /proc, so the
 * server must run on this machine), this process's CPU time and WAL bytes per operation.
 *
 *   npx tsx bench/ledger-probe.ts       (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   PROBE_OPS=2000 npx tsx bench/ledger-probe.ts
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { runMoneyTransaction } from '../apps/server/src/modules/wallet/money-transaction.ts';
import { postEntry } from '../apps/server/src/modules/wallet/post-entry.ts';
import { admin, urlOf } from './scratch-db.ts';

const OPS = Number(process.env.PROBE_OPS ?? 1000);
const ACCOUNTS = 10_000;
const scratch = `chokdee_probe_${process.pid}`;

/** utime + stime of a process in ms (clock ticks of 10 ms: use enough operations). */
const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const main = async (): Promise<void> => {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  // One connection only, so every statement runs on the backend whose CPU is read.
  const pool = new pg.Pool({ connectionString: urlOf(scratch), max: 1 });
  pool.on('error', () => undefined);
  try {
    const connection = await openDatabase({ databaseUrl: urlOf(scratch), pgliteDir: '' });
    await connection.migrate();
    await connection.close();
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    await db.execute(
      sql`insert into members (user_name, pin_hash) select 'probe' || g, 'x' from generate_series(1, ${ACCOUNTS}::int) g`,
    );
    await db.execute(
      sql`insert into ledger_accounts (member_id, kind, unit, balance) select id, 'CASH', 'THB', 1000000000000 from members`,
    );
    await pool.query('checkpoint');
    const ids = (await pool.query<{ id: string }>('select id::text from members order by id')).rows.map(
      (row) => BigInt(row.id),
    );
    const backend = Number(
      (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid,
    );
    const lsn = async (): Promise<bigint> =>
      BigInt(
        (await pool.query<{ b: string }>("select (pg_current_wal_lsn() - '0/0')::bigint::text as b")).rows[0]!
          .b,
      );

    let seq = 0;
    const pick = (i: number): bigint => ids[(i * 104_729) % ids.length]!;
    const variants: Record<string, (i: number) => Promise<void>> = {
      'bare debit (BEGIN; UPDATE; COMMIT)': async (i) => {
        const conn = await pool.connect();
        try {
          await conn.query('begin');
          await conn.query(
            "update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'CASH' and balance - held >= 1",
            [pick(i).toString()],
          );
          await conn.query('commit');
        } finally {
          conn.release();
        }
      },
      'runMoneyTransaction + select 1 (the wrapper alone)': async () => {
        await runMoneyTransaction(db, async (tx) => {
          await tx.execute(sql`select 1`);
        });
      },
      'runMoneyTransaction + postEntry (BET_GOV)': async (i) => {
        const memberId = pick(i);
        await runMoneyTransaction(db, (tx) =>
          postEntry(tx, {
            type: 'BET_GOV',
            idempotencyKey: `probe:${++seq}`,
            lines: [
              { account: { memberId, kind: 'CASH' }, amount: -1n },
              { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: 1n },
            ],
          }),
        );
      },
    };
    for (const round of [1, 2]) {
      for (const [label, op] of Object.entries(variants)) {
        for (let i = 0; i < 50; i++) await op(i); // warm-up: prepared statements, caches
        const wal0 = await lsn();
        const pg0 = cpuMsOf(backend);
        const node0 = process.cpuUsage();
        const t0 = performance.now();
        for (let i = 0; i < OPS; i++) await op(i);
        const wall = (performance.now() - t0) / OPS;
        const node = process.cpuUsage(node0);
        const pgCpu = (cpuMsOf(backend) - pg0) / OPS;
        const wal = Number((await lsn()) - wal0) / OPS;
        console.log(
          `round ${round} ${label}: ${wall.toFixed(3)} ms wall, backend CPU ${pgCpu.toFixed(3)} ms, ` +
            `node CPU ${((node.user + node.system) / 1000 / OPS).toFixed(3)} ms, WAL ${wal.toFixed(0)} B per op`,
        );
      }
    }
  } finally {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
