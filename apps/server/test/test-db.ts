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
  | { engine: 'postgres'; adminUrl: string; templateName: string; workerTemplates: string[] };

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

/** Every database of the run (worker templates, files' copies) is named after its template. */
const runPrefix = (templateName: string): string => `${templateName}_`;

/**
 * One template per test worker, copied from the run's: PostgreSQL refuses to copy a template that
 * another copy is reading ("being accessed by other users"), so workers never share one.
 */
export const workerTemplateNames = (templateName: string, workers: number): string[] =>
  Array.from({ length: workers }, (_, i) => `${runPrefix(templateName)}w${i + 1}`);

/** This worker's template: VITEST_POOL_ID runs from 1 to the number of workers. */
const workerTemplate = (template: { workerTemplates: string[] }): string =>
  template.workerTemplates[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % template.workerTemplates.length]!;

const copyTemplate = async (adminUrl: string, templateName: string): Promise<string> => {
  const name = `${runPrefix(templateName)}t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  return name;
};

/**
 * The copy for this worker's next file, made while the current file runs: a copy takes 0.1–0.8 s,
 * mostly PostgreSQL writing it to the WAL and syncing, which the worker would otherwise wait for.
 * It starts after this file's copy, which reads the same template. Files of one worker share this
 * module (isolate: false); the run's teardown drops a copy no file took (global-setup.ts).
 */
let nextCopy: { templateName: string; name: Promise<string> } | undefined;

const takeCopy = (adminUrl: string, templateName: string): Promise<string> => {
  const copy = nextCopy?.templateName === templateName ? nextCopy.name : copyTemplate(adminUrl, templateName);
  // A failed copy fails the file that takes it, not the one that started it.
  const next = copy.catch(() => undefined).then(() => copyTemplate(adminUrl, templateName));
  next.catch(() => undefined);
  nextCopy = { templateName, name: next };
  return copy;
};

/** The global teardown: the run's template, its workers' templates and every copy a worker left. */
export const dropRunDatabases = async (adminUrl: string, templateName: string): Promise<void> => {
  const dropRunCopies = async () => {
    const names = await adminQuery(
      adminUrl,
      'select datname from pg_database where starts_with(datname, $1)',
      [runPrefix(templateName)],
    );
    for (const { datname } of names)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${String(datname)} WITH (FORCE)`);
  };
  // Dropping a worker's template waits for a copy still being made from it; the second pass
  // drops that copy.
  await dropRunCopies();
  await dropRunCopies();
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
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

  const name = await takeCopy(template.adminUrl, workerTemplate(template));
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
