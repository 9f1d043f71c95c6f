/**
 * Deposits end to end in the browser (360×740, real server in demo mode): a fresh member opens
 * /credit/deposit from the main screen, asks for a fast deposit of 500 baht, sees the exact
 * amount with its satang offset and the demo receiving account, then the demo button makes the
 * server send itself the SIGNED bank-statement line for it: the request turns SUCCESS and the
 * header balance changes without a reload (money-update over WS /ccu), and so does the unread
 * badge (the credit's notification); the inbox words it in Thai and a tap marks it read. Then a PromptPay QR
 * request renders its QR, and the normal deposit and status pages render.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSignup } from './harness/admin.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { enterAsMember, logInNewMember } from './harness/member-pages.ts';
import { logInAsStaff } from './harness/staff-login.ts';
import { E2E_STAFF } from './harness/staff.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const M = {
  userName: `dep${randomInt(100_000, 999_999)}`,
  pin: 'Deposit#1',
  phoneNumber: `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
};

const headerBalance = async (page: Page) =>
  ((await page.getByTestId('header-balance').textContent()) ?? '').replace(/\s/g, '');

describe('deposits', () => {
  it('fast deposit -> signed statement (demo button) -> balance updates live; QR and normal pages', async () => {
    expect(await memberSignup(baseUrl(), M)).toBe(201);
    const context = await phoneContext(browser, 'th');
    const page = await context.newPage();
    await enterAsMember(page, M);
    await page.waitForFunction(() =>
      /฿/.test(document.querySelector('[data-testid="header-balance"]')?.textContent ?? ''),
    );
    expect(await headerBalance(page)).toBe('฿0.00');

    await page.getByTestId('main-link-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await screenshot(page, 'deposit-methods-360');
    await page.getByTestId('deposit-method-fast').click();
    await page.getByTestId('deposit-amount').fill('500');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-queue-page').waitFor();
    const exact = page.getByTestId('deposit-exact-amount');
    await exact.waitFor();
    const amount = Number(await exact.getAttribute('data-amount'));
    expect(amount).toBeGreaterThan(500);
    expect(amount).toBeLessThan(501);
    await page.getByTestId('deposit-account').waitFor();
    expect(await page.getByTestId('deposit-account').textContent()).toContain('407-1-23456-7');
    expect(await page.getByTestId('deposit-countdown').textContent()).toMatch(/1[45]:\d\d/);
    await screenshot(page, 'deposit-fast-queue-360');

    // Mark the document: a reload would lose the mark, so seeing it afterwards proves there was none.
    await page.evaluate(() => ((window as unknown as { noReload?: boolean }).noReload = true));
    await page.getByTestId('deposit-simulate').click();
    const expected = `฿${amount.toFixed(2)}`;
    await page.waitForFunction(
      (want) =>
        document.querySelector('[data-testid="header-balance"]')?.textContent?.replace(/\s/g, '') === want,
      expected,
    );
    await page.locator('[data-testid="deposit-request"][data-status="SUCCESS"]').waitFor();
    await page.getByTestId('deposit-credited').waitFor();
    // The credit's notification raises the header's unread badge over the same socket.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-unread"]')?.textContent === '1',
    );
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await screenshot(page, 'deposit-fast-credited-360');

    await page.getByTestId('header-notifications').click();
    const notification = page.getByTestId('notification');
    await notification.waitFor();
    expect(await notification.textContent()).toContain('เงินฝากเข้าแล้ว');
    await screenshot(page, 'notifications-360');
    await notification.click();
    await page.locator('[data-testid="notification"][data-unread="false"]').waitFor();
    await page.getByTestId('header-unread').waitFor({ state: 'detached' });

    await page.goto(`${baseUrl()}/credit/deposit/qrcode`);
    await page.getByTestId('deposit-amount').fill('150');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-qr').waitFor();
    expect(
      Number(await page.getByTestId('deposit-exact-amount').getAttribute('data-amount')),
    ).toBeGreaterThan(150);
    // Beside the QR: the amount and the expiry; "save" downloads the QR as a PNG (a phone cannot scan itself).
    expect(await page.getByTestId('deposit-exact-amount').textContent()).toMatch(/^฿ 150\.\d\d$/);
    expect(await page.getByTestId('deposit-qr-expiry').textContent()).toMatch(
      /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    await screenshot(page, 'deposit-qrcode-360');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('deposit-qr-save').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^promptpay-\d+\.png$/);
    const png = readFileSync(await download.path());
    await download.saveAs(join(import.meta.dirname, 'screenshots', 'deposit-qrcode-saved.png'));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // A desktop puts the amount and expiry beside the QR, on its right.
    await page.setViewportSize({ width: 1280, height: 800 });
    const qr = await page.getByTestId('deposit-qr').boundingBox();
    const side = await page.getByTestId('deposit-exact-amount').boundingBox();
    expect(side!.x).toBeGreaterThan(qr!.x + qr!.width);
    await screenshot(page, 'deposit-qrcode-1280');
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto(`${baseUrl()}/credit/deposit/normal`);
    await page.getByTestId('normal-deposit-form').waitFor();
    await screenshot(page, 'deposit-normal-360');

    await page.goto(`${baseUrl()}/credit/status`);
    await page.locator('[data-testid="status-fast-list"] [data-status="SUCCESS"]').waitFor();
    await screenshot(page, 'credit-status-360');
  });

  it('a normal deposit with its form waits for staff; staff approve it on the Deposits page; the balance follows', async () => {
    const page = await (await phoneContext(browser, 'th')).newPage();
    const member = await logInNewMember(page, baseUrl());
    await page.goto(`${baseUrl()}/credit/deposit/normal`);
    await page.getByTestId('normal-deposit-form').waitFor();
    await page.getByTestId('normal-from-bank').selectOption('KBANK');
    await page.getByTestId('normal-from-number').fill('1234567890');
    await page.getByTestId('normal-from-name').fill('Somchai Jaidee');
    await page.getByTestId('normal-amount').fill('200');
    await page.getByTestId('normal-submit').click();
    await page.locator('[data-testid="deposit-normal-list"] [data-status="PENDING"]').waitFor();
    expect(await headerBalance(page)).toBe('฿0.00');

    const admin = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    await admin.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
    const desk = await admin.newPage();
    await logInAsStaff(desk, E2E_STAFF.deposit, `/admin/deposits?q=${member.userName}`);
    const row = desk.locator('[data-testid="deposit-row"][data-status="PENDING"]');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await screenshot(desk, 'admin-deposits-th-1280');
    await row.getByTestId('deposit-decide').click();
    await desk.getByTestId('deposit-approve').click();
    await desk.locator('[data-testid="deposit-row"][data-status="PENDING"]').waitFor({ state: 'detached' });
    await desk.getByTestId('deposits-tab-banks').click();
    await desk.getByTestId('deposit-bank-row').first().waitFor();
    await screenshot(desk, 'admin-deposit-banks-th-1280');

    // The member's header follows without a reload (money-update).
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="header-balance"]')?.textContent?.replace(/\s/g, '') ===
        '฿200.00',
    );
  });
});
