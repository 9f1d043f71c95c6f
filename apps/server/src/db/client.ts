import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the rest of the server uses; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DbEngine = 'pglite' | 'postgres';

export interface DbConnection {
  engine: DbEngine;
  db: Database;
  /** Applies the committed migrations in src/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A PostgreSQL URL; when unset the embedded PGlite at `pgliteDir` is used. */
  databaseUrl?: string | undefined;
  pgliteDir: string;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed 64-bit number; all nodes of one deployment must agree on it.
const MIGRATION_LOCK_KEY = 4_242_071_337;

const openPglite = async (dataDir: string): Promise<DbConnection> => {
  const client = new PGlite(dataDir);
  await client.waitReady;
  return pgliteConnection(client);
};

/** A connection over an already started PGlite (tests start theirs in memory from an image). */
export const pgliteConnection = (client: PGlite): DbConnection => {
  const db = drizzlePglite({ client, schema });
  return {
    engine: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: closeOnce(() => client.close()),
  };
};

const openPostgres = (connectionString: string): DbConnection => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    engine: 'postgres',
    db,
    migrate: async () => {
      // The advisory lock is per session, so take it and migrate on one dedicated connection:
      // two nodes starting at once then apply the migrations one after the other.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: closeOnce(() => pool.end()),
  };
};

/** Rows of a raw `db.execute(sql...)` result; PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Makes close() safe to call twice (shutdown paths and tests may both close). */
const closeOnce = (close: () => Promise<void>): (() => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

export const openDatabase = async (options: DbOptions): Promise<DbConnection> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
