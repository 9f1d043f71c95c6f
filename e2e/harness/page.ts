import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { BROWSER_ARGS, findBrowser } from './browser-path.ts';

export const baseUrl = (): string => inject('baseUrl');

const screenshotDir = resolve(import.meta.dirname, '../screenshots');

/** How long a browser step waits (Playwright's default is 30 s): see vitest.config.ts. */
const STEP_TIMEOUT_MS = 60_000;

let workerBrowser: Promise<Browser> | undefined;

/**
 * Its contexts block service workers unless a spec asks for them (content.spec.ts tests the
 * site's worker): the worker re-reads the shell on every navigation and stands in front of every
 * asset, work that the other specs would only pay for on a busy runner. Uncaught errors of its
 * pages are printed.
 */
const launchWorkerBrowser = async (): Promise<Browser> => {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error('no Chromium: set CHROME_PATH or install Debian chromium');
  const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  // A browser that crashed is not handed to the worker's next file: that file launches another.
  browser.once('disconnected', () => (workerBrowser = undefined));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    // A page's own failures in the run's output: a step that times out then says why.
    context.on('weberror', (error) =>
      console.log(`[page error] ${error.page()?.url() ?? ''} ${error.error().message}`),
    );
    return context;
  };
  return browser;
};

/**
 * The browser of one spec file. Spec files share a test worker's modules (vitest.config.ts), so
 * they share its Chromium too: launched by the worker's first file, it ends with the worker
 * (Playwright closes what it launched when the process exits). A second launch per file cost
 * about 1 CPU-s on the 2-core runner, mostly its first page's cold start. What the file opens —
 * contexts, and pages with a context of their own — its `close()` closes, so no file sees
 * another's cookies or pages.
 */
export const launchBrowser = async (): Promise<Browser> => {
  workerBrowser ??= launchWorkerBrowser();
  const browser = await workerBrowser;
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext): BrowserContext => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get: (target, key) => {
      if (Object.hasOwn(own, key)) return own[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
};

/** A phone-sized context (spec: mobile first, 360 px wide), optionally with a locale cookie. */
export const phoneContext = async (
  browser: Browser,
  locale?: string,
  site: string = baseUrl(),
  options: BrowserContextOptions = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    ...options,
  });
  if (locale !== undefined) {
    await context.addCookies([{ name: 'locale', value: locale, url: site }]);
  }
  return context;
};

/**
 * Screenshots are for the people who look at the pages (`e2e/screenshots/`). In CI nobody opens
 * them, and on the 2-core runner capturing them was about a tenth of a spec's time, so CI takes them
 * only with E2E_SCREENSHOTS=1.
 */
const takeScreenshots = process.env.CI !== 'true' || process.env.E2E_SCREENSHOTS === '1';

/** The whole page, or with `fullPage: false` what the screen shows (a sticky bar where it really is). */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}): Promise<void> => {
  if (!takeScreenshots) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
};
