import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { adminQuery, databaseUrl } from './admin-query.ts';
import { dropRunDatabases, workerTemplateNames, writeDataDirImage, type TestDbTemplate } from './test-db.ts';

/**
 * Migrates one template database per run; each API test file then copies it (test-db.ts), so
 * every file starts from a fresh, migrated database without paying for migrations again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.name.endsWith('postgres') ? 'postgres' : 'pglite';

  if (engine === 'pglite') {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-tpl-'));
    const templateDir = path.join(root, 'pglite');
    const connection = await openDatabase({ pgliteDir: templateDir });
    await connection.migrate();
    await connection.close();
    const templateImage = path.join(root, 'pglite.tar');
    await writeDataDirImage(templateDir, templateImage);
    project.provide('testDbTemplate', { engine, templateDir, templateImage } satisfies TestDbTemplate);
    return () => fs.rm(root, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('api-postgres needs TEST_DATABASE_URL (postgres://user@host:5432/db)');
  const templateName = `chokdee_tpl_${process.pid}`;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${templateName}`);
  const connection = await openDatabase({ databaseUrl: databaseUrl(adminUrl, templateName), pgliteDir: '' });
  await connection.migrate();
  // A template must have no open connections while files copy it.
  await connection.close();
  const workerTemplates = workerTemplateNames(templateName, project.globalConfig.maxWorkers);
  for (const name of workerTemplates)
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  project.provide('testDbTemplate', {
    engine,
    adminUrl,
    templateName,
    workerTemplates,
  } satisfies TestDbTemplate);
  return () => dropRunDatabases(adminUrl, templateName);
}
