// @ts-check
// Import boundaries (docs/architecture.md "Boundaries"): which folder may import which. Cycles are
// oxlint's `import/no-cycle` (.oxlintrc.json).
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const DOMAIN = 'packages/domain/src';
/** Tests may reach across boundaries (eslint.config.js does not lint them). */
export const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*test-kit.ts', '**/test/**'];

const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every feature folder of `root` reachable from the others only through its `index.ts`. */
const featureZones = (root) =>
  foldersOf(root).map((feature) => ({
    target: `${root}/!(${feature})/**/*`,
    from: `${root}/${feature}`,
    except: ['./index.ts', './admin/index.ts'],
    message: `Import another feature through its public index (${feature}/index.ts, or admin/index.ts from back-office code).`,
  }));

const zones = [
  ...featureZones(`${SERVER}/modules`),
  ...featureZones(`${WEB}/features`),
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/routes`],
    message: 'Features are composed by app/ and routes/, never the other way.',
  },
  {
    // Everything but the router, the back-office shell and other back-office code.
    target: [
      `${WEB}/*.{ts,tsx}`,
      `${WEB}/app/!(admin|router.tsx)`,
      `${WEB}/app/!(admin)/**/*`,
      `${WEB}/{lib,components}/!(admin)`,
      `${WEB}/{lib,components}/!(admin)/**/*`,
      `${WEB}/routes/**/*`,
      `${WEB}/features/*/!(admin)`,
      `${WEB}/features/*/!(admin)/**/*`,
    ],
    from: `${WEB}/features/*/admin/**`,
    message: 'Back-office screens are reached only from the router and other back-office code.',
  },
  {
    target: `${SERVER}/platform`,
    from: [`${SERVER}/modules`, `${SERVER}/register-admin.ts`],
    message: 'Platform code serves every feature and knows none.',
  },
];

export const boundaries = [
  {
    plugins: { 'import-x': importX },
    settings: {
      // The node resolver is enough: every import is relative with its extension, or a package.
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: [`${SERVER}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: [`${DOMAIN}/**/*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.\\.?/)',
              message: 'The domain depends on zod and itself only.',
            },
          ],
        },
      ],
    },
  },
];
