/**
 * Help pages and the installable app at 360 px (real server in demo mode, its seeded how-to pages):
 * `/howto/deposit` in each of the four languages; the manifest and the service worker as Chromium's
 * application panel sees them (CDP), and the worker's caches hold the shell and no /api answer;
 * with the worker installed, the site opens offline to the offline page and each page comes back
 * online.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newMember, signUpMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

const TITLES = {
  th: 'วิธีฝากเงินด้วย QR พร้อมเพย์',
  en: 'How to deposit with a PromptPay QR',
  kh: 'របៀបដាក់ប្រាក់ដោយ QR PromptPay',
  mm: 'PromptPay QR ဖြင့် ငွေသွင်းနည်း',
};

describe('help pages', () => {
  it('/howto/deposit reads in each language, its steps rendered as HTML', async () => {
    for (const [locale, title] of Object.entries(TITLES)) {
      const context = await phoneContext(browser, locale);
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/howto/deposit`);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.getByTestId('content-body').locator('ol > li').count()).toBe(5);
      if (locale === 'th' || locale === 'mm') await screenshot(page, `howto-deposit-${locale}-360`);
    }
  });
});

describe('installable app', () => {
  it('has a manifest and a service worker that caches the shell, never an /api answer', async () => {
    const context = await phoneContext(browser, 'th', baseUrl(), { serviceWorkers: 'allow' });
    contexts.push(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await context.clock.install();
    await page.goto(`${baseUrl()}/download`);
    await page.getByTestId('download-page').waitFor();
    await screenshot(page, 'download-360');
    await skipToWorkerRegistration(page);

    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({ short_name: 'โชคดี', theme_color: '#1a6b2e' });

    // The worker is installed (the shell cached) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const versions: { status: string; scriptURL: string }[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', (event) => versions.push(...event.versions));
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => versions.some((v) => v.status === 'activated' && v.scriptURL.endsWith('/sw.js')))
      .toBe(true);

    // A load under the worker stores no /api answer.
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining(['chokdee-shell']));
    expect((await cachedPaths(page)).filter((path) => path.startsWith('/api'))).toEqual([]);
  });

  it('opens offline to the offline page (/, a member page, a deep link); /api is never answered from a cache', async () => {
    const member = newMember();
    await signUpMember(baseUrl(), member);
    const context = await phoneContext(browser, 'th', baseUrl(), { serviceWorkers: 'allow' });
    contexts.push(context);
    const fromWorker: string[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker())
        fromWorker.push(response.url());
    });
    // The previous visit: a member logs in, and the worker installs with the shell only: the route
    // chunks are cached as pages use them.
    await context.clock.install();
    const visit = await context.newPage();
    await visit.goto(`${baseUrl()}/`);
    await logIn(visit, member.userName, member.pin);
    await visit.getByTestId('main-page').waitFor();
    await skipToWorkerRegistration(visit);
    await visit.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const stored = await cachedPaths(visit);
    expect(stored.filter((path) => /\/assets\/(?:credit-statement|help|lotto-round)-/.test(path))).toEqual(
      [],
    );
    await visit.close();

    // The phone is offline and the member opens the site anew: `/`, a member page and deep links
    // (public, member) whose route chunks no cache holds (above).
    await context.setOffline(true);
    const opened = {
      '/': 'main-page', // the guest entry sends a member on to /main once the session is known
      '/main': 'main-page',
      '/credit/statement': 'statement-page',
      '/howto/deposit': 'content-page',
      '/lotto/government/1': 'lotto-round-page',
    };
    for (const [path, testId] of Object.entries(opened)) {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId('offline-page').waitFor();
      if (path === '/credit/statement') await screenshot(page, 'offline-start-th-360');
      // An /api call offline fails: no cache answers it.
      expect(
        await page.evaluate(() =>
          fetch('/api/site.maintenance').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ).toBe('failed');
      // Back online, the page comes by itself (its loaders, which failed offline, run again), not
      // the error page.
      await context.setOffline(false);
      await page.getByTestId(testId).waitFor();
      expect(await page.getByTestId('generic-error-page').count()).toBe(0);
      await page.close();
      await context.setOffline(true);
    }
    await context.setOffline(false);

    expect(fromWorker).toEqual([]);
    const probe = await context.newPage();
    await probe.goto(`${baseUrl()}/main`);
    await probe.getByTestId('main-page').waitFor();
    expect((await cachedPaths(probe)).filter((path) => path.startsWith('/api'))).toEqual([]);
  });
});

/**
 * sw-register.js registers the worker some seconds after `load`, once the browser is idle: the
 * context's fake clock (installed before the page loaded) runs through that wait at once.
 */
const skipToWorkerRegistration = (page: Page): Promise<void> => page.clock.runFor(15_000);

/** Every pathname stored in the site's caches. */
const cachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
