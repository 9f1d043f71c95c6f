import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import kh from '../apps/web/src/locales/kh.json' with { type: 'json' };
import mm from '../apps/web/src/locales/mm.json' with { type: 'json' };
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { SHELL_MEMBER } from './harness/fixtures.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { SHOWCASE_RESULT } from './harness/seed-showcase.ts';

const messages = { th, en, kh, mm };
const htmlLang = { th: 'th', en: 'en', kh: 'km', mm: 'my' } as const;

type Locale = keyof typeof messages;

/** A countdown as the locale words it, by unit ("6 วัน 12 ชม."), the numbers left open. */
const countdownPattern = (locale: Locale, unit: 'days' | 'hours' | 'minutes') =>
  new RegExp(
    `^${messages[locale].lobby.countdown[unit]
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{\w+\\\}\\\}/g, '\\d+')}$`,
  );

/** The unit a countdown to `closeSeconds` reads in at the page's own clock. */
const unitAt = async (page: Page, closeSeconds: number) => {
  const left = closeSeconds * 1000 - (await page.evaluate(() => Date.now()));
  return left >= 86_400_000 ? 'days' : left >= 3_600_000 ? 'hours' : 'minutes';
};

/** Nothing on the page is wider than the window. */
const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

/** 360 px: bottom tabs, no side menu; 1280 px: the side menu and no bottom tabs. */
const expectNavigationAt = async (page: Page, width: 360 | 1280) => {
  await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
  await page.getByTestId(width === 360 ? 'bottom-nav' : 'side-nav').waitFor();
  expect(await page.getByTestId('bottom-nav').isVisible()).toBe(width === 360);
  expect(await page.getByTestId('side-nav').isVisible()).toBe(width === 1280);
};

