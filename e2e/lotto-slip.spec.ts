/**
 * Lotto slip in the browser (real server in demo mode, rounds from the scheduler): lotto01 (10,000.00
 * baht, harness/seed-lotto.ts) opens an open Yeekee round (government if none is open), builds a
 * slip with 19 doors, reverse and a removed batch, sends it, sees the header balance drop live and
 * the slip listed on /poy. A 19-door top+bottom slip shows the most one draw pays, and the slip
 * refuses a price over the option's maximum and a total over the balance before confirm. With a
 * family discount set by staff, 50 pasted numbers (4 invalid, listed in red) go into the entry
 * table at a column price and are placed at the discount (in English, at 360 and 1280 px).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { LOTTO_MEMBER } from './harness/lotto-fixtures.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { startStaffSession } from './harness/staff-login.ts';
import { E2E_STAFF } from './harness/staff.ts';

/** What the phone shows (not the full page): the slip's sticky totals bar sits where it really is. */
const viewShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

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
      await enterAsMember(page, LOTTO_MEMBER);
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
      // The entry table: one row per number, a 2-top and a 2-bottom cell in each.
      await expect.poll(() => lineCount(page)).toBe(38);
      expect(await page.getByTestId('slip-row').count()).toBe(19);
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
      await enterAsMember(page, LOTTO_MEMBER);
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('[data-testid="header-balance"]')?.textContent ?? ''),
      );
      const balance = await headerSatang(page);
      await page.getByTestId('main-link-lotto').click();
      if (!(await openFirstRound(page, 'yeekee'))) {
        await page.goto(`${baseUrl()}/lotto`);
        expect(await openFirstRound(page, 'gov')).toBe(true);
      }
      // Opened afresh, the round page has its round asked by public/boot.js beside the app's
      // script, once: the app's first call takes that answer.
      const requested: string[] = [];
      const track = (request: Request) => {
        const url = new URL(request.url());
        requested.push(url.pathname + url.search);
      };
      page.on('request', track);
      await page.reload();
      await page.getByTestId('round-title').waitFor();
      page.off('request', track);
      const entry = await page.evaluate(
        () => (JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as { entry: string }).entry,
      );
      const betId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      // Its rates too, which the slip builder's first render needs.
      for (const call of [
        `/api/bet-lists.one?id=${betId}`,
        `/api/number-reachs.rate-now.all?betId=${betId}`,
      ]) {
        const path = call.slice(0, call.indexOf('?') + 1);
        expect(requested.filter((url) => url.startsWith(path))).toEqual([call]);
        expect(requested.indexOf(call)).toBeLessThan(requested.indexOf(entry));
      }
      await page.getByTestId('bet-type-teng_bon_2').click();
      await page.getByTestId('bet-type-teng_lang_2').click();
      await page.getByTestId('bet-type-option_2_19').click();
      await page.getByTestId('pad-7').click();
      await expect.poll(() => lineCount(page)).toBe(38);
      await page.getByTestId('bulk-price').fill('1');
      await page.getByTestId('bulk-price-apply').click();
      expect(satangOf(await page.getByTestId('slip-total').textContent())).toBe(38_00);

      // One draw has one 2-top and one 2-bottom: at 1 baht it pays the best rate of each, once.
      const ratesOf = (option: string) =>
        page
          .locator(`[data-testid="slip-line"][data-option="${option}"] [data-testid="line-rate"]`)
          .evaluateAll((rates) => rates.map((r) => Math.round(Number(r.getAttribute('data-rate')) * 100)));
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
      const column = page.getByTestId('slip-col-teng_bon_2');
      const limits = (await column.getByTestId('slip-col-limits').textContent()) ?? '';
      const max = /–([\d,]+\.\d{2})$/.exec(limits)?.[1] ?? '';
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
      await enterAsMember(page, LOTTO_MEMBER);
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
      await expect.poll(() => lineCount(page)).toBe(6);
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

  it('pastes 50 numbers (invalid ones listed), places them at the family discount, and builds 19 doors in 4 taps at 1280', async () => {
    // Staff offer 33 % off at 70 % of the full rates on the families the slip may open, on the
    // back office's family screen.
    const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const admin = await office.newPage();
      await startStaffSession(admin, E2E_STAFF.lotto);
      for (const family of ['yeekee', 'gov']) {
        await admin.goto(`${baseUrl()}/admin/lotto/families?family=${family}`);
        await admin.getByTestId('family-discount-on').check();
        await admin.getByTestId('family-discount-percent').fill('33');
        for (const input of await admin
          .locator('[data-testid^="family-discount-teng_"], [data-testid^="family-discount-tode_"]')
          .all()) {
          const option = ((await input.getAttribute('data-testid')) ?? '').replace('family-discount-', '');
          const full = Number(await admin.getByTestId(`family-${option}-rate`).inputValue());
          await input.fill(String(Math.floor(full * 70) / 100));
        }
        const saved = admin.waitForResponse((r) => r.url().endsWith('/api/admin/lotto.families.update'));
        await admin.getByTestId('family-save').click();
        expect((await saved).status()).toBe(200);
        if (family === 'yeekee') {
          // Read back from the server after a reload.
          await admin.reload();
          expect(await admin.getByTestId('family-discount-percent').inputValue()).toBe('33');
          await admin.getByTestId('family-discount').scrollIntoViewIfNeeded();
          await screenshot(admin, 'admin-lotto-family-discount-th-1280');
          await admin.setViewportSize({ width: 360, height: 740 });
          await screenshot(admin, 'admin-lotto-family-discount-th-360');
          await admin.setViewportSize({ width: 1280, height: 900 });
        }
      }
    } finally {
      await office.close();
    }

    const context = await phoneContext(browser, 'en');
    try {
      const page = await context.newPage();
      await enterAsMember(page, LOTTO_MEMBER);
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('[data-testid="header-balance"]')?.textContent ?? ''),
      );
      await page.getByTestId('main-link-lotto').click();
      if (!(await openFirstRound(page, 'yeekee'))) {
        await page.goto(`${baseUrl()}/lotto`);
        expect(await openFirstRound(page, 'gov')).toBe(true);
      }
      const roundUrl = page.url();

      // 46 two-digit numbers and 4 entries that make no 2-top line, spaces, commas and new lines.
      const valid = Array.from({ length: 46 }, (_, i) => String(i + 50).padStart(2, '0'));
      const pasted = [
        ...valid.slice(0, 20),
        '1x',
        '123',
        ...valid.slice(20, 40),
        '7',
        '999',
        ...valid.slice(40),
      ];
      expect(pasted).toHaveLength(50);
      await page.getByTestId('bet-type-teng_bon_2').click();
      await page.getByTestId('column-price-teng_bon_2').fill('10');
      const separators = [' ', ', ', '\n'];
      await page.getByTestId('paste-input').fill(pasted.map((n, i) => `${n}${separators[i % 3]}`).join(''));
      await page.getByTestId('paste-add').click();
      await expect.poll(() => page.getByTestId('slip-row').count()).toBe(46);
      expect(await page.getByTestId('paste-invalid-entry').allTextContents()).toEqual([
        '1x',
        '123',
        '7',
        '999',
      ]);
      expect(await lineCount(page)).toBe(46);
      await viewShot(page, 'lotto-slip-paste-en-360');

      // Discount: 46 × 10 baht less 33 % = 308.20 paid, every line at the discount rate.
      await page.getByTestId('pay-mode-discount').click();
      await page.getByTestId('slip-discount').waitFor();
      expect(satangOf(await page.getByTestId('slip-total').textContent())).toBe(308_20);
      const rates = await page
        .getByTestId('line-rate')
        .evaluateAll((all) => all.map((r) => Math.round(Number(r.getAttribute('data-rate')) * 100)));
      const fullTop = (await page.getByTestId('bet-type-teng_bon_2').textContent()) ?? '';
      const fullRate = Math.round(Number(/×([\d.]+)/.exec(fullTop)?.[1]) * 100);
      // The picker shows the discount rate now; every unlimited number is sold at it.
      expect(Math.max(...rates)).toBe(fullRate);
      // The true maximum win: one 2-top per draw, so the best line's win, not their sum.
      const wins = (await page.getByTestId('line-win').allTextContents()).map(satangOf);
      expect(satangOf(await page.getByTestId('slip-potential-win').textContent())).toBe(Math.max(...wins));
      await page
        .getByTestId('slip-row')
        .nth(2)
        .evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await viewShot(page, 'lotto-slip-discount-en-360');

      const balance = await headerSatang(page);
      await page.getByTestId('slip-submit').click();
      await page.getByTestId('confirm-discount').waitFor();
      expect(satangOf(await page.getByTestId('confirm-discount').textContent())).toBe(151_80);
      expect(satangOf(await page.getByTestId('confirm-balance-after').textContent())).toBe(balance - 308_20);
      await viewShot(page, 'lotto-slip-confirm-en-360');
      await page.getByTestId('confirm-submit').click();
      await page.getByTestId('confirm-view-poy').click();
      await page.getByTestId('poy-detail').waitFor();
      expect(satangOf(await page.getByTestId('poy-detail-discount').textContent())).toBe(151_80);
      expect(satangOf(await page.getByTestId('poy-detail-total').textContent())).toBe(308_20);

      // At 1280: 19 doors under 2 top and 2 bottom in 4 taps after the round, 19 rows.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(roundUrl);
      await page.getByTestId('slip-panel').waitFor();
      for (const tap of ['bet-type-teng_bon_2', 'bet-type-teng_lang_2', 'bet-type-option_2_19', 'pad-7'])
        await page.getByTestId(tap).click();
      await expect.poll(() => page.getByTestId('slip-row').count()).toBe(19);
      expect(await lineCount(page)).toBe(38);
      const winsOf = (option: string) =>
        page
          .locator(`[data-testid="slip-line"][data-option="${option}"] [data-testid="line-win"]`)
          .allTextContents();
      const best =
        Math.max(...(await winsOf('teng_bon_2')).map(satangOf)) +
        Math.max(...(await winsOf('teng_lang_2')).map(satangOf));
      expect(satangOf(await page.getByTestId('slip-potential-win').textContent())).toBe(best);
      await screenshot(page, 'lotto-slip-en-1280');
    } finally {
      await context.close();
    }
  }, 90_000);
});
