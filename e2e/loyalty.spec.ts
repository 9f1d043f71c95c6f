/**
 * Loyalty in the browser (360×740, real server): points01 (harness/seed-wallet.ts: 150.00 points,
 * one 100-baht deposit) sees their points in the header menu, redeems some on /profile/points
 * (the header balance follows), and sees the achievements with progress bars on
 * /profile/achievement; the first-deposit achievement shows as reached once the scheduler's step
 * runs (driven here through the test-only dev route).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/features/loyalty/locales/th.json' with { type: 'json' };
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { POINTS_MEMBER } from './harness/wallet-fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const text = async (page: import('playwright-core').Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s/g, '');

describe('loyalty', () => {
  it('points in the header menu, a redemption, achievements with progress (360 px)', async () => {
    const context = await phoneContext(browser, 'th');
    const page = await context.newPage();
    try {
      await enterAsMember(page, POINTS_MEMBER);

      await page.getByTestId('menu-button').click();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="menu-points-balance"]')?.textContent?.includes('150.00'),
      );
      await screenshot(page, 'loyalty-menu-th-360');
      await page.getByTestId('menu-points').click();
      await page.getByTestId('points-page').waitFor();
      await page.locator('[data-testid="statement-row"][data-type="LOYALTY_EARN"]').waitFor();
      expect(await text(page, 'points-balance')).toBe('150.00คะแนน');

      await page.getByTestId('points-redeem-amount').fill('50');
      await page.getByTestId('points-redeem-submit').click();
      // Below the minimum: refused before sending, in Thai.
      await page.getByText(th.errors.minimum.replace('{{minimum}}', '100.00')).waitFor();
      // The header balance before: the deposit, and its first-deposit reward once the scheduler ran.
      await page.getByTestId('header-balance').waitFor();
      const before = Number((await text(page, 'header-balance')).replace(/[฿,]/g, ''));
      await page.getByTestId('points-redeem-amount').fill('100');
      await page.getByTestId('points-redeem-submit').click();
      await page.locator('[data-testid="statement-row"][data-type="LOYALTY_REDEEM"]').waitFor();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="points-balance"]')?.textContent?.includes('50.00'),
      );
      // 100 points at 1 baht each.
      const after = `฿${(before + 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      await page.waitForFunction(
        (want) =>
          document.querySelector('[data-testid="header-balance"]')?.textContent?.replace(/\s/g, '') === want,
        after,
      );
      await screenshot(page, 'loyalty-points-th-360');

      await page.goto(`${baseUrl()}/profile/achievement`);
      await page.locator('[data-code="poys-10"] [data-testid="achievement-progress"]').waitFor();
      // The scheduler's first run (at server start) may have awarded the deposit already.
      expect(await page.locator('[data-code="poys-10"]').getAttribute('data-achieved')).toBe('false');
      const evaluated = await page.request.post(`${baseUrl()}/api/dev/achievements.evaluate`, { data: {} });
      expect(evaluated.status()).toBe(200);
      await page.reload();
      await page.locator('[data-code="first-deposit"][data-achieved="true"]').waitFor();
      await screenshot(page, 'loyalty-achievements-th-360');
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, 'loyalty-achievements-th-1280');
      await page.goto(`${baseUrl()}/profile/points`);
      await page.locator('[data-testid="statement-row"][data-type="LOYALTY_REDEEM"]').waitFor();
      await screenshot(page, 'loyalty-points-th-1280');
    } catch (error) {
      await screenshot(page, 'loyalty-failed');
      throw error;
    } finally {
      await context.close();
    }
  }, 60_000);
});
