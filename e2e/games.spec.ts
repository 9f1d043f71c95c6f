/**
 * Partner games end to end (issue 19), in Chromium against the real server in demo mode, which runs
 * the Chokdee Games provider beside it: a member (360 px) opens the lobby from the bottom bar,
 * launches the demo slot, spins in its frame, and the balance in the site's header follows the
 * provider's signed wallet calls over the realtime channel, without a reload; the back button
 * returns to the lobby; staff (1280 px) then find the spin in the members' game transactions and
 * in the daily report. The lobby and a game at 1280 px; the providers, catalogue and highlights
 * screens. A member with account status 3 gets the 403 page on /games and /game/*.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { GAMES_MEMBER, GAMES_SUSPENDED_MEMBER } from './harness/fixtures.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { logInAsStaff, startStaffSession } from './harness/staff-login.ts';
import { E2E_STAFF } from './harness/staff.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

const open = async (width: 360 | 1280): Promise<Page> => {
  const context =
    width === 360
      ? await phoneContext(browser, 'th')
      : await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  contexts.push(context);
  return context.newPage();
};

const SLOT_TILE = '[data-testid=game-tile][data-game="chokdee/chokdee-slot"]';

describe('partner games', () => {
  it('a member opens the lobby, launches the demo slot and spins: the header balance follows without a reload', async () => {
    const page = await open(360);
    await enterAsMember(page, GAMES_MEMBER);
    await page.locator('[data-nav="/games"]').click();
    await page.getByTestId('games-lobby').waitFor();
    expect(await page.locator('[data-nav="/games"]').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('games-lobby').getAttribute('data-list')).toBe('member');
    await page.locator(SLOT_TILE).waitFor();
    await page.getByTestId('game-highlight').first().waitFor();

    // Every logo and cover of the lobby is a local file the site serves (no internet, none missing).
    const images = await page
      .locator('[data-testid=games-lobby] img')
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('src') ?? ''))]);
    expect(images.length).toBeGreaterThan(10);
    for (const src of images) {
      expect(src, src).toMatch(/^\/games\/[\w.-]+\.svg$/);
      const response = await fetch(`${baseUrl()}${src}`);
      expect(`${src} ${response.status} ${response.headers.get('content-type')}`).toBe(
        `${src} 200 image/svg+xml`,
      );
    }
    await screenshot(page, 'games-lobby-member-th-360');

    const balance = page.getByTestId('header-balance');
    const before = await balance.textContent();
    // Marks this document: a reload would lose the mark. Every text the header shows is kept, so
    // the debit is seen even when a win brings the balance back to where it was.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { gamesMark: 'same page', balancesSeen: seen });
      const header = document.querySelector('[data-testid=app-header]')!;
      new MutationObserver(() => {
        seen.push(document.querySelector('[data-testid=header-balance]')?.textContent ?? '');
      }).observe(header, { subtree: true, childList: true, characterData: true });
    });
    await page.locator(SLOT_TILE).click();
    await page.waitForURL(/\/game\/chokdee\/chokdee-slot$/);
    const game = page.frameLocator('[data-testid=game-frame]');
    await game.locator('.spin-button').click();
    await expect
      .poll(() =>
        page.evaluate(
          (shown) => (window as unknown as { balancesSeen: string[] }).balancesSeen.some((b) => b !== shown),
          before,
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { gamesMark?: string }).gamesMark)).toBe(
      'same page',
    );
    expect(await page.getByTestId('game-frame-page').isVisible()).toBe(true);
    await game.locator('.spin-button:not([disabled])').waitFor();
    await screenshot(page, 'games-slot-th-360');

    await page.getByTestId('game-back').click();
    await page.getByTestId('games-lobby').waitFor();
    expect(new URL(page.url()).pathname).toBe('/games');

    // Staff find the spin among the member's game transactions and in today's report.
    const staff = await open(1280);
    await logInAsStaff(staff, E2E_STAFF.games, `/admin/game-transactions?q=${GAMES_MEMBER.userName}`);
    await staff.getByTestId('game-transaction-row').first().waitFor();
    const kinds = await staff
      .getByTestId('game-transaction-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
    expect(kinds).toContain('bet');
    await screenshot(staff, 'games-admin-transactions-1280');
    await staff.goto(`${baseUrl()}/admin/game-report`);
    await staff.getByTestId('game-report-row').first().waitFor();
    // A row names its provider by code until the providers' names have loaded.
    await expect.poll(() => staff.getByTestId('game-report-table').textContent()).toContain('Chokdee Games');
    await staff.getByTestId('game-report-chart').waitFor();
    await screenshot(staff, 'games-admin-report-1280');
  });

  it('the lobby and a game at 1280 px', async () => {
    const page = await open(1280);
    await enterAsMember(page, GAMES_MEMBER);
    await page.goto(`${baseUrl()}/games`);
    await page.locator(SLOT_TILE).waitFor();
    await screenshot(page, 'games-lobby-member-th-1280');
    await page.goto(`${baseUrl()}/game/chokdee/chokdee-baccarat`);
    await page.frameLocator('[data-testid=game-frame]').locator('body').waitFor();
    await page.getByTestId('header-balance').waitFor();
    await screenshot(page, 'games-baccarat-th-1280');
  });

  it('staff see the providers, catalogue and highlights screens', async () => {
    const page = await open(1280);
    // An account of its own: the first test's staff login may have used this 30 s step's code.
    await startStaffSession(page, E2E_STAFF.gamesScreens);
    for (const [path, row, name] of [
      ['/admin/games', 'game-provider-row', 'providers'],
      ['/admin/games/catalogue', 'game-catalogue-row', 'catalogue'],
      ['/admin/games/highlights', 'highlight-row', 'highlights'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId(row).first().waitFor();
      await screenshot(page, `games-admin-${name}-1280`);
    }
  });

  it('a member with status 3 sees the 403 page on /games and /game/*, and no game is launched', async () => {
    const page = await open(360);
    const gameCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(games\.|partners\.game)/.test(request.url())) gameCalls.push(request.url());
    });
    await enterAsMember(page, GAMES_SUSPENDED_MEMBER);
    for (const path of ['/games', '/game/chokdee/chokdee-slot', '/game/gpx/pgSport', '/live/casino']) {
      await page.goto(`${baseUrl()}${path}`);
      const forbidden = page.getByTestId('error-403');
      await forbidden.waitFor();
      expect(await forbidden.textContent()).toContain(th.errors.forbidden.title);
    }
    await screenshot(page, 'games-403-th-360');
    expect(gameCalls).toEqual([]);
  });
});
