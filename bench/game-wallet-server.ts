/**
 * The server side of bench/game-wallet.ts, run as its own process so the load generator's CPU is
 * not counted against it. Started with an IPC channel; once listening it sends `{ url, ... }` to
 * the parent and serves until killed.
 *
 *   BENCH_SERVER=app   the real app (buildApp) on DATABASE_URL (NODE_ENV development: HOOK_SECRET
 *                      signs provider `bench`), with BENCH_PLAYERS funded members, each with a game
 *                      session of provider `bench`; sends their tokens and uuids.
 *   BENCH_SERVER=bare  bare Fastify (no logger, no plugins) and a pg pool on DATABASE_URL, one route
 *                      `POST /bare` of `{ id, amount }` that does only a conditional-UPDATE debit
 *                      of table bench_balances: the baseline.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { credit, insertMembers } from '../apps/server/src/modules/wallet/test-kit.ts';

export interface GameWalletReady {
  url: string;
  /** app: the players' game session tokens and member uuids; bare: the balance row ids. */
  players: Array<{ token: string; user: string }>;
}

const SECRET = 'bench-secret-'.padEnd(48, 'x');
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
// Enough for every bet of a run at 1 satang each.
const FUNDS = 1_000_000_00n;
const HISTORY = Number(process.env.BENCH_HISTORY ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-bench-games-'));

/**
 * BENCH_HISTORY earlier bets of the players (default 100,000), a day old, each as the seamless
 * wallet leaves it: its row, its BET_GAME entry and postings, the balances in step; then ANALYZE.
 * A busy site's tables are not empty, and the bench runs for less than autovacuum's minute: over
 * empty tables every prepared statement would be planned, and stay planned, for tables of a few
 * rows while they grow by tens of thousands.
 */
const seedHistory = async (db: Database, memberIds: readonly bigint[]): Promise<void> => {
  const members = `{${memberIds.join(',')}}`;
  await db.execute(sql`
    insert into game_transactions (provider_id, transaction_id, kind, member_id, round_id, game_id, amount,
      body_hash, outcome, created_at)
    select p.id, 'history-' || g, 'bet', (${members}::bigint[])[1 + g % ${memberIds.length}],
      'history-' || g / 10, 'bench-slot', 1, 'history', 'OK', now() - interval '1 day' + g * interval '1 ms'
    from game_providers p cross join generate_series(1, ${HISTORY}::int) g where p.code = 'bench'`);
  await db.execute(sql`
    with e as (
      insert into ledger_entries (type, idempotency_key, request_hash, ref_type, ref_id, created_at)
      select 'BET_GAME', 'game-bet:' || b.id, 'history', 'game-bet', b.id::text, b.created_at
      from game_transactions b where b.body_hash = 'history'
      returning id, ref_id, created_at)
    insert into ledger_postings (entry_id, account_id, amount, created_at)
    select e.id, a.id, -1, e.created_at from e join game_transactions b on b.id = e.ref_id::bigint
      join ledger_accounts a on a.member_id = b.member_id and a.kind = 'CASH'
    union all
    select e.id, h.id, 1, e.created_at from e cross join ledger_accounts h
    where h.member_id is null and h.kind = 'HOUSE_GAME_PROVIDERS'
    order by 1`);
  await db.execute(sql`
    update game_transactions g set ledger_entry_id = e.id
    from ledger_entries e where g.body_hash = 'history' and e.idempotency_key = 'game-bet:' || g.id`);
  await db.execute(sql`
    update ledger_accounts a set balance = a.balance - h.bets
    from (select member_id, count(*) as bets from game_transactions where body_hash = 'history' group by member_id) h
    where a.member_id = h.member_id and a.kind = 'CASH'`);
  await db.execute(sql`analyze`);
};

const startApp = async (): Promise<GameWalletReady> => {
  const connection = await openDatabase({ databaseUrl, pgliteDir: path.join(tmp, 'pglite') });
  await connection.migrate();
  const { db } = connection;
  await db.execute(sql`
    insert into game_providers (code, names, type, launch_kind, launch_url, logo)
    values ('bench', '{"th":"bench","en":"bench","kh":"bench","mm":"bench"}', 'slot', 'url-template', 'http://127.0.0.1:9/', '/games/bench.svg')
    on conflict (code) do nothing`);
  const ids = await insertMembers(db, PLAYERS);
  const players: GameWalletReady['players'] = [];
  for (const id of ids) {
    await credit(db, id, FUNDS);
    const token = randomBytes(32).toString('base64url');
    const [row] = rowsOf<{ uuid: string }>(
      await db.execute(sql`
        with s as (
          insert into game_sessions (token_hash, member_id, provider_id, expires_at)
          select ${createHash('sha256').update(token).digest('hex')}, ${id.toString()}::bigint, id, now() + interval '8 hours'
          from game_providers where code = 'bench')
        select uuid::text from members where id = ${id.toString()}::bigint`),
    );
    players.push({ token, user: row?.uuid ?? '' });
  }
  await seedHistory(db, ids);
  const config = loadConfig({
    NODE_ENV: 'development',
    DEMO: '0',
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    JWT_SECRET: SECRET,
    HOOK_SECRET: SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WEB_DIST_DIR: path.join(tmp, 'no-web-dist'),
  });
  const app = await buildApp(config, { connection });
  return { url: await app.listen({ port: 0, host: '127.0.0.1' }), players };
};

const startBare = async (): Promise<GameWalletReady> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(
    `create table if not exists bench_balances (id int primary key, balance bigint not null check (balance >= 0))`,
  );
  await pool.query(
    `insert into bench_balances select g, $2::bigint from generate_series(1, $1::int) g on conflict (id) do nothing`,
    [PLAYERS, FUNDS.toString()],
  );
  const app = Fastify();
  app.post<{ Body: { id: number; amount: number } }>('/bare', async (request) => {
    const { rows } = await pool.query<{ balance: string }>({
      name: 'bare_debit',
      text: 'update bench_balances set balance = balance - $2 where id = $1 and balance >= $2 returning balance::text',
      values: [request.body.id, request.body.amount],
    });
    return {
      data: { status: rows[0] ? 'OK' : 'INSUFFICIENT_FUNDS', balance: Number(rows[0]?.balance ?? 0) },
    };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, players: Array.from({ length: PLAYERS }, (_, i) => ({ token: '', user: String(i + 1) })) };
};

const ready = await (process.env.BENCH_SERVER === 'bare' ? startBare() : startApp());
process.send?.(ready);
process.once('SIGINT', () => {
  void fs.rm(tmp, { recursive: true, force: true }).finally(() => process.exit(0));
});
