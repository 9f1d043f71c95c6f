/**
 * The scratch databases the benches create next to the one DATABASE_URL names (default: the
 * machine's PostgreSQL `test` database) and drop at the end.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { adminQuery, databaseUrl } from '../apps/server/test/admin-query.ts';

export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on its own connection: CREATE/DROP DATABASE cannot run inside a pool's transaction. */
export const admin = async (text: string): Promise<void> => {
  await adminQuery(adminUrl, text);
};

/** The URL of database `name` on the same server as DATABASE_URL. */
export const urlOf = (name: string): string => databaseUrl(adminUrl, name);

/** A migrated scratch database: the app's handle on a small pool, and one client for set-based seeding. */
export interface MigratedScratch {
  db: Database;
  /** Runs one statement on the seeding client and answers its rows. */
  q: <R extends pg.QueryResultRow = Record<string, string>>(text: string, values?: unknown[]) => Promise<R[]>;
}

/**
 * Creates database `name` next to DATABASE_URL's, migrates it, runs `work` on it and drops it at
 * the end, whatever `work` did.
 */
export const withMigratedScratch = async (
  name: string,
  work: (scratch: MigratedScratch) => Promise<void>,
): Promise<void> => {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: urlOf(name), max: 4 });
  // DROP DATABASE ... WITH (FORCE) at the end ends idle clients: not an error worth a crash.
  pool.on('error', () => undefined);
  const client = new pg.Client({ connectionString: urlOf(name) });
  client.on('error', () => undefined);
  try {
    const connection = await openDatabase({ databaseUrl: urlOf(name), pgliteDir: '' });
    await connection.migrate();
    await connection.close();
    await client.connect();
    await work({
      db: drizzle({ client: pool, schema }),
      q: async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
        (await client.query<R>(text, values)).rows,
    });
  } finally {
    await client.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
};
