import tseslint from 'typescript-eslint';
import { boundaries } from '/work/wt-bounds/eslint.boundaries.js';
export default [{ ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/src/db/migrations/**'] }, { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...boundaries];
