import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type DbConnection } from '../src/db/client.ts';
import { members } from '../src/db/schema/index.ts';
import { issueSession } from '../src/platform/auth/index.ts';
import type { RealtimeOptions } from '../src/platform/realtime/index.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/**
 * A server node for realtime tests: like startTestApp, plus realtime options and the choice of
 * an existing database, so two nodes can share one PostgreSQL database (each with its own pool,
 * as two processes would).
 */
export interface TestNode {
  url: string;
  /** ws://127.0.0.1:<port> */
  wsUrl: string;
  app: App;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestNodeOptions {
  /** Share this database (PostgreSQL: a new pool on its URL); omitted: a fresh test database. */
  database?: TestDatabase;
  realtime?: RealtimeOptions;
  env?: Record<string, string>;
}

const SECRET = 'test-secret-'.padEnd(48, 'x');

export const startTestNode = async (options: TestNodeOptions = {}): Promise<TestNode> => {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-test-node-'));
  const owned = options.database ? undefined : await createTestDatabase(inject('testDbTemplate'));
  let connection: DbConnection;
  if (owned) connection = owned.connection;
  else if (options.database?.databaseUrl)
    connection = await openDatabase({ databaseUrl: options.database.databaseUrl, pgliteDir: '' });
  // PGlite has one connection per database; nodes in one process share it.
  else connection = options.database!.connection;
  const ownPool = !owned && connection !== options.database?.connection;

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: SECRET,
    HOOK_SECRET: SECRET,
    DEMO: '0',
    WEB_DIST_DIR: path.join(tmp, 'no-web-dist'),
    ...options.env,
  });
  const app = await buildApp(config, {
    connection,
    ...(options.realtime ? { realtime: options.realtime } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws'),
    app,
    db: connection.db,
    config,
    close: async () => {
      await app.close();
      if (owned) await owned.destroy();
      else if (ownPool) await connection.close();
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
};

export interface TestMember {
  id: bigint;
  uuid: string;
  token: string;
  sid: string;
}

let memberSeq = 0;

/** A member row plus a live session token (no HTTP: these tests are about the socket). */
export const createTestMember = async (
  node: Pick<TestNode, 'db' | 'config'>,
  status = 0,
): Promise<TestMember> => {
  memberSeq += 1;
  const [row] = await node.db
    .insert(members)
    .values({
      userName: `rt${process.pid}x${memberSeq}x${Date.now() % 100000}`,
      pinHash: 'not-a-hash',
      birthDate: '1990-05-17',
      status,
    })
    .returning({ id: members.id, uuid: members.uuid });
  if (!row) throw new Error('member insert returned no row');
  const session = await issueSession(node.db, node.config.jwtSecret, { id: row.id, uuid: row.uuid, status });
  return { id: row.id, uuid: row.uuid, token: session.token, sid: session.sid };
};

/** A ws client that records frames and its close. */
export interface TestSocket {
  ws: WebSocket;
  frames: string[];
  /** Resolves on open, rejects if the upgrade is refused (e.g. 429). */
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** The next frame (already received or future) for which `match` holds. */
  nextFrame(match?: (text: string) => boolean, timeoutMs?: number): Promise<string>;
}

export const openTestSocket = (url: string, options: WebSocket.ClientOptions = {}): TestSocket => {
  const ws = new WebSocket(url, options);
  const frames: string[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: WebSocket.RawData) => {
    frames.push(
      Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'),
    );
    for (const wake of waiters) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
  opened.catch(() => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const nextFrame = (match: (text: string) => boolean = () => true, timeoutMs = 2_000): Promise<string> =>
    new Promise((resolve, reject) => {
      let seen = 0;
      const check = (): boolean => {
        for (; seen < frames.length; seen++) {
          const text = frames[seen]!;
          if (match(text)) {
            cleanup();
            resolve(text);
            return true;
          }
        }
        return false;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching frame within ${timeoutMs} ms (got ${frames.length})`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      const wake = () => void check();
      if (!check()) waiters.add(wake);
    });
  return { ws, frames, opened, closed, nextFrame };
};

/** A raw upgraded TCP socket that never reads (a client that stopped consuming). */
export const openStalledSocket = (wsUrl: string, token: string): Promise<Duplex> =>
  new Promise((resolve, reject) => {
    const url = new URL(`/ccu?token=${encodeURIComponent(token)}`, wsUrl.replace(/^ws/, 'http'));
    const request = http.request(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
      },
    });
    request.on('upgrade', (_res, socket) => {
      socket.pause();
      socket.on('error', () => undefined);
      resolve(socket);
    });
    request.on('response', (res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    request.on('error', reject);
    request.end();
  });

export interface TwoNodes {
  database: TestDatabase;
  nodeA: TestNode;
  nodeB: TestNode;
  close(): Promise<void>;
}

/**
 * Why two server nodes cannot run here, or undefined: they need a database both can open
 * (PostgreSQL) and a Redis between them. A skip is logged under `label`.
 */
export const twoNodesSkipReason = (label: string): string | undefined => {
  const reason =
    inject('testDbTemplate').engine !== 'postgres'
      ? 'needs the PostgreSQL engine (runs in api-postgres)'
      : !process.env.REDIS_URL
        ? 'needs REDIS_URL'
        : undefined;
  if (reason) console.info(`[${label}] skipped: ${reason}`);
  return reason;
};

/** Two nodes on one fresh database and one Redis, under a Redis prefix of their own (parallel runs share Redis). */
export const startTwoNodes = async (env: Record<string, string> = {}): Promise<TwoNodes> => {
  const database = await createTestDatabase(inject('testDbTemplate'));
  const options = {
    database,
    env: { ...env, REDIS_URL: process.env.REDIS_URL ?? '' },
    realtime: { redisPrefix: `chokdee-test:${process.pid}:${Date.now()}:` },
  };
  const [nodeA, nodeB] = await Promise.all([startTestNode(options), startTestNode(options)]);
  return {
    database,
    nodeA,
    nodeB,
    close: async () => {
      await Promise.all([nodeA.close(), nodeB.close()]);
      await database.destroy();
    },
  };
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true or fails after `timeoutMs`. */
export const waitFor = async (check: () => boolean, timeoutMs = 2_000, what = 'condition'): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
};
