/**
 * Promotions end to end at 360 px (docs/growth.md "Promotions"): a guest sees the demo promotions
 * and a login prompt; promo01 (one deposit of 1,000 baht, seeded) logs in, claims "deposit today,
 * get 10 % more" after a confirm showing 100 baht and a 2,200 baht turnover, and finds the
 * PROMOTION requirement on /credit/turnover. Screenshots at 360 and 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import promotionsTh from '../apps/web/src/features/promotions/locales/th.json' with { type: 'json' };
import { PROMOTION_MEMBER } from './harness/seed-promotions.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const text = async (locator: { textContent: () => Promise<string | null> }) =>
  ((await locator.textContent()) ?? '').replace(/\s/g, '');

describe('promotions', () => {
  it('a guest reads them; a member claims one and sees the PROMOTION turnover', async () => {
    const context = await phoneContext(browser, 'th');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/promotions`);
    await page.getByTestId('promotions-login').waitFor();
    await page.getByTestId('promotion-card').first().waitFor();
    expect(await page.getByTestId('promotion-card').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('promotion-claim').count()).toBe(0);
    await screenshot(page, 'promotions-guest-th-360');

    await enterAsMember(page, PROMOTION_MEMBER);
    await page.getByTestId('main-link-promotions').click();

    const card = page.locator('[data-testid="promotion-card"][data-type="DEPOSIT"]');
    await card.getByTestId('promotion-claim').and(page.locator(':enabled')).waitFor();
    await screenshot(page, 'promotions-member-th-360');
    await card.getByTestId('promotion-claim').click();
    expect(await text(page.getByTestId('promotion-confirm-bonus'))).toBe('฿100.00');
    expect(await text(page.getByTestId('promotion-confirm-turnover'))).toBe('฿2,200.00');
    await screenshot(page, 'promotions-confirm-th-360');
    await page.getByTestId('promotion-confirm').click();
    await page.getByTestId('promotion-claimed').waitFor();
    await page.getByTestId('promotion-see-turnover').click();

    await page.getByTestId('turnover-card').waitFor();
    expect(await page.getByTestId('turnover-type').textContent()).toBe(th.wallet.turnover.types.PROMOTION);
    expect(await text(page.getByTestId('turnover-remaining'))).toBe('฿2,200.00');
    await screenshot(page, 'promotions-turnover-th-360');

    // Back on the list the promotion reads as claimed; the desktop layout too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/promotions`);
    await card.getByTestId('promotion-claim').filter({ hasText: promotionsTh.claimed }).waitFor();
    await screenshot(page, 'promotions-member-th-1280');
    await context.close();
  });
});
