/**
 * The database a test server serves, named by its data directory: a PGlite directory inside it, as
 * `npm start` has, or — when the run has PostgreSQL (TEST_DATABASE_URL, as CI sets) — a database
 * of the directory's name there. PGlite answers every query on one WASM thread: with two browsers
 * at once on a busy 2-core runner, a login then queued behind the other browser's pages for
 * seconds. The demo on PGlite keeps its own tests (db/demo-seed.api.test.ts).
 *
 * Seeds run before the server starts (PGlite is single-process). All seeds share one migrated
 * connection: opening PGlite costs seconds, copying a seeded database a fraction of one.
 */
import { cpSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { adminQuery, databaseUrl } from '../../apps/server/test/admin-query.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

const databaseNameOf = (dataDir: string): string =>
  basename(dataDir)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_');

/** The PostgreSQL URL the server of this data directory uses; undefined on PGlite. */
export const databaseUrlOf = (dataDir: string): string | undefined =>
  adminUrl ? databaseUrl(adminUrl, databaseNameOf(dataDir)) : undefined;

const createDatabaseOnce = async (url: string, name: string, template?: string): Promise<void> => {
  try {
    await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  } catch (error) {
    // 42P04: the database exists (a second seed of the same directory).
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
};

export async function seedDataDir<T>(dataDir: string, seed: (db: Database) => Promise<T>): Promise<T> {
  if (adminUrl) await createDatabaseOnce(adminUrl, databaseNameOf(dataDir));
  const connection = await openDatabase({
    databaseUrl: databaseUrlOf(dataDir),
    pgliteDir: join(dataDir, 'pglite'),
  });
  try {
    await connection.migrate();
    return await seed(connection.db);
  } finally {
    await connection.close();
  }
}

/** Copies the database of the data directory `from` (no server may be using it) into `to`'s. */
export async function copyDataDir(from: string, to: string): Promise<void> {
  if (adminUrl) await createDatabaseOnce(adminUrl, databaseNameOf(to), databaseNameOf(from));
  else cpSync(join(from, 'pglite'), join(to, 'pglite'), { recursive: true });
}

/** Deletes the data directory and its database, once its server has stopped. */
export async function removeDataDir(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${databaseNameOf(dataDir)} with (force)`);
}
