import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// The API suite runs once per database engine; PostgreSQL only when the machine offers one.
const apiProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/server/src/**/*.api.test.ts'],
    environment: 'node',
    env: { TEST_DB_ENGINE: engine },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files share a worker's module cache
    // (the app is imported once per worker, not once per file) and run two at a time.
    isolate: false,
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      // jsdom renders of lazily loaded pages take seconds on a loaded 2-core runner: 5 s is too tight.
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
