import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { balanceOf, credit, debit, insertMembers, uniqueKey } from './test-kit.ts';

/**
 * Real concurrency needs real connections: PostgreSQL only (PGlite is one connection, so this
 * file is skipped there). 32 clients race for one balance.
 */
const template = inject('testDbTemplate');
const CLIENTS = 32;

describe.skipIf(template.engine !== 'postgres')('ledger under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(template);
    pool = new pg.Pool({ connectionString: database.databaseUrl, max: CLIENTS });
    db = drizzle({ client: pool, schema });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.destroy();
  });

  it('6,400 debits of 1 baht from 32 clients against 2,000 baht: exactly 2,000 succeed, never negative', async () => {
    const [m] = await insertMembers(db, 1);
    await credit(db, m!, 200_000n);
    let ok = 0;
    let refused = 0;
    const worker = async (): Promise<void> => {
      for (let i = 0; i < 6_400 / CLIENTS; i++) {
        try {
          await debit(db, m!, 100n);
          ok += 1;
        } catch (error) {
          if ((error as { code?: string }).code !== 'INSUFFICIENT_BALANCE') throw error;
          refused += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, worker));
    expect({ ok, refused }).toEqual({ ok: 2_000, refused: 4_400 });
    expect(await balanceOf(db, m!)).toEqual({ balance: 0n, held: 0n });
    const [stats] = rowsOf<{ n: string; low: string }>(
      await db.execute(sql`
        select count(*)::text as n, min(p.balance_after)::text as low
        from ledger_postings p join ledger_accounts a on a.id = p.account_id where a.member_id = ${m!.toString()}::bigint`),
    );
    expect(stats).toEqual({ n: '2001', low: '0' });
  }, 300_000);

  it('the same key sent 10 times at once moves the money once', async () => {
    const [m] = await insertMembers(db, 1);
    await credit(db, m!, 10_000n);
    const key = uniqueKey('race');
    const results = await Promise.all(Array.from({ length: 10 }, () => debit(db, m!, 1_000n, key)));
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(db, m!)).toEqual({ balance: 9_000n, held: 0n });
  });
});
