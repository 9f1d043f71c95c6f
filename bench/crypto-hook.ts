/**
 * USDT deposits through the real code: BENCH_REQUESTS members each get a pool address and an open
 * request (createCryptoDeposit, BENCH_CONCURRENCY at a time), then per request the crypto hook
 * three times (processCryptoHook): first sight at 1 confirmation (recorded, linked to the
 * request), at the required confirmations (credited: DEPOSIT entry), and a repeat with more (no
 * effect). Baseline in the same run: the same number of transfers recorded by one bare
 * `INSERT ... ON CONFLICT DO UPDATE` transaction each, nothing else.
 *
 *   npx tsx bench/crypto-hook.ts     (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_REQUESTS=2000 BENCH_CONCURRENCY=8 npx tsx bench/crypto-hook.ts
 *
 * It creates a scratch database next to the given one and drops it at the end.
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { createCryptoDeposit } from '../apps/server/src/modules/deposits/crypto/create-crypto-deposit.ts';
import { processCryptoHook } from '../apps/server/src/modules/deposits/crypto/crypto-transfers.ts';
import { satang, usdtToMicro } from '@chokdee/domain';
import { admin, urlOf } from './scratch-db.ts';
import { seconds, pooled } from './timing.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const CONFIRMATIONS = 3;
const scratch = `chokdee_bench_crypto_${process.pid}`;
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

    await q(`insert into site_settings (key, value) values ('crypto', $1::jsonb)`, [
      JSON.stringify({
        rateSatang: 3500,
        requestMinutes: 30,
        networks: [{ network: 'ERC20', confirmations: CONFIRMATIONS }],
      }),
    ]);
    await q(
      `insert into crypto_addresses (network, address)
       select 'ERC20', '0x' || lpad(to_hex(g), 40, '0') from generate_series(1, $1::int) g`,
      [REQUESTS],
    );
    const members = (
      await q(
        `insert into members (user_name, pin_hash) select 'bench' || g, 'x' from generate_series(1, $1::int) g returning id::text`,
        [REQUESTS],
      )
    ).map((row) => BigInt(row.id!));

    const requests: Array<{ address: string; micro: bigint; txHash: string }> = [];
    const open = await seconds(() =>
      pooled(
        members.map((memberId, i) => async () => {
          const d = await createCryptoDeposit(db, LIMITS, {
            memberId,
            amount: BigInt((100 + (i % 500)) * 100),
            network: 'ERC20',
          });
          requests.push({
            address: d.address,
            micro: usdtToMicro(d.cryptoAmount)!,
            txHash: randomBytes(32).toString('hex'),
          });
        }),
        CONCURRENCY,
      ),
    );

    const statuses = new Map<string, number>();
    let credited = 0;
    const round = (confirmations: number) => () =>
      pooled(
        requests.map((r) => async () => {
          const answer = await processCryptoHook(db, {
            txHash: r.txHash,
            network: 'ERC20',
            address: r.address,
            amount: r.micro,
            confirmations,
          });
          if (answer.creditedNow) credited += 1;
          if (confirmations > CONFIRMATIONS)
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }),
        CONCURRENCY,
      );
    const seen = await seconds(round(1));
    const credit = await seconds(round(CONFIRMATIONS));
    const repeat = await seconds(round(CONFIRMATIONS + 10));

    const baseline = await seconds(() =>
      pooled(
        requests.map((r, i) => async () => {
          const client = await pool.connect();
          try {
            await client.query('begin');
            await client.query(
              `insert into crypto_transfers (network, tx_hash, address, amount, confirmations, status)
               values ('BEP20', $1, $2, 1, 1, 'CONFIRMING')
               on conflict (network, tx_hash) do update set confirmations = excluded.confirmations`,
              [`B${i}`, r.address],
            );
            await client.query('commit');
          } finally {
            client.release();
          }
        }),
        CONCURRENCY,
      ),
    );

    const [entries] = await q(`select count(*)::int as n from ledger_entries where type = 'DEPOSIT'`);
    const rate = (n: number, s: number) => `${Math.round(n / s)}/s`;
    console.log(`requests ${REQUESTS}, concurrency ${CONCURRENCY}, confirmations ${CONFIRMATIONS}`);
    console.log(`open requests (address + request):  ${open.toFixed(2)} s  ${rate(REQUESTS, open)}`);
    console.log(`hook, first sight (record + link):  ${seen.toFixed(2)} s  ${rate(REQUESTS, seen)}`);
    console.log(`hook, at N (credit, DEPOSIT entry): ${credit.toFixed(2)} s  ${rate(REQUESTS, credit)}`);
    console.log(`hook, repeat (no effect):           ${repeat.toFixed(2)} s  ${rate(REQUESTS, repeat)}`);
    console.log(`baseline bare upsert transaction:    ${baseline.toFixed(2)} s  ${rate(REQUESTS, baseline)}`);
    console.log(
      `credited ${credited}, DEPOSIT entries ${entries?.n}, final statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    if (credited !== REQUESTS || Number(entries?.n) !== REQUESTS)
      throw new Error('every request must be credited exactly once');
  } finally {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
