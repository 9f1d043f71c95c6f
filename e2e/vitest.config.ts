import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['harness/global-setup.ts'],
    // One server and one browser build are shared; files run one after another to keep a slow
    // machine's two cores from timing out the browser.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
