/**
 * The PGlite directory a server will serve, seeded before it starts (PGlite is single-process, so
 * nothing else may touch it while the server runs). All seeds share one migrated connection:
 * opening PGlite costs seconds, copying a seeded directory a fraction of one.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';

export async function seedDataDir<T>(dataDir: string, seed: (db: Database) => Promise<T>): Promise<T> {
  const connection = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
  try {
    await connection.migrate();
    return await seed(connection.db);
  } finally {
    await connection.close();
  }
}

/** Copies the database of the data directory `from` into the data directory `to`. */
export function copyDataDir(from: string, to: string): void {
  cpSync(join(from, 'pglite'), join(to, 'pglite'), { recursive: true });
}
