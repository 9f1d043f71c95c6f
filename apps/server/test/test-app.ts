import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database, DbConnection } from '../src/db/client.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  app: App;
  db: Database;
  connection: DbConnection;
  config: Config;
  close(): Promise<void>;
}

/** What the HTTP test kits need of a server under test: a TestApp or a realtime TestNode. */
export type ServedApp = Pick<TestApp, 'url' | 'db'>;

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. WEB_DIST_DIR). */
  env?: Record<string, string>;
  /** Called before listen: the place to add test-only routes. */
  setup?: (app: App) => void | Promise<void>;
}

const SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * Builds the real app on a fresh migrated database and listens on a random local port, so
 * tests talk to it over real HTTP with fetch.
 */
export const startTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-test-app-'));
  const database = await createTestDatabase(inject('testDbTemplate'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: SECRET,
    HOOK_SECRET: SECRET,
    DEMO: '0',
    // No web build unless a test asks for one: API tests must not depend on `npm run build`.
    WEB_DIST_DIR: path.join(tmp, 'no-web-dist'),
    ...options.env,
  });
  const app = await buildApp(config, { connection: database.connection });
  await options.setup?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    db: database.connection.db,
    connection: database.connection,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
};
