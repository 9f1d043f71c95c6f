/**
 * Wallet in the browser (360×740, real server in demo mode): the header balance, the statement
 * with its group tabs, turnover, and moving affiliate cash to the wallet with the live balance.
 *
 * demo01 has 10,000.00 baht from the demo seed (an ADMIN_INCREASE through the ledger). Affiliate
 * cash has no member-facing source yet, so harness/seed-wallet.ts gives afcash01 500.00 baht of it
 * (an AF_COMMISSION through the server's own postEntry) before the server starts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { DEMO_MEMBER } from './harness/fixtures.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { AFFILIATE_MEMBER } from './harness/wallet-fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The header balance without spaces: "฿10,000.00". */
const headerBalance = async (page: Page) =>
  ((await page.getByTestId('header-balance').textContent()) ?? '').replace(/\s/g, '');

const waitForHeaderBalance = (page: Page, expected: string) =>
  page.waitForFunction(
    (want) =>
      document.querySelector('[data-testid="header-balance"]')?.textContent?.replace(/\s/g, '') === want,
    expected,
  );

const rowTypes = (page: Page) =>
  page
    .locator('[data-testid="statement-row"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')));

const withContext = async <T>(context: BrowserContext, run: (page: Page) => Promise<T>): Promise<T> => {
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
};

