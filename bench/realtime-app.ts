/**
 * The realtime bench's server (a child of bench/realtime.ts): the real app (buildApp) on a scratch
 * PostgreSQL database with BENCH_SOCKETS members, one live session and signed token each; every
 * balance change is a DEPOSIT ledger entry through runMoneyTransaction, which publishes the
 * member's new balance after COMMIT like any deposit does.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { SESSION_TTL_SECONDS, signAccessToken } from '../apps/server/src/platform/auth/tokens.ts';
import { moneyUpdateMessage } from '../apps/server/src/platform/realtime/money.ts';
import { REALTIME_DEFAULTS } from '../apps/server/src/platform/realtime/realtime-options.ts';
import { credit } from '../apps/server/src/modules/wallet/test-kit.ts';
import { setMoneyUpdatePublisher } from '../apps/server/src/modules/wallet/money-updates.ts';
import { frameKey, wallNow, type FrameKey } from './realtime-protocol.ts';
import { memberIndexOf, serveBench } from './realtime-serve.ts';
import { admin, urlOf } from './scratch-db.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const HEARTBEAT_MS = Number(process.env.BENCH_HEARTBEAT_MS ?? 10_000);
const REVALIDATE_EVERY = Number(process.env.BENCH_REVALIDATE_EVERY ?? 2);
const WARM_UP_CHANGES = 500;
const SECRET = 'bench-realtime-secret-'.padEnd(48, 'x');
const scratch = `chokdee_bench_rt_${process.pid}`;

interface BenchMember {
  id: string;
  uuid: string;
  sid: string;
}

/** SOCKETS members and a live session each, in one statement. */
const insertMembersWithSessions = async (
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  expiresAt: Date,
): Promise<BenchMember[]> =>
  rowsOf<BenchMember>(
    await db.execute(sql`
      with m as (
        insert into members (user_name, pin_hash, birth_date)
        select 'rt' || g, 'x', '1990-05-17' from generate_series(1, ${SOCKETS}::int) g
        returning id, uuid),
      s as (
        insert into member_sessions (member_id, expires_at)
        select id, ${expiresAt.toISOString()}::timestamptz from m
        returning id, member_id)
      select m.id::text as id, m.uuid::text as uuid, s.id::text as sid
      from m join s on s.member_id = m.id
      order by m.id`),
  );

await serveBench(async () => {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-bench-rt-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: urlOf(scratch),
    JWT_SECRET: SECRET,
    HOOK_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    // Never called: production refuses to start without an SMS gateway.
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    SMS_GATEWAY_KEY: 'bench',
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST_DIR: path.join(tmp, 'no-web-dist'),
  });
  const connection = await openDatabase({ databaseUrl: urlOf(scratch), pgliteDir: '' });
  await connection.migrate();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const members = await insertMembersWithSessions(connection.db, expiresAt);
  const tokens = await Promise.all(
    members.map((m) => signAccessToken({ uuid: m.uuid, status: 0, sid: m.sid }, SECRET, expiresAt)),
  );
  // A running server has its ledger path compiled and its pool connected.
  for (let i = 0; i < WARM_UP_CHANGES; i += 10)
    await Promise.all(
      members
        .slice(i, i + 10)
        .map((m) => credit(connection.db, BigInt(m.id), 1n, { key: `bench-rt-warm:${m.id}` })),
    );
  await connection.db.execute(sql`analyze`);

  const realtime = {
    heartbeatMs: HEARTBEAT_MS,
    revalidateEveryBeats: REVALIDATE_EVERY,
    // Every bench socket comes from 127.0.0.1.
    connectsPerMinute: SOCKETS * 2,
  };
  const app = await buildApp(config, { connection, realtime });
  // The ledger publishes after COMMIT through this: when each frame entered the realtime path.
  const publishedAt = new Map<FrameKey, number>();
  setMoneyUpdatePublisher(connection.db, {
    publishMoneyUpdate: (memberUuid, balanceSatang) => {
      publishedAt.set(frameKey(memberUuid, moneyUpdateMessage(balanceSatang)), wallNow());
      return app.realtime.publishMoneyUpdate(memberUuid, balanceSatang);
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    url: `${url.replace(/^http/, 'ws')}/ccu`,
    tokens,
    config:
      `app: heartbeat ${HEARTBEAT_MS} ms, session re-check every ${REVALIDATE_EVERY} beats ` +
      `(production defaults: ${REALTIME_DEFAULTS.heartbeatMs} ms, every ${REALTIME_DEFAULTS.revalidateEveryBeats} beats), ` +
      `PostgreSQL, in-process hub, LOG_LEVEL=warn; a change = a DEPOSIT entry through the ledger`,
    open: () => app.realtime.connectionCount(),
    change: async (i) => {
      const member = members[memberIndexOf(i, SOCKETS)]!;
      const memberId = BigInt(member.id);
      const entry = await credit(connection.db, memberId, BigInt(i + 1), { key: `bench-rt:${i}` });
      const line = entry.lines.find((l) => l.memberId === memberId);
      const key = frameKey(member.uuid, moneyUpdateMessage(line?.availableAfter ?? -1n));
      const at = publishedAt.get(key) ?? NaN;
      publishedAt.delete(key);
      return { key, publishedAt: at };
    },
    close: async () => {
      await app.close();
      await connection.close();
      await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
});
