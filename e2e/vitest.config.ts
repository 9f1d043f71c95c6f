import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    // Lighthouse scores the pages' speed, so it runs alone once every other lane of `npm test` has
    // finished (`npm run test:lighthouse`): beside them it measured the runner, not the pages.
    include: process.env.E2E_LIGHTHOUSE === '1' ? ['lighthouse.spec.ts'] : ['**/*.spec.ts'],
    exclude: ['node_modules/**', ...(process.env.E2E_LIGHTHOUSE === '1' ? [] : ['lighthouse.spec.ts'])],
    globalSetup: ['harness/global-setup.ts'],
    // One server and one web build are shared; two files at a time keep both cores busy while a
    // page waits on the server. Specs never share an account, so they may run in any order.
    maxWorkers: 2,
    // Spec files share a worker's module cache: playwright-core and the harness are imported once
    // per worker instead of once per file, and so is Chromium (harness/page.ts, `launchBrowser`).
    isolate: false,
    // Two spec files, their browsers and the API lane share a 2-core runner: a page load can take
    // tens of seconds, so browser steps wait up to 60 s (harness/page.ts) and a test twice that.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 60_000 } },
  },
});
