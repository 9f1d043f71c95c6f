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
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
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
const databaseUrl = process.env.DATABASE_URL;

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-bench-games-'));

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
