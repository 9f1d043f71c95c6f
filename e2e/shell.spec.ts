import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import kh from '../apps/web/src/locales/kh.json' with { type: 'json' };
import mm from '../apps/web/src/locales/mm.json' with { type: 'json' };
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

const messages = { th, en, kh, mm };
const htmlLang = { th: 'th', en: 'en', kh: 'km', mm: 'my' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('web shell', () => {
  for (const locale of ['th', 'en', 'kh', 'mm'] as const) {
    it(`renders the home page in ${locale}`, async () => {
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      await page.goto(baseUrl());
      await expect.poll(() => page.getByTestId('home-title').textContent()).toBe(messages[locale].home.title);
      expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang[locale]);
      expect(await page.getByTestId('app-header').isVisible()).toBe(true);
      expect(await page.getByTestId('bottom-nav').isVisible()).toBe(true);
      await screenshot(page, `home-${locale}-360`);
      await context.close();
    });
  }

  it('keeps the chosen language in the locale cookie across reloads', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await expect.poll(() => page.getByTestId('home-title').textContent()).toBe(th.home.title);
    await page.getByTestId('language-switcher').first().selectOption('en');
    await expect.poll(() => page.getByTestId('home-title').textContent()).toBe(en.home.title);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    await page.reload();
    await expect.poll(() => page.getByTestId('home-title').textContent()).toBe(en.home.title);
    await context.close();
  });

  it('falls back to Thai for an unknown locale cookie and rewrites it', async () => {
    const context = await phoneContext(browser, 'xx');
    const page = await context.newPage();
    await page.goto(baseUrl());
    await expect.poll(() => page.getByTestId('home-title').textContent()).toBe(th.home.title);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('th');
    await context.close();
  });

  it('shows the unknown-route page for a path no screen owns', async () => {
    const context = await phoneContext(browser, 'en');
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    expect(response?.headers()['content-type']).toContain('text/html');
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.getByTestId('not-found-page').textContent()).toContain('This page could not be found');
    await screenshot(page, 'unknown-route-en-360');
    await context.close();
  });

  it('shows the connection-problem page while offline; a tab tapped offline opens once back online', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.getByTestId('home-page').waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await context.setOffline(true);
    await page.getByTestId('offline-page').waitFor();
    // The results tab's chunk cannot load offline: the page must keep the offline screen instead of
    // reloading into the browser's own error page.
    const chunkFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/'));
    await page.locator('[data-nav="/results"]').click();
    await chunkFailed;
    // A reload, if one were started, is under way by the second frame after the failure.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(navigations.filter((url) => !url.endsWith('/results'))).toEqual([]);
    await page.getByTestId('offline-page').waitFor();
    await screenshot(page, 'offline-th-360');
    await context.setOffline(false);
    await page.getByTestId('offline-page').waitFor({ state: 'detached' });
    await page.getByTestId('results-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/results');
    await context.close();
  });

  it('does not execute script hidden in HTML snackbar text', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.getByTestId('home-page').waitFor();
    await page.evaluate(() => {
      window.dispatchEvent(
        new CustomEvent('chokdee:notify', {
          detail: {
            txt: '<b>ยินดี</b><img src=x onerror="window.__pwned=1">',
            color: 'failure',
            isHtml: true,
            timeout: 5000,
          },
        }),
      );
    });
    const snackbar = page.getByTestId('snackbar');
    await snackbar.waitFor();
    expect(await snackbar.locator('b').textContent()).toBe('ยินดี');
    // The broken image has failed (its error event dispatched) before checking no handler ran.
    await snackbar
      .locator('img')
      .evaluate(
        (img: HTMLImageElement) =>
          new Promise((resolve) =>
            img.complete ? resolve(undefined) : img.addEventListener('error', resolve, { once: true }),
          ),
      );
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await snackbar.locator('img').getAttribute('onerror')).toBeNull();
    await screenshot(page, 'snackbar-th-360');
    await page.getByTestId('snackbar-close').click();
    await snackbar.waitFor({ state: 'detached' });
    await context.close();
  });
});
