import { existsSync } from 'node:fs';

/**
 * Debian's Chromium unless CHROME_PATH names another build; null when none is installed.
 *
 * First its headless shell (package chromium-headless-shell): the same Chromium build as a binary
 * that only runs headless, as Playwright's own browsers do for headless tests. The full browser's
 * headless mode is the desktop browser with its window hidden, and on the 2-core runner the same
 * three spec files took 125–131 s in it against 83–84 s in the shell. Lighthouse keeps the full
 * browser (scripts/lighthouse.mjs): its figures are a phone's Chrome.
 *
 * Then the full browser's binary, started directly rather than through /usr/bin/chromium, a shell
 * script that adds desktop flags (GPU rasterization, component extensions) and forks a shell per
 * launch: the browser suite's pages took about a tenth more CPU through it.
 */
export const findBrowser = (): string | null => {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string)) ?? null;
};

/**
 * Without the first flags Chromium keeps dialling hosts this closed network refuses; the wrapper
 * script would have added the last one where /dev/shm is small, as it is in containers.
 */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
