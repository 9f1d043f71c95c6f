/**
 * Lotto slip in the browser (real server in demo mode, rounds from the scheduler): lotto01 (10,000.00
 * baht, harness/seed-lotto.ts) opens an open Yeekee round (government if none is open), builds a
 * slip with 19 doors, reverse and a removed batch, sends it, sees the header balance drop live and
 * the slip listed on /poy. A 19-door top+bottom slip shows the most one draw pays, and the slip
 * refuses a price over the option's maximum and a total over the balance before confirm.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { LOTTO_MEMBER } from './harness/lotto-fixtures.ts';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

/** What the phone shows (not the full page): the slip's sticky totals bar sits where it really is. */
const viewShot = async (page: Page, name: string) => {
  const dir = resolve(import.meta.dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${name}.png`) });
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const logIn = async (page: Page) => {
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId('login-username').fill(LOTTO_MEMBER.userName);
  await page.getByTestId('login-pin').fill(LOTTO_MEMBER.pin);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('main-page').waitFor();
};

/** "฿10,000.00" → 1000000 (satang, by digits). */
const satangOf = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

const headerSatang = async (page: Page) => satangOf(await page.getByTestId('header-balance').textContent());

const lineCount = (page: Page) => page.getByTestId('slip-line').count();

/** How long a round must stay open for a test to build and send a slip on a busy runner. */
const ROUND_TIME_NEEDED_MS = 3 * 60_000;

/** Opens the first round of a group open long enough; false when the group has none. */
const openFirstRound = async (page: Page, group: string): Promise<boolean> => {
  // Each tab's count appears with the round lists and widens it: a tap before that can land on
  // the neighbouring tab once the row has shifted.
  await page.locator('[data-testid="round-list"], [data-testid="rounds-empty"]').first().waitFor();
  await page.getByTestId(`lotto-tab-${group}`).click();
  await page.waitForURL(new RegExp(`/lotto/${group}$`));
  // The tab and its list render together; before that the previous group's cards are on screen.
  await page.locator(`[data-testid="lotto-tab-${group}"][aria-selected="true"]`).waitFor();
  await page.locator('[data-testid="round-list"], [data-testid="rounds-empty"]').first().waitFor();
  // A demo round closes on the wall clock: one about to close could shut while the slip is built.
  const closeTimes = await page
    .locator('[data-testid="round-card"][data-open="true"]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-close-time'))));
  const roomy = closeTimes.findIndex((seconds) => seconds * 1000 - Date.now() > ROUND_TIME_NEEDED_MS);
  if (roomy < 0) return false;
  await page.locator('[data-testid="round-card"][data-open="true"]').nth(roomy).click();
  await page.getByTestId('slip-panel').waitFor();
  return true;
};

describe('lotto slip', () => {
  it('lotto01 builds a slip (19 doors, reverse, batch removal), sends it, balance drops live, slip on /poy', async () => {
    const context = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      await logIn(page);
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="header-balance"]')?.textContent?.includes('10,000.00'),
      );
      const before = await headerSatang(page);

      await page.getByTestId('main-link-lotto').click();
      await page.getByTestId('lotto-page').waitFor();
      await page.getByTestId('round-list').waitFor();
      await screenshot(page, 'lotto-list-th-360');
      if (!(await openFirstRound(page, 'yeekee'))) {
        await page.goto(`${baseUrl()}/lotto`);
        expect(await openFirstRound(page, 'gov')).toBe(true);
      }
      expect(await page.getByTestId('round-countdown').textContent()).toMatch(/\d{2}:\d{2}/);

      // 19 doors of 7 under 2 top and 2 bottom: one batch of 38 lines.
      await page.getByTestId('bet-type-teng_bon_2').click();
      await page.getByTestId('bet-type-teng_lang_2').click();
      await page.getByTestId('bet-type-option_2_19').click();
      await page.getByTestId('pad-7').click();
      expect(await lineCount(page)).toBe(38);
      expect(await page.getByTestId('add-feedback').textContent()).toContain('38');

      // Reverse (excludes 19 doors): 12 → 12 and 21 under both options, typed on the keyboard.
      await page.getByTestId('bet-type-shuffle_2').click();
      expect(await page.getByTestId('bet-type-option_2_19').getAttribute('aria-pressed')).toBe('false');
      await page.keyboard.press('1');
      await page.keyboard.press('2');
      expect(await lineCount(page)).toBe(42);
      // A third batch, then "remove last" takes it away again.
      await page.getByTestId('pad-3').click();
      await page.getByTestId('pad-4').click();
      expect(await lineCount(page)).toBe(46);
      await page.getByTestId('remove-last-batch').click();
      expect(await lineCount(page)).toBe(42);
      expect(await page.locator('[data-testid="slip-line"][data-number="34"]').count()).toBe(0);
      await screenshot(page, 'lotto-slip-th-360');
      await viewShot(page, 'lotto-slip-top-th-360');
      await page.locator('[data-testid="slip-line"][data-number="12"]').first().scrollIntoViewIfNeeded();
      await viewShot(page, 'lotto-slip-lines-th-360');

      const total = satangOf(await page.getByTestId('slip-total').textContent());
      expect(total).toBeGreaterThan(0);
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/poy-api/poys.create'))
          keys.push(request.headers()['idempotency-key'] ?? '');
      });
      await page.getByTestId('slip-submit').click();
      await page.getByTestId('confirm-submit').click();
      await page.getByTestId('confirm-success').waitFor();
      await screenshot(page, 'lotto-slip-success-th-360');
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      await page.waitForFunction(
        (want) =>
          Number(
            (document.querySelector('[data-testid="header-balance"]')?.textContent ?? '').replace(
              /[^\d]/g,
              '',
            ),
          ) === want,
        before - total,
      );
      expect(await lineCount(page)).toBe(0);

      await page.getByTestId('confirm-view-poy').click();
      await page.getByTestId('poy-detail').waitFor();
      expect(await page.getByTestId('poy-line').count()).toBe(42);
      expect(await page.getByTestId('poy-detail-status').textContent()).toBe(th.poy.status.ACTIVE);
      expect(satangOf(await page.getByTestId('poy-detail-total').textContent())).toBe(total);
      await screenshot(page, 'lotto-poy-detail-th-360');

      await page.goto(`${baseUrl()}/poy`);
      const row = page.getByTestId('poy-row').first();
      await row.waitFor();
      expect(satangOf(await row.getByTestId('poy-total').textContent())).toBe(total);
      await screenshot(page, 'lotto-poy-list-th-360');

      await page.goto(`${baseUrl()}/number-set`);
      await page.getByTestId('number-set-page').waitFor();
      await screenshot(page, 'lotto-number-set-th-360');
      await page.goto(`${baseUrl()}/lotto/4d`);
      await page.getByTestId('lotto-4d-page').waitFor();
      await page.locator('[data-testid="four-d-form"], [data-testid="four-d-empty"]').first().waitFor();
      await screenshot(page, 'lotto-4d-th-360');
    } finally {
      await context.close();
    }
  }, 90_000);

  it('19 doors top+bottom at 1 baht shows the true maximum win; a price over the maximum and a total over the balance are refused before confirm', async () => {
    const context = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      await logIn(page);
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('[data-testid="header-balance"]')?.textContent ?? ''),
      );
      const balance = await headerSatang(page);
      await page.getByTestId('main-link-lotto').click();
      if (!(await openFirstRound(page, 'yeekee'))) {
        await page.goto(`${baseUrl()}/lotto`);
        expect(await openFirstRound(page, 'gov')).toBe(true);
      }
      await page.getByTestId('bet-type-teng_bon_2').click();
      await page.getByTestId('bet-type-teng_lang_2').click();
      await page.getByTestId('bet-type-option_2_19').click();
      await page.getByTestId('pad-7').click();
      expect(await lineCount(page)).toBe(38);
      await page.getByTestId('bulk-price').fill('1');
      await page.getByTestId('bulk-price-apply').click();
      expect(satangOf(await page.getByTestId('slip-total').textContent())).toBe(38_00);

      // One draw has one 2-top and one 2-bottom: at 1 baht it pays the best rate of each, once.
      const ratesOf = async (option: string) =>
        (
          await page
            .locator(`[data-testid="slip-line"][data-option="${option}"] [data-testid="line-rate"]`)
            .allTextContents()
        ).map((text) => Math.round(Number(text.replace('×', '')) * 100));
      const top = await ratesOf('teng_bon_2');
      const bottom = await ratesOf('teng_lang_2');
      expect(top).toHaveLength(19);
      const best = Math.max(...top) + Math.max(...bottom);
      const sumOfAll = [...top, ...bottom].reduce((a, b) => a + b, 0);
      const maxWin = satangOf(await page.getByTestId('slip-potential-win').textContent());
      expect(maxWin).toBe(best);
      expect(maxWin).toBeLessThan(sumOfAll);
      await viewShot(page, 'lotto-slip-maxwin-th-360');

      // A price one satang over the 2-top maximum is flagged as it is typed, naming the limit.
      const group = page.getByTestId('slip-group-teng_bon_2');
      const limits = (await group.getByTestId('slip-group-limits').textContent()) ?? '';
      const max = /([\d,]+\.\d{2}) บาท$/.exec(limits)?.[1] ?? '';
      expect(max).not.toBe('');
      const line = page.locator('[data-testid="slip-line"][data-option="teng_bon_2"][data-number="07"]');
      await line.getByTestId('line-price').fill(`${(satangOf(max) + 1) / 100}`);
      expect(await line.getAttribute('data-problem')).toBe('PRICE_BOUNDS');
      expect(await line.getByTestId('line-problem').textContent()).toBe(
        th.lotto.slip.overMax.replace('{{amount}}', max),
      );
      expect(await page.getByTestId('slip-submit').isDisabled()).toBe(true);
      expect(await page.getByTestId('slip-blocked').textContent()).toContain(
        th.lotto.slip.fixLines.replace('{{count}}', '1'),
      );
      await line.scrollIntoViewIfNeeded();
      await viewShot(page, 'lotto-slip-line-over-max-th-360');
      await line.getByTestId('line-price').fill('1');
      expect(await page.getByTestId('slip-submit').isDisabled()).toBe(false);

      // Every line at the whole-baht price that first takes the total over the balance.
      const price = Math.floor(balance / 100 / 38) + 1;
      await page.getByTestId('bulk-price').fill(String(price));
      await page.getByTestId('bulk-price-apply').click();
      expect(satangOf(await page.getByTestId('slip-total').textContent())).toBe(price * 38 * 100);
      expect(await page.getByTestId('slip-submit').isDisabled()).toBe(true);
      expect(await page.getByTestId('slip-blocked').textContent()).toBe(
        th.lotto.slip.overBalance.replace(
          '{{balance}}',
          (await page.getByTestId('header-balance').textContent())?.replace(/^฿\s*/, '') ?? '',
        ),
      );
      expect(await page.locator('[data-testid="slip-line"][data-problem]').count()).toBe(0);
      await viewShot(page, 'lotto-slip-over-balance-th-360');
      await page.setViewportSize({ width: 1280, height: 900 });
      await line.scrollIntoViewIfNeeded();
      await viewShot(page, 'lotto-slip-over-balance-th-1280');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('desktop 1280 layouts of the round list and the slip builder', async () => {
    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await wide.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
    try {
      const page = await wide.newPage();
      await logIn(page);
      // A number set made on /number-set goes into a slip in one tap.
      await page.goto(`${baseUrl()}/number-set`);
      await page.getByTestId('number-set-new').click();
      await page.getByTestId('number-set-name').fill('เลขเด็ด');
      await page.getByTestId('number-set-option').selectOption('teng_bon_2');
      await page.getByTestId('number-set-numbers').fill('12 34 5');
      await page.getByTestId('number-set-add').click();
      await screenshot(page, 'lotto-number-set-editor-th-1280');
      await page.getByTestId('number-set-save').click();
      await page.getByTestId('number-set-row').first().waitFor();
      await screenshot(page, 'lotto-number-set-th-1280');

      await page.goto(`${baseUrl()}/lotto/yeekee`);
      await page.locator('[data-testid="round-list"], [data-testid="rounds-empty"]').first().waitFor();
      await screenshot(page, 'lotto-list-th-1280');
      await page.goto(`${baseUrl()}/lotto`);
      if (!(await openFirstRound(page, 'yeekee'))) await openFirstRound(page, 'gov');
      await page.getByTestId('bet-type-teng_bon_3').click();
      await page.getByTestId('bet-type-shuffle_3').click();
      for (const key of ['1', '2', '3']) await page.keyboard.press(key);
      expect(await lineCount(page)).toBe(6);
      await page.getByTestId('number-set-select').selectOption({ label: 'เลขเด็ด (2)' });
      await page.getByTestId('number-set-load').click();
      expect(await lineCount(page)).toBe(8);
      expect(
        await page.locator('[data-testid="slip-line"][data-option="teng_bon_2"][data-batch="2"]').count(),
      ).toBe(2);
      await screenshot(page, 'lotto-slip-th-1280');
    } finally {
      await wide.close();
    }
  }, 60_000);
});
