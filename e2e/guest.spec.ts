/**
 * Guests (issue 15 point 15): a walk of the public pages (and member pages, which send a guest
 * home) records no console error and no authenticated API call — the web app knows a guest by the
 * missing session marker and never asks users.auth to be told 401.
 */
import type { Browser, ConsoleMessage, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from './harness/fixtures.ts';
import { baseUrl, launchBrowser, phoneContext } from './harness/page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Calls that need a member session (their answer to a guest could only be 401). */
const MEMBER_ONLY =
  /\/(api|poy-api)\/(users\.auth|users-infos|users\.logout|cashs|af-cashs|transactions|poys|games\.|partners\.game\.list\.config$)\b|\/ccu\b/;

describe('guest walk', () => {
  it('public pages in th and en: zero console errors, zero member-only calls, no 401', async () => {
    for (const locale of ['th', 'en']) {
      const context = await phoneContext(browser, locale);
      const errors: string[] = [];
      const apiCalls: string[] = [];
      const unauthorized: string[] = [];
      const page = await context.newPage();
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request: Request) => {
        const { pathname } = new URL(request.url());
        if (/^\/(api|poy-api)\/|^\/ccu/.test(pathname)) apiCalls.push(`${request.method()} ${pathname}`);
      });
      page.on('response', (response) => {
        if (response.status() === 401) unauthorized.push(response.url());
      });
      try {
        const walk: [string, string][] = [
          ['/', 'login-form'],
          ['/register', 'register-page'],
          [`/register/${DEMO_MEMBER.afSlug}`, 'register-affiliate'],
          ['/forgot-pin', 'forgot-pin-page'],
          ['/results', 'results-page'],
          // The games lobby shows visitors their list (`.nr`); a game route sends them home.
          ['/games', 'games-lobby'],
          ['/live/casino', 'games-lobby'],
          ['/game/chokdee/chokdee-slot', 'login-form'],
          ['/maintenance', 'maintenance-page'],
          ['/no-such-page', 'not-found-page'],
          // Member pages: the guard sends a guest home without asking the server.
          ['/main', 'login-form'],
          ['/profile', 'login-form'],
          ['/credit/statement', 'login-form'],
          // boot.js asks a round page's round beside the JS only with a session.
          ['/lotto/gov/1', 'login-form'],
        ];
        for (const [path, testId] of walk) {
          await page.goto(`${baseUrl()}${path}`);
          await page.getByTestId(testId).waitFor();
        }
        // And by the bottom navigation, as a guest taps around.
        const tabs = await page.getByTestId('bottom-nav').getByRole('link').count();
        for (let i = 0; i < tabs; i++) {
          await page.getByTestId('bottom-nav').getByRole('link').nth(i).click();
          await page.waitForLoadState('networkidle');
        }
      } finally {
        await context.close();
      }
      expect(errors).toEqual([]);
      expect(unauthorized).toEqual([]);
      expect(apiCalls.filter((call) => MEMBER_ONLY.test(call))).toEqual([]);
    }
  });
});
