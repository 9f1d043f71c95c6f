/**
 * Help pages and the installable app at 360 px (real server in demo mode, its seeded how-to pages):
 * `/howto/deposit` in each of the four languages; the manifest and the service worker as Chromium's
 * application panel sees them (CDP), and the worker's caches hold the shell and no /api answer.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await page.goto(`${baseUrl()}/download`);
    await page.getByTestId('download-page').waitFor();
    await screenshot(page, 'download-360');

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

    // Offline start (the cached shell opening to the offline page) is not verified yet: see
    // docs/support.md. What is checked: a load under the worker stores no /api answer.
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining(['chokdee-shell']));
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(stored.filter((path) => path.startsWith('/api'))).toEqual([]);
  });
});
