// @ts-check
// ESLint checks the import boundaries only (eslint.boundaries.js): no oxlint rule resolves imports
// against zones. Every other rule, the type-aware and React ones too, is oxlint's (.oxlintrc.json).
import tseslint from 'typescript-eslint';
import { boundaries, TESTS } from './eslint.boundaries.js';

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/screenshots/**',
      'apps/server/src/db/migrations/**',
      // No boundary applies to tests: parsing them was a third of the run.
      ...TESTS,
    ],
  },
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  ...boundaries,
];
