import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * API files that take several times longer than the rest (request sweeps, concurrency and
 * property runs, a server process). Two workers share the files: one of these started last keeps
 * one worker busy alone for a minute after the other has finished.
 */
const SLOWEST_FILES = [
  'platform/no-server-error.api.test.ts',
  'modules/wallet/ledger-concurrency.api.test.ts',
  'server.api.test.ts',
  'modules/wallet/ledger-property.api.test.ts',
  'modules/lotto/round-close-clock.api.test.ts',
  'platform/realtime/ccu.api.test.ts',
];

/**
 * A fresh clone has no timings from an earlier run, so vitest would start files in path order:
 * these first instead, in the order listed, both engines' before any other file.
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      SLOWEST_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
    const slowest = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...slowest, ...sorted.filter((file) => rank(file) < 0)];
  }
}

/**
 * API files whose subject is not the database engine — HTTP and auth rules, admin reads, sockets,
 * request sweeps, and features whose SQL has no engine branch (money moves through
 * runMoneyTransaction's, which the ledger, lotto and game-wallet files cover on both). When the run
 * has PostgreSQL (the production engine) they run there only; without it, on PGlite. The browser
 * suite's server uses the run's engine too (e2e/harness/seed-database.ts), so what `npm start` does
 * on PGlite — migrate, seed the demo, serve — is proven by server.api.test.ts and the demo seed's
 * files, which run on both.
 */
const ENGINE_NEUTRAL_FILES = [
  'modules/deposits/**/*.api.test.ts',
  'modules/withdrawals/*.api.test.ts',
  'modules/yeekee/yeekee.api.test.ts',
  'modules/lotto/results-admin.api.test.ts',
  'modules/lotto/void-round.api.test.ts',
  'dev/round-clock.api.test.ts',
  'modules/affiliate/affiliate-routes.api.test.ts',
  'dev/deposit-simulator.api.test.ts',
  'modules/banks/*.api.test.ts',
  'modules/lotto/showcase.api.test.ts',
  'modules/lotto/results.api.test.ts',
  'modules/yeekee/demo-crowd.api.test.ts',
  'platform/realtime/live-balance.api.test.ts',
  'platform/no-server-error.api.test.ts',
  'modules/wallet/ledger-property.api.test.ts',
  'platform/realtime/ccu.api.test.ts',
  'platform/realtime/two-nodes.api.test.ts',
  'platform/auth/two-nodes-revocation.api.test.ts',
  'platform/auth/live-sessions.api.test.ts',
  'platform/api-docs.api.test.ts',
  'platform/client-errors.api.test.ts',
  'platform/compression.api.test.ts',
  'platform/errors.api.test.ts',
  'platform/metrics.api.test.ts',
  'platform/security.api.test.ts',
  'platform/shutdown.api.test.ts',
  'platform/staff-auth/role-matrix.api.test.ts',
  'platform/text-guard.api.test.ts',
  'platform/web-app.api.test.ts',
  'platform/audit/audit-log.api.test.ts',
  'modules/members/**/*.api.test.ts',
  'modules/site/*.api.test.ts',
  'modules/staff/*.api.test.ts',
  'modules/health/health.api.test.ts',
  'modules/dashboard/dashboard.api.test.ts',
  'dev/sms-outbox.api.test.ts',
  'dev/provider-simulator.api.test.ts',
  'modules/games/games-admin.api.test.ts',
  'modules/games/games.api.test.ts',
  'modules/lotto/lotto-admin.api.test.ts',
  'modules/lotto/rounds.api.test.ts',
  'modules/lotto/poy-discount.api.test.ts',
  'modules/lotto/poy-turnover.api.test.ts',
  'modules/wallet/wallet-admin.api.test.ts',
  'modules/wallet/wallet-routes.api.test.ts',
  'modules/wallet/turnover-rules.api.test.ts',
  'modules/content/content.api.test.ts',
  'modules/notifications/notifications.api.test.ts',
  'modules/notifications/broadcast.api.test.ts',
  'modules/promotions/promotions.api.test.ts',
  'modules/loyalty/points.api.test.ts',
  'modules/affiliate/accrue-commissions.api.test.ts',
  'modules/promotions/promotions-admin.api.test.ts',
  'modules/loyalty/achievements.api.test.ts',
  'modules/support/*.api.test.ts',
  'modules/compliance/*.api.test.ts',
];

// The API suite runs once per database engine; PostgreSQL only when the machine offers one.
const apiProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/server/src/**/*.api.test.ts'],
    exclude:
      engine === 'pglite' && process.env.TEST_DATABASE_URL
        ? ENGINE_NEUTRAL_FILES.map((file) => `apps/server/src/${file}`)
        : [],
    environment: 'node',
    env: { TEST_DB_ENGINE: engine },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files share a worker's module cache:
    // the app is imported once per worker, not once per file.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core runner.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    projects: [
      // The node projects below share a worker's module cache between files (`isolate: false`: the
      // unit lane's imports took three times its tests' time); their files hold no module state and
      // pass under `--sequence.shuffle`. Only `web-dom` keeps isolation: its files set cookies and
      // documents that would leak into the next file.
      // Property tests run thousands of cases: seconds each on a busy runner, beyond the 5 s default.
      {
        test: {
          name: 'domain',
          isolate: false,
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      // The import rules' test resolves real files of the tree: seconds per case on a loaded runner.
      {
        test: {
          name: 'lint-rules',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      // The Chokdee Games provider: its engines and its service over real HTTP with a wallet stand-in.
      {
        test: {
          name: 'games',
          isolate: false,
          include: ['apps/games/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-unit',
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      // Components render in happy-dom (about half of jsdom's setup and import time per file);
      // logic tests run in node, and the few of them that need a document or cookies are named
      // `*.dom.test.ts` and run here. Tests that need a browser's exact behaviour (DOMPurify's
      // sanitising, document.cookie's property) say `@vitest-environment jsdom` in line one.
      // Renders of lazily loaded pages take seconds on a loaded 2-core runner, and more than 15 s
      // when the unit lane shares it with type-checking and lint: 5 s is far too tight.
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-dom',
          root: 'apps/web',
          // Each file in a VM context of a long-lived worker thread: a file's environment and
          // imports are set up without a new worker (the project alone, 84 s in worker threads
          // against 46 s). The context's global is happy-dom's window, without Node's extras such
          // as MessageChannel.
          pool: 'vmThreads',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          environment: 'happy-dom',
          // The document fetches nothing by itself: no framed page, script or stylesheet. A game's
          // frame made happy-dom resolve and connect to the game's host: a test must not reach
          // another host (and one unit-lane run stalled for four and a half minutes, cause unknown).
          environmentOptions: {
            happyDOM: {
              settings: {
                disableIframePageLoading: true,
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          testTimeout: 45_000,
          // Each file imports the UI libraries afresh (files are isolated): bundled into one file each
          // by the dependency optimizer, they import in about 40 % less time (the web-dom project
          // alone, cold cache: 152 → 122 CPU-s). Tiptap goes with @mantine/tiptap so that both
          // see the same Mantine.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/form',
                  '@mantine/notifications',
                  '@mantine/nprogress',
                  '@mantine/charts',
                  '@mantine/tiptap',
                  '@tiptap/react',
                  '@tiptap/starter-kit',
                  '@tiptap/extension-link',
                  '@tiptap/extension-image',
                  'mantine-datatable',
                  'recharts',
                  'react-router',
                  '@tanstack/react-query',
                  'i18next',
                  'react-i18next',
                ],
              },
            },
          },
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          isolate: false,
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          environment: 'node',
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
