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
  /** Closes the connection; the database is deleted in the background. */
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

/** The run's test databases are named after its template, so its teardown finds what is left. */
export const testDatabasePrefix = (templateName: string): string => `${templateName}_t_`;

const copyTemplate = async (adminUrl: string, templateName: string): Promise<string> => {
  const name = `${testDatabasePrefix(templateName)}${randomBytes(6).toString('hex')}`;
  // Two files copying the template at the same instant can see "being accessed by other users".
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
      return name;
    } catch (error) {
      if (attempt >= 10 || (error as { code?: string }).code !== '55006') throw error;
      await sleep(100 * attempt);
    }
  }
};

/**
 * The copy for this worker's next file, made while the current file runs: a copy takes 0.1–0.8 s,
 * mostly PostgreSQL writing it to the WAL and syncing, which the worker would otherwise wait for.
 * Files of one worker share this module (isolate: false); the run's teardown drops a copy no file
 * took (global-setup.ts).
 */
let nextCopy: { templateName: string; name: Promise<string> } | undefined;

const takeCopy = (adminUrl: string, templateName: string): Promise<string> => {
  const copy = nextCopy?.templateName === templateName ? nextCopy.name : copyTemplate(adminUrl, templateName);
  // After this file's copy, so that the two do not read the template at the same instant. A failed
  // copy fails the file that takes it, not the one that started it.
  const next = copy.catch(() => undefined).then(() => copyTemplate(adminUrl, templateName));
  next.catch(() => undefined);
  nextCopy = { templateName, name: next };
  return copy;
};

/** The global teardown: the run's template and every copy of it a worker left behind. */
export const dropRunDatabases = async (adminUrl: string, templateName: string): Promise<void> => {
  const dropCopies = async () => {
    const copies = await adminQuery(
      adminUrl,
      'select datname from pg_database where starts_with(datname, $1)',
      [testDatabasePrefix(templateName)],
    );
    for (const { datname } of copies)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  };
  await dropCopies();
  // Waits for a copy still being made from it, whose database the second pass then drops.
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  await dropCopies();
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

  const name = await takeCopy(template.adminUrl, template.templateName);
  const url = databaseUrl(template.adminUrl, name);
  const connection = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  return {
    connection,
    databaseUrl: url,
    destroy: async () => {
      await connection.close();
      // Dropped while the next file starts; one the worker leaves behind, the teardown drops.
      void dropDatabase(template.adminUrl, name).catch(() => undefined);
    },
  };
};
