import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteConnection, type DbConnection } from '../src/db/client.ts';
import { adminQuery, databaseUrl } from './admin-query.ts';

/**
 * What the global setup hands each test file (through vitest's provide/inject). PGlite: the
 * migrated data directory (for a server process a test starts) and its image, from which each
 * test database starts in memory.
 */
export type TestDbTemplate =
  | { engine: 'pglite'; templateDir: string; templateImage: string }
  | { engine: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TestDbTemplate;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface TestDatabase {
  connection: DbConnection;
  /** PostgreSQL only: the URL of this database, for a server process started by a test. */
  databaseUrl?: string;
  /** Closes the connection and deletes the database. */
  destroy: () => Promise<void>;
}

/**
 * Drops a test database once its connections are gone. A pool's end() can resolve while the
 * server still holds a closing backend; dropping WITH (FORCE) at that moment kills it and the
 * client, with no listener left, throws an uncaught 57P01 into the test run. So wait for the
 * backends to leave, and force only as a last resort.
 */
const dropDatabase = async (adminUrl: string, name: string): Promise<void> => {
  for (let attempt = 1; attempt <= 50; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await sleep(100);
    }
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
};

/** Writes an uncompressed image of a PGlite data directory (PGlite's own dumpDataDir). */
export const writeDataDirImage = async (dataDir: string, imagePath: string): Promise<void> => {
  const client = new PGlite(dataDir);
  await client.waitReady;
  const image = await client.dumpDataDir('none');
  await client.close();
  await fs.writeFile(imagePath, new Uint8Array(await image.arrayBuffer()));
};

// Files of one worker share this module (isolate: false), so the image is read once per worker.
let templateImage: { path: string; bytes: Promise<Buffer> } | undefined;
const readTemplateImage = (imagePath: string): Promise<Buffer> => {
  if (templateImage?.path !== imagePath) templateImage = { path: imagePath, bytes: fs.readFile(imagePath) };
  return templateImage.bytes;
};

/** A fresh, already migrated database copied from the global template. */
export const createTestDatabase = async (template: TestDbTemplate): Promise<TestDatabase> => {
  if (template.engine === 'pglite') {
    // In memory from the template's image: about half the time of copying the data directory and
    // opening it from disk (creating and migrating a PGlite database takes ~4 s).
    const client = new PGlite({ loadDataDir: new Blob([await readTemplateImage(template.templateImage)]) });
    await client.waitReady;
    const connection = pgliteConnection(client);
    return { connection, destroy: () => connection.close() };
  }

  const name = `chokdee_t_${randomBytes(6).toString('hex')}`;
  // Two files copying the template at the same instant can see "being accessed by other users".
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
      break;
    } catch (error) {
      if (attempt >= 10 || (error as { code?: string }).code !== '55006') throw error;
      await sleep(100 * attempt);
    }
  }
  const url = databaseUrl(template.adminUrl, name);
  const connection = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  return {
    connection,
    databaseUrl: url,
    destroy: async () => {
      await connection.close();
      await dropDatabase(template.adminUrl, name);
    },
  };
};
