/**
 * TrueMoney and USDT deposits in the browser (360×740, real server in demo mode, demo seed: a
 * TrueMoney wallet, USDT on TRC20/ERC20 at 35.00 baht with an address pool). A fresh member opens
 * a TrueMoney request (wallet number, exact amount, countdown); the demo button makes the server
 * send itself the SIGNED TrueMoney hook: the request turns SUCCESS, the header balance follows
 * without a reload and the transfer shows in the TrueMoney history. Then a USDT request on TRC20:
 * the member's own address with a QR, the USDT amount rounded up to 6 decimals and the rate; the
 * demo button sends the signed crypto hook with enough confirmations and the request is credited;
 * /credit/deposit/crypto/queue lists it with its confirmations. The pages are also captured in
 * en, kh and mm, and staff change the crypto settings and see the transfers in the back office.
 */
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSignup } from './harness/admin.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { logInAsStaff } from './harness/staff-login.ts';
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

const newMember = () => ({
  userName: `cry${randomInt(100_000, 999_999)}`,
  pin: 'Deposit#1',
  phoneNumber: `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
});

const signedInPage = async (locale: string, m: ReturnType<typeof newMember>): Promise<Page> => {
  expect(await memberSignup(baseUrl(), m)).toBe(201);
  const context = await phoneContext(browser, locale);
  contexts.push(context);
  const page = await context.newPage();
  await enterAsMember(page, m);
  return page;
};

const headerBalanceIs = (page: Page, want: string) =>
  page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="header-balance"]')?.textContent?.replace(/\s/g, '') === expected,
    want,
  );

describe('TrueMoney and crypto deposits', () => {
  it('TrueMoney request -> signed hook (demo) -> credited live; the history shows it', async () => {
    const page = await signedInPage('th', newMember());
    await headerBalanceIs(page, '฿0.00');

    await page.goto(`${baseUrl()}/credit/deposit`);
    await page.getByTestId('deposit-method-truemoney').waitFor();
    await page.getByTestId('deposit-method-crypto').waitFor();
    await screenshot(page, 'deposit-methods-providers-360');
    await page.getByTestId('deposit-method-truemoney').click();
    await page.getByTestId('deposit-truemoney-form').waitFor();
    await page.getByTestId('deposit-amount').fill('300');
    await page.getByTestId('deposit-submit').click();
    await page.locator('[data-testid="truemoney-request"][data-status="PENDING"]').waitFor();
    expect(await page.getByTestId('truemoney-wallet').textContent()).toBe('081-234-5678');
    expect(await page.getByTestId('truemoney-amount').textContent()).toContain('300.00');
    expect(await page.getByTestId('deposit-countdown').textContent()).toMatch(/1[45]:\d\d/);
    await screenshot(page, 'deposit-truemoney-360');

    // A reload would lose the mark: seeing it afterwards proves the balance changed live.
    await page.evaluate(() => ((window as unknown as { noReload?: boolean }).noReload = true));
    await page.getByTestId('deposit-simulate').click();
    await headerBalanceIs(page, '฿300.00');
    await page.locator('[data-testid="truemoney-request"][data-status="SUCCESS"]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await page.getByTestId('truemoney-history-item').first().waitFor();
    await screenshot(page, 'deposit-truemoney-credited-360');
  });

  it('USDT request -> signed hook (demo) with enough confirmations -> credited live; the queue shows it', async () => {
    const page = await signedInPage('th', newMember());
    await headerBalanceIs(page, '฿0.00');
    await page.goto(`${baseUrl()}/credit/deposit/crypto`);
    await page.getByTestId('deposit-crypto-form').waitFor();
    expect(await page.getByTestId('crypto-rate-now').textContent()).toContain('35.00');
    await screenshot(page, 'deposit-crypto-form-360');
    await page.getByTestId('deposit-amount').fill('1000');
    await page.getByTestId('deposit-submit').click();
    await page.locator('[data-testid="crypto-request"][data-status="PENDING"]').waitFor();
    expect(await page.getByTestId('crypto-amount').textContent()).toBe('28.571429 USDT');
    expect(await page.getByTestId('crypto-address').textContent()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await page.getByTestId('deposit-qr').waitFor();
    await screenshot(page, 'deposit-crypto-360');

    await page.getByTestId('deposit-simulate').click();
    await headerBalanceIs(page, '฿1,000.00');
    await page.locator('[data-testid="crypto-request"][data-status="SUCCESS"]').waitFor();
    await page.getByTestId('deposit-credited').waitFor();
    await screenshot(page, 'deposit-crypto-credited-360');

    await page.getByTestId('crypto-queue-link').click();
    await page.locator('[data-testid="crypto-item"][data-status="SUCCESS"]').waitFor();
    expect(await page.getByTestId('crypto-confirmations').getAttribute('data-confirmations')).toBe('3');
    await screenshot(page, 'deposit-crypto-queue-360');
  });

  it.each(['en', 'kh', 'mm'])('the crypto and TrueMoney pages render in %s', async (locale) => {
    const page = await signedInPage(locale, newMember());
    await page.goto(`${baseUrl()}/credit/deposit/crypto`);
    await page.getByTestId('deposit-amount').fill('500');
    await page.getByTestId('deposit-submit').click();
    await page.locator('[data-testid="crypto-request"][data-status="PENDING"]').waitFor();
    await screenshot(page, `deposit-crypto-${locale}-360`);
    await page.goto(`${baseUrl()}/credit/deposit/truemoney`);
    await page.getByTestId('deposit-truemoney-form').waitFor();
    await screenshot(page, `deposit-truemoney-${locale}-360`);
  });

  it('staff set the rate, load addresses and see the transfers in the back office', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await logInAsStaff(page, E2E_STAFF.depositCrypto, '/admin/deposits');
    await page.getByTestId('deposits-tab-providers').click();
    await page.getByTestId('provider-settings').waitFor();
    expect(await page.getByTestId('truemoney-wallet-input').inputValue()).toBe('0812345678');
    await page.getByTestId('crypto-rate-input').fill('36.25');
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/deposits.crypto.update'),
    );
    await page.getByTestId('crypto-save').click();
    expect((await saved).status()).toBe(200);
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid="crypto-rate-input"]')?.value === '36.25',
    );
    const address = `0x${'ab'.repeat(20)}`;
    await page.getByTestId('crypto-addresses-input').fill('not-an-address');
    await page.getByTestId('crypto-addresses-add').click();
    await page.getByTestId('crypto-addresses-error').waitFor();
    await page.getByTestId('crypto-addresses-network').selectOption('ERC20');
    await page.getByTestId('crypto-addresses-input').fill(address);
    await page.getByTestId('crypto-addresses-add').click();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLTextAreaElement>('[data-testid="crypto-addresses-input"]')?.value === '',
    );
    await screenshot(page, 'admin-deposit-providers');
    await page.getByTestId('deposits-tab-provider-transfers').click();
    await page.locator('[data-testid="crypto-transfer-row"][data-status="CREDITED"]').first().waitFor();
    await screenshot(page, 'admin-crypto-transfers');
  });
});