describe('wallet', () => {
  it('demo01: header balance, statement tabs, turnover', async () => {
    await withContext(await phoneContext(browser, 'th'), async (page) => {
      await enterAsMember(page, DEMO_MEMBER);
      await waitForHeaderBalance(page, '฿10,000.00');
      expect(await headerBalance(page)).toBe('฿10,000.00');

      // Tap-to-refresh keeps the same figure.
      await page.getByTestId('header-balance-button').click();
      await waitForHeaderBalance(page, '฿10,000.00');

      await page.getByTestId('main-link-statement').click();
      await page.getByTestId('statement-page').waitFor();
      await page.getByTestId('statement-list').waitFor();
      expect(await rowTypes(page)).toContain('ADMIN_INCREASE');
      // The oldest ADMIN_INCREASE (newest first): admin-wallet.spec.ts may have added newer ones.
      const demoRow = page.locator('[data-testid="statement-row"][data-type="ADMIN_INCREASE"]').last();
      expect(await demoRow.getByTestId('statement-type').textContent()).toBe(th.wallet.types.ADMIN_INCREASE);
      expect(await demoRow.getByTestId('statement-amount').textContent()).toBe('+10,000.00');
      // The server's remark is stored as a code: shown in Thai, never as the server's English.
      expect(await demoRow.getByTestId('statement-remark').textContent()).toBe(th.remarks.DEMO_CREDIT);
      expect(await demoRow.getByTestId('statement-date').textContent()).toMatch(
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
      );
      // The statement agrees with the header (available = balance - pending), and its charts render with data.
      await page.getByTestId('summary-available').waitFor();
      expect(`฿${await page.getByTestId('summary-available').textContent()}`).toBe(await headerBalance(page));
      await page
        .locator('[data-testid="balance-chart"] .recharts-area-area >> visible=true')
        .first()
        .waitFor();
      await page
        .locator('[data-testid="months-chart"] .recharts-bar-rectangle >> visible=true')
        .first()
        .waitFor();
      await screenshot(page, 'wallet-statement-all-th-360');
      // The date filter shows DD/MM/YYYY whatever the browser locale (this Chromium runs en-US).
      expect(await page.getByTestId('statement-from-display').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

      await page.getByTestId('statement-tab-deposit').click();
      await page.waitForURL(/tab=deposit/);
      expect(await rowTypes(page)).toContain('ADMIN_INCREASE');
      await screenshot(page, 'wallet-statement-deposit-th-360');

      await page.getByTestId('statement-tab-lotto').click();
      await page.waitForURL(/tab=lotto/);
      await page.getByTestId('statement-empty').waitFor();
      expect(await rowTypes(page)).not.toContain('ADMIN_INCREASE');
      await screenshot(page, 'wallet-statement-lotto-th-360');

      // Other dates: January 2020 has nothing.
      await page.getByTestId('statement-tab-all').click();
      await page.getByTestId('statement-from').fill('2020-01-01');
      await page.getByTestId('statement-to').fill('2020-01-31');
      expect(await page.getByTestId('statement-to-display').inputValue()).toBe('31/01/2020');
      await page.getByTestId('statement-empty').waitFor();
      await screenshot(page, 'wallet-statement-empty-th-360');

      await page.goto(`${baseUrl()}/main`);
      await page.getByTestId('main-link-turnover').click();
      await page.getByTestId('turnover-page').waitFor();
      const badge = page.getByTestId('turnover-can-withdraw');
      await badge.waitFor();
      expect(await badge.getAttribute('data-can-withdraw')).toBe('true');
      expect(await badge.textContent()).toBe(th.wallet.turnover.canWithdraw);
      expect(((await page.getByTestId('turnover-remaining').textContent()) ?? '').replace(/\s/g, '')).toBe(
        '฿0.00',
      );
      await screenshot(page, 'wallet-turnover-th-360');
    });
  });

  it('afcash01 moves affiliate cash to the wallet: live header (WS) and both statements', async () => {
    const context = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      await enterAsMember(page, AFFILIATE_MEMBER);
      await waitForHeaderBalance(page, '฿0.00');

      // A second tab of the same member: it learns the new balance only through WS /ccu.
      const other = await context.newPage();
      await other.goto(`${baseUrl()}/main`);
      await other.getByTestId('main-page').waitFor();
      await waitForHeaderBalance(other, '฿0.00');

      await page.getByTestId('main-link-affiliate').click();
      await page.getByTestId('affiliate-page').waitFor();
      await page.getByTestId('af-money').waitFor();
      expect(((await page.getByTestId('af-money').textContent()) ?? '').replace(/\s/g, '')).toBe('฿500.00');
      expect(await page.getByTestId('af-move-amount').getAttribute('inputmode')).toBe('decimal');
      await page.locator('[data-type="AF_COMMISSION"]').first().waitFor();
      await screenshot(page, 'wallet-affiliate-th-360');

      // Validation before sending: more than the affiliate cash.
      await page.getByTestId('af-move-amount').fill('600');
      await page.getByTestId('af-move-submit').click();
      await page.getByText(th.wallet.errors.insufficient).waitFor();
      await screenshot(page, 'wallet-affiliate-error-th-360');

      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/af-cashs.move'))
          keys.push(request.headers()['idempotency-key'] ?? '');
      });
      // Typing a third decimal is dropped by the field.
      await page.getByTestId('af-move-amount').fill('');
      await page.getByTestId('af-move-amount').pressSequentially('123.456');
      expect(await page.getByTestId('af-move-amount').inputValue()).toBe('123.45');
      await page.getByTestId('af-move-submit').click();

      await waitForHeaderBalance(other, '฿123.45');
      await waitForHeaderBalance(page, '฿123.45');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="af-money"]')?.textContent?.replace(/\s/g, '') === '฿376.55',
      );
      await page.locator('[data-testid="statement-row"][data-type="MOVE_AF_TO_MONEY"]').first().waitFor();
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      await screenshot(page, 'wallet-affiliate-moved-th-360');

      await page.goto(`${baseUrl()}/credit/statement?tab=deposit`);
      const moveRow = page.locator('[data-testid="statement-row"][data-type="MOVE_AF_TO_MONEY"]').first();
      await moveRow.waitFor();
      expect(await moveRow.getByTestId('statement-type').textContent()).toBe(
        th.wallet.types.MOVE_AF_TO_MONEY,
      );
      expect(await moveRow.getByTestId('statement-amount').textContent()).toBe('+123.45');
      expect(await moveRow.getByTestId('statement-amount').getAttribute('data-tone')).toBe('credit');
      await screenshot(page, 'wallet-statement-moved-th-360');

      // /profile shows the affiliate cash left and links to the affiliate page.
      await page.goto(`${baseUrl()}/profile`);
      await page.getByTestId('profile-afCash').waitFor();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="profile-afCash"]')?.textContent?.includes('376.55'),
      );
      await page.getByTestId('profile-affiliate').click();
      await page.getByTestId('affiliate-page').waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);

  it('desktop 1280 and Burmese 360 layouts', async () => {
    const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await wide.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
    await withContext(wide, async (page) => {
      await enterAsMember(page, DEMO_MEMBER);
      await screenshot(page, 'wallet-main-th-1280');
      await page.goto(`${baseUrl()}/credit/statement`);
      await page.getByTestId('statement-list').waitFor();
      await page
        .locator('[data-testid="months-chart"] .recharts-bar-rectangle >> visible=true')
        .first()
        .waitFor();
      await screenshot(page, 'wallet-statement-th-1280');
      await page.goto(`${baseUrl()}/profile/affiliate`);
      await page.getByTestId('af-money').waitFor();
      await screenshot(page, 'wallet-affiliate-th-1280');
    });
    await withContext(await phoneContext(browser, 'mm'), async (page) => {
      await enterAsMember(page, DEMO_MEMBER);
      await screenshot(page, 'wallet-main-mm-360');
      await page.goto(`${baseUrl()}/credit/statement`);
      await page.getByTestId('statement-list').waitFor();
      await page
        .locator('[data-testid="balance-chart"] .recharts-area-area >> visible=true')
        .first()
        .waitFor();
      await screenshot(page, 'wallet-statement-mm-360');
      await page.goto(`${baseUrl()}/credit/turnover`);
      await page.getByTestId('turnover-card').waitFor();
      await screenshot(page, 'wallet-turnover-mm-360');
    });
  }, 60_000);
});
