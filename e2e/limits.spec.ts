/**
 * A member's own limits in the browser at 360 px (docs/compliance.md "Limits", issue 22 point 2):
 * a daily deposit limit set on /profile/activity applies at once (a lower limit), a deposit over
 * it is refused with the limit named in Thai, and one within it is accepted.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import thCompliance from '../apps/web/src/features/compliance/locales/th.json' with { type: 'json' };
import { logInNewMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('limits a member sets', () => {
  it('a daily deposit limit of 500: a deposit of 600 is refused with the clear message, 400 is accepted', async () => {
    const context = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      await logInNewMember(page, baseUrl());

      await page.goto(`${baseUrl()}/profile/activity`);
      const daily = page.getByTestId('limit-deposit-day');
      await daily.waitFor();
      expect(await page.getByTestId('limit-deposit-day-value').textContent()).toBe(thCompliance.limits.none);
      await daily.getByTestId('limit-deposit-day-change').click();
      await page.getByTestId('limit-amount').fill('500');
      await screenshot(page, 'limit-form-th-360');
      await page.getByTestId('limit-save').click();
      // A first limit is a lowering: it applies at once, nothing pending.
      await page.getByTestId('limit-deposit-day-value').getByText('฿ 500.00').waitFor();
      expect(await page.getByTestId('limit-deposit-day-pending').count()).toBe(0);
      await screenshot(page, 'limits-card-th-360');

      await page.goto(`${baseUrl()}/credit/deposit/fast`);
      await page.getByTestId('deposit-amount').fill('600');
      await page.getByTestId('deposit-submit').click();
      const refused = page.getByTestId('deposit-error');
      await refused.getByText('รายการนี้เกินวงเงินฝากรายวันที่คุณตั้งไว้').waitFor();
      expect(new URL(page.url()).pathname).toBe('/credit/deposit/fast');
      await screenshot(page, 'deposit-limit-reached-th-360');

      // Within the limit (the fast deposit adds under one baht of satang to tell transfers apart).
      await page.getByTestId('deposit-amount').fill('400');
      await page.getByTestId('deposit-submit').click();
      await page.getByTestId('deposit-queue-page').waitFor();
      const exact = Number(await page.getByTestId('deposit-exact-amount').getAttribute('data-amount'));
      expect(exact).toBeGreaterThanOrEqual(400);
      expect(exact).toBeLessThan(401);
    } finally {
      await context.close();
    }
  });
});
