import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/admin-query.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { openDatabase, rowsOf, type Database } from './client.ts';
import * as schema from './schema/index.ts';

const template = inject('testDbTemplate');

const appliedMigrations = async (db: Database): Promise<number> => {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return rows[0]?.n ?? -1;
};

describe('migrations', () => {
  it('running them again on a migrated database changes nothing', async () => {
    const { connection, destroy } = await createTestDatabase(template);
    try {
      const before = await appliedMigrations(connection.db);
      expect(before).toBeGreaterThan(0);
      await connection.migrate();
      expect(await appliedMigrations(connection.db)).toBe(before);
    } finally {
      await destroy();
    }
  });

  // Every table of the Drizzle schema, and nothing else: the migrations and the schema agree.
  const expectEveryTable = async (db: Database): Promise<void> => {
    const tables = rowsOf<{ table_name: string }>(
      await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    );
    const expected = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(tables.map((r) => r.table_name).sort()).toEqual(expected);
    expect(expected).toContain('members');
    expect(await appliedMigrations(db)).toBeGreaterThan(0);
  };

  // PGlite is one connection, so there is no race to test; its template was migrated from an
  // empty directory by the global setup, which a second empty start here would only repeat.
  it.runIf(template.engine === 'pglite')('created every table on the empty template', async () => {
    const { connection, destroy } = await createTestDatabase(template);
    try {
      await expectEveryTable(connection.db);
    } finally {
      await destroy();
    }
  });

  it.runIf(template.engine === 'postgres')(
    'three nodes starting at once on an empty database create every table',
    async () => {
      if (template.engine !== 'postgres') throw new Error('PostgreSQL only');
      const name = `chokdee_t_${randomBytes(6).toString('hex')}`;
      await adminQuery(template.adminUrl, `CREATE DATABASE ${name}`);
      const open = () => openDatabase({ databaseUrl: databaseUrl(template.adminUrl, name), pgliteDir: '' });
      const nodes = [await open(), await open(), await open()];
      try {
        // The advisory lock makes them take turns.
        await Promise.all(nodes.map((node) => node.migrate()));
        await expectEveryTable(nodes[0]!.db);
      } finally {
        for (const node of nodes) await node.close();
        await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  );
});
