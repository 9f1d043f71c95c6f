import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['harness/global-setup.ts'],
    // One server and one web build are shared; two files at a time keep both cores busy while a
    // page waits on the server. Specs never share an account, so they may run in any order.
    maxWorkers: 2,
    // Two spec files and two servers share a 2-core runner: a browser step can take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser steps keep Playwright's 30 s default; a poll gets as long (vitest's default is 1 s).
    expect: { poll: { timeout: 30_000 } },
  },
});
