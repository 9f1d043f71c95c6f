import { existsSync } from 'node:fs';

/** Debian's Chromium unless CHROME_PATH names another build; null when none is installed. */
export const findBrowser = (): string | null => {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string)) ?? null;
};

/** Without these flags Chromium keeps dialling hosts this closed network refuses. */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
