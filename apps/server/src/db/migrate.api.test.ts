import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, inject, it } from 'vitest';
import { adminQuery, createTestDatabase, databaseUrl } from '../../test/test-db.ts';
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

  it('creates every table on an empty database', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-empty-'));
    const name = `chokdee_t_${randomBytes(6).toString('hex')}`;
    if (template.engine === 'postgres') await adminQuery(template.adminUrl, `CREATE DATABASE ${name}`);
    const open = () =>
      openDatabase({
        databaseUrl: template.engine === 'postgres' ? databaseUrl(template.adminUrl, name) : undefined,
        pgliteDir: path.join(dir, 'pglite'),
      });
    const nodes =
      template.engine === 'postgres' ? [await open(), await open(), await open()] : [await open()];
    try {
      // On PostgreSQL three "nodes" start at once; the advisory lock makes them take turns.
      await Promise.all(nodes.map((node) => node.migrate()));
      const first = nodes[0];
      if (!first) throw new Error('no node');
      const tables = rowsOf<{ table_name: string }>(
        await first.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        ),
      );
      // Every table of the Drizzle schema, and nothing else: the migrations and the schema agree.
      const expected = Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table))
        .sort();
      expect(tables.map((r) => r.table_name).sort()).toEqual(expected);
      expect(expected).toContain('members');
      expect(await appliedMigrations(first.db)).toBeGreaterThan(0);
    } finally {
      for (const node of nodes) await node.close();
      if (template.engine === 'postgres')
        await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
