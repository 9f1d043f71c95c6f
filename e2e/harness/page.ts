import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { BROWSER_ARGS, findBrowser } from './browser-path.ts';

export const baseUrl = (): string => inject('baseUrl');

const screenshotDir = resolve(import.meta.dirname, '../screenshots');

export const launchBrowser = (): Promise<Browser> => {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error('no Chromium: set CHROME_PATH or install Debian chromium');
  return chromium.launch({ executablePath, args: BROWSER_ARGS });
};

/** A phone-sized context (spec: mobile first, 360 px wide), optionally with a locale cookie. */
export const phoneContext = async (
  browser: Browser,
  locale?: string,
  site: string = baseUrl(),
): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
  if (locale !== undefined) {
    await context.addCookies([{ name: 'locale', value: locale, url: site }]);
  }
  return context;
};

export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
};