const switchLanguage = async (page: Page, locale: Locale) => {
  await page.context().addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
  await page.reload();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(htmlLang[locale]);
};

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
      // The app's own render (a Thai guest's first screen comes in the HTML, the login form does not).
      await page.getByTestId('login-form').waitFor();
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
    await page.getByTestId('login-form').waitFor();
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
    // The app has started: the landing's first screen comes in the HTML, its login form from the app.
    await page.getByTestId('login-form').waitFor();
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
    // The app has started: the landing's first screen comes in the HTML, its login form from the app.
    await page.getByTestId('login-form').waitFor();
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

  it('the landing shows the next rounds with countdowns and the latest results, th and mm, 360 and 1280 px', async () => {
    const context = await phoneContext(browser, 'th');
    const page = await context.newPage();
    await page.goto(baseUrl());
    for (const locale of ['th', 'mm'] as const) {
      if (locale !== 'th') await switchLanguage(page, locale);
      for (const width of [360, 1280] as const) {
        await expectNavigationAt(page, width);
        const round = page.getByTestId('landing-round').first();
        await round.waitFor();
        const close = Number(await round.getAttribute('data-close-time'));
        expect(await round.getByTestId('round-countdown').textContent()).toMatch(
          countdownPattern(locale, await unitAt(page, close)),
        );
        expect(await round.locator('svg[data-flag]').getAttribute('data-flag')).not.toBe('none');
        expect(await page.getByTestId('landing-results').textContent()).toContain(SHOWCASE_RESULT.top3);
        await page.getByTestId('login-form').waitFor();
        await noOverflow(page);
        await screenshot(page, `landing-${locale}-${width}`);
      }
    }
    await context.close();
  });

  it("the landing asks for its rounds and results once, beside the app's script rather than after it", async () => {
    const context = await phoneContext(browser, 'th');
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(baseUrl());
    await page.getByTestId('landing-round').first().waitFor();
    const entry = await page.evaluate(
      () => (JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as { entry: string }).entry,
    );
    const showcase = requested.filter((path) => path === '/api/bet-lists.showcase');
    // public/boot.js sent it before it started the app; the app's first call took that answer.
    expect(showcase).toHaveLength(1);
    expect(requested.indexOf('/api/bet-lists.showcase')).toBeLessThan(requested.indexOf(entry));
    await context.close();
  });

  it("the landing's first screen is in the HTML, and the app draws over it without moving or replacing it", async () => {
    // Without scripts: what the server sends a Thai guest for / already shows the header and the hero.
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const stillPage = await still.newPage();
    await stillPage.goto(baseUrl());
    expect(await stillPage.getByTestId('home-title').textContent()).toBe(th.home.title);
    expect(await stillPage.getByTestId('app-header').isVisible()).toBe(true);
    expect(await stillPage.getByTestId('home-register').getAttribute('href')).toBe('/register');
    // In its colours too: Mantine's light-scheme variables apply before the app sets the scheme.
    expect(
      await stillPage
        .getByTestId('home-register')
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    await still.close();

    const context = await phoneContext(browser, 'th');
    const page = await context.newPage();
    // The app's script waits until the static screen has been measured, with its fonts in.
    const html = await (await page.request.get(baseUrl())).text();
    const entry = /"entry":"([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    let startApp!: () => void;
    const appMayStart = new Promise<void>((resolve) => (startApp = resolve));
    await page.route(
      (url) => url.pathname === entry,
      async (route) => {
        await appMayStart;
        await route.continue();
      },
    );
    // Not `load`: that waits for the held script.
    await page.goto(baseUrl(), { waitUntil: 'domcontentloaded' });
    const firstScreen = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const parts = ['app-header', 'home-title', 'home-register', 'bottom-nav'].map((id) =>
          document.querySelector(`[data-testid="${id}"]`),
        );
        const seen = window as unknown as { __parts?: (Element | null)[] };
        seen.__parts ??= parts;
        return {
          sameElements: parts.every((part, i) => part !== null && part === seen.__parts?.[i]),
          boxes: parts.map((part) => JSON.stringify(part?.getBoundingClientRect())),
        };
      });
    const before = await firstScreen();
    expect(await page.getByTestId('login-form').count()).toBe(0);
    startApp();
    await page.getByTestId('landing-round').first().waitFor();
    await page.getByTestId('login-form').waitFor();
    const after = await firstScreen();
    // The app reused the elements the HTML brought (no second paint of the largest text) and moved
    // none of them.
    expect(after.sameElements).toBe(true);
    expect(after.boxes).toEqual(before.boxes);
    await context.close();
  });

  it('member: lobby cards with flags and countdowns, the Yeekee strip, the full menu, the desktop side menu', async () => {
    const context = await phoneContext(browser, 'th');
    const page = await context.newPage();
    await enterAsMember(page, SHELL_MEMBER);

    // The drawer holds every page a member reaches, not only the tabs.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-drawer').waitFor();
    const menu = await page
      .locator('[data-menu]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('data-menu')));
    expect(menu).toEqual(
      expect.arrayContaining([
        '/lotto',
        '/games',
        '/results',
        '/poy',
        '/credit/deposit',
        '/credit/withdraw',
        '/credit/statement',
        '/profile',
        '/bank/status',
        '/profile/change-pin',
      ]),
    );
    expect(await page.getByTestId('logout-button').isVisible()).toBe(true);
    expect(await page.getByTestId('menu-drawer').getByTestId('language-switcher').isVisible()).toBe(true);
    await screenshot(page, 'menu-th-360');
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-drawer').waitFor({ state: 'detached' });

    await page.goto(`${baseUrl()}/lotto`);
    for (const locale of ['th', 'mm'] as const) {
      if (locale !== 'th') await switchLanguage(page, locale);
      for (const width of [360, 1280] as const) {
        await expectNavigationAt(page, width);
        await page.locator('[data-view="lobby"]').waitFor();
        // Every card family's round has a flag and a countdown in the locale's units.
        const cards = page.getByTestId('closing-soon').getByTestId('round-card');
        expect(await cards.count()).toBeGreaterThan(0);
        for (const card of await cards.all()) {
          const close = Number(await card.getAttribute('data-close-time'));
          expect(await card.getByTestId('round-countdown').textContent()).toMatch(
            new RegExp(countdownPattern(locale, await unitAt(page, close)).source.slice(1, -1)),
          );
          expect(await card.locator('svg[data-flag]').getAttribute('data-flag')).not.toBe('none');
        }
        // Yeekee: a strip of the next rounds (the seeded one among them), not all 88.
        const strip = page.locator('[data-testid="round-strip"][data-group="yeekee"]');
        const shown = await strip.getByTestId('round-card').count();
        expect(shown).toBeGreaterThan(0);
        expect(shown).toBeLessThanOrEqual(12);
        await noOverflow(page);
        await screenshot(page, `lobby-${locale}-${width}`);
      }
    }
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-drawer').waitFor();
    await screenshot(page, 'menu-mm-1280');
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-drawer').waitFor({ state: 'detached' });

    // A round page in Burmese (the longest words): the send button's words fit; at 1280 px the slip
    // stands beside the number pad. The open round that closes last: at some hours the next rounds
    // of the lobby are not open yet, and one closing soon could shut while its page opens.
    const openCards = page.locator('[data-view="lobby"] [data-testid="round-card"][data-open="true"]');
    const closeTimes = await openCards.evaluateAll((cards) =>
      cards.map((card) => Number(card.getAttribute('data-close-time'))),
    );
    expect(closeTimes.length).toBeGreaterThan(0);
    await openCards.nth(closeTimes.indexOf(Math.max(...closeTimes))).click();
    await page.getByTestId('slip-panel').waitFor();
    for (const width of [1280, 360] as const) {
      await expectNavigationAt(page, width);
      const label = page.getByTestId('slip-submit').locator('.mantine-Button-label');
      expect(await label.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await noOverflow(page);
      await screenshot(page, `round-mm-${width}`);
    }
    await page.goto(`${baseUrl()}/main`);
    await page.getByTestId('main-page').waitFor();
    await screenshot(page, 'main-mm-360');
    await expectNavigationAt(page, 1280);
    await screenshot(page, 'main-mm-1280');
    await context.close();
  });
});
