/**
 * The server side of bench/request-path.ts, run as its own process so the load generator's CPU
 * is not counted against it. Started with an IPC channel; once listening it sends
 * `{ url, token? }` to the parent and serves until killed.
 *
 *   BENCH_SERVER=app   the real app (buildApp) on DATABASE_URL, or on PGlite in a temp dir when
 *                      unset; logs at LOG_LEVEL (default info) to stdout, which the parent discards.
 *                      It creates one funded member with a session and sends its token.
 *   BENCH_SERVER=bare  bare Fastify (no logger, no plugins), one route `GET /bare` answering
 *                      BARE_BODY as JSON: the baseline.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { members } from '../apps/server/src/db/schema/index.ts';
import { issueSession } from '../apps/server/src/platform/auth/index.ts';
import { credit, insertMembers } from '../apps/server/src/modules/wallet/test-kit.ts';

export interface ServerReady {
  url: string;
  /** A member's access token (app only). */
  token?: string;
}

const SECRET = 'bench-secret-'.padEnd(48, 'x');

const startApp = async (): Promise<ServerReady> => {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-bench-path-'));
  const databaseUrl = process.env.DATABASE_URL;
  const connection = await openDatabase({ databaseUrl, pgliteDir: path.join(tmp, 'pglite') });
  await connection.migrate();
  const [memberId] = await insertMembers(connection.db, 1);
  await credit(connection.db, memberId!, 123_456n, { key: `bench-path:${process.pid}` });
  const [member] = await connection.db
    .select({ id: members.id, uuid: members.uuid, status: members.status })
    .from(members)
    .where(eq(members.id, memberId!));
  const session = await issueSession(connection.db, SECRET, member!);
  const config = loadConfig({
    // Production would also ask for an SMS gateway; what differs in development (dev-only routes)
    // is not on the measured path.
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
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, token: session.token };
};

const startBare = async (): Promise<ServerReady> => {
  const body = process.env.BARE_BODY ?? '{"data":{"money":1234.56}}';
  const app = Fastify();
  app.get('/bare', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url };
};

const ready = await (process.env.BENCH_SERVER === 'bare' ? startBare() : startApp());
process.send?.(ready);
// A normal exit on the parent's SIGINT, so `node --cpu-prof` writes its profile.
process.once('SIGINT', () => process.exit(0));
