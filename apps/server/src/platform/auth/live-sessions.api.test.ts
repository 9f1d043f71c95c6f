import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestMember } from '../../../test/realtime-node.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { members, memberSessions } from '../../db/schema/index.ts';
import { LIVE_SESSIONS_BATCH, liveSessionStatuses } from './live-sessions.ts';
import { revokeSession } from './sessions.ts';

const SECRET = 'live-sessions-test-'.padEnd(48, 'x');

describe('liveSessionStatuses: many sessions in one query', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(inject('testDbTemplate'));
    db = database.connection.db;
  });
  afterAll(() => database?.destroy());

  it('answers the current status of the live sessions only (not revoked, not expired), with one statement', async () => {
    const node = { db, config: { jwtSecret: SECRET } } as Parameters<typeof createTestMember>[0];
    const live = await createTestMember(node);
    const banned = await createTestMember(node);
    const guest = await createTestMember(node, 1);
    const revoked = await createTestMember(node);
    const expired = await createTestMember(node);
    await db.update(members).set({ status: 9 }).where(eq(members.id, banned.id));
    await revokeSession(db, revoked.sid);
    await db
      .update(memberSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(memberSessions.id, expired.sid));

    let statements = 0;
    const execute = db.execute.bind(db);
    const counting = Object.assign(Object.create(db) as Database, {
      execute: (...args: Parameters<Database['execute']>) => {
        statements += 1;
        return execute(...args);
      },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const statuses = await liveSessionStatuses(counting, [
      live.sid,
      banned.sid,
      guest.sid,
      revoked.sid,
      expired.sid,
      unknown,
      // Not a uuid (never from a verified token, but never a database error either).
      'not-a-uuid',
      live.sid.toUpperCase(),
    ]);
    expect(statements).toBe(1);
    expect(Object.fromEntries(statuses)).toEqual({
      [live.sid]: 0,
      [live.sid.toUpperCase()]: 0,
      [banned.sid]: 9,
      [guest.sid]: 1,
    });
  });

  it('makes no query for no well-formed id and refuses more than one batch', async () => {
    expect(await liveSessionStatuses(db, ['x'])).toEqual(new Map());
    const tooMany = Array.from({ length: LIVE_SESSIONS_BATCH + 1 }, () => crypto.randomUUID());
    await expect(liveSessionStatuses(db, tooMany)).rejects.toThrow(RangeError);
  });
});
