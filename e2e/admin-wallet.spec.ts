/**
 * The back-office wallet in the browser at 1280×800 against the real server (demo mode): the demo
 * Super Admin logs in once with TOTP, opens demo01's wallet, finds the 10,000.00 demo credit,
 * increases the cash by 123.45 with a reason, sees the new balance and the ADMIN_INCREASE row, and
 * the member API (`GET /api/cashs`) shows exactly +123.45; a decrease of 123.45 then puts demo01
 * back where it was; the reconciliation report is "ok".
 *
 * Other specs use demo01 too: only differences (before/after) are asserted, never balances.
 * A TOTP code is accepted once per 30 s step and admin.spec.ts logs the same staff member in: if
 * our code was already used in this step, the next step's code is entered; and the file ends only
 * after the step of our login is over, so a spec run after this one gets a fresh code.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/admin/th.json' with { type: 'json' };
import { bahtToSatang } from '../packages/domain/src/money/satang.ts';
import { memberLogin } from './harness/admin.ts';
import { DEMO_MEMBER } from './harness/fixtures.ts';
import { baseUrl, launchBrowser, screenshot } from './harness/page.ts';
import { E2E_STAFF } from './harness/staff.ts';
import { logInAsStaff } from './harness/staff-login.ts';

let browser: Browser;
let admin: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await admin?.close();
  await browser.close();
});

/** Baht (a JSON number or "10,123.45" as shown) → satang, by its digits (float noise is refused). */
const satangOf = (baht: number | string): number => {
  const value = bahtToSatang(typeof baht === 'number' ? baht : baht.replace(/,/g, '').trim());
  if (value === null) throw new Error(`not a baht amount: ${String(baht)}`);
  return Number(value);
};

/** demo01's available cash as the member API answers it (`GET /api/cashs`), in satang. */
const memberCash = async (): Promise<number> => {
  const token = await memberLogin(baseUrl(), DEMO_MEMBER.userName, DEMO_MEMBER.pin);
  const response = await fetch(`${baseUrl()}/api/cashs`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { money: number } };
  return satangOf(body.data.money);
};

const shownCash = async (): Promise<number> =>
  satangOf((await page.getByTestId('wallet-balance-cash').getAttribute('data-value')) ?? '');

/** The dialog's open transition has finished (a screenshot mid-fade is half transparent). */
const modalSettled = () =>
  page.waitForFunction(() => {
    const content = document.querySelector('.mantine-Modal-content');
    return content !== null && getComputedStyle(content).opacity === '1';
  });

describe('back-office wallet', () => {
  it('adjusts demo01 by +123.45: new balance, ADMIN_INCREASE row, member API +123.45 exactly', async () => {
    const before = await memberCash();

    admin = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    await admin.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
    page = await admin.newPage();
    // Members search → demo01 → the wallet link on the member screen.
    await logInAsStaff(page, E2E_STAFF.adminWallet, `/admin/members?q=${DEMO_MEMBER.userName}`);
    await page.getByTestId(`member-link-${DEMO_MEMBER.userName}`).click();
    await page.getByTestId('member-detail').waitFor();
    await page.getByTestId('member-wallet-link').click();
    await page.getByTestId('member-wallet').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/members\/[0-9a-f-]{36}\/wallet$/);

    // The demo credit (an ADMIN_INCREASE of the seed) is in the ledger; only CASH lines.
    await page.getByTestId('ledger-filter-account').selectOption('CASH');
    await page.waitForURL((url) => url.searchParams.get('account') === 'CASH');
    const demoCredit = page.getByTestId('ledger-row').filter({ hasText: 'Demo credit' });
    await demoCredit.waitFor();
    expect(await demoCredit.getByTestId('ledger-amount').textContent()).toBe('+10,000.00');
    expect(await demoCredit.getByTestId('ledger-type').textContent()).toBe('ADMIN_INCREASE');
    expect(await demoCredit.locator('td').first().textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );
    await screenshot(page, 'admin-wallet-ledger-th-1280');

    const shownBefore = await shownCash();
    const reason = `e2e: goodwill credit ${Date.now().toString(36)}`;
    await page.getByTestId('wallet-adjust-amount').fill('123.45');
    await page.getByTestId('wallet-adjust-reason').fill(reason);
    await page.getByTestId('wallet-adjust-submit').click();
    await page.getByTestId('wallet-adjust-confirm-summary').waitFor();
    expect(await page.getByTestId('wallet-confirm-member').textContent()).toBe(DEMO_MEMBER.userName);
    expect(await page.getByTestId('wallet-confirm-direction').textContent()).toBe(th.wallet.increase);
    expect(await page.getByTestId('wallet-confirm-amount').textContent()).toBe(`123.45 ${th.wallet.baht}`);
    await modalSettled();
    await screenshot(page, 'admin-wallet-confirm-th-1280');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/admin/wallet.adjust'));
    await page.getByTestId('wallet-adjust-confirm-confirm').click();
    const request = await sent;
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByTestId('wallet-adjust-done').waitFor();
    await page.getByTestId('snackbar').getByText(th.wallet.adjusted).waitFor();

    // The balance card and the ledger refresh: +123.45 and our row on top, by the staff member.
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="wallet-balance-cash"]')?.getAttribute('data-value') ===
        expected,
      String((shownBefore + 12_345) / 100),
    );
    const ours = page.getByTestId('ledger-row').filter({ hasText: reason });
    await ours.waitFor();
    expect(await ours.getAttribute('data-type')).toBe('ADMIN_INCREASE');
    expect(await ours.getByTestId('ledger-amount').textContent()).toBe('+123.45');
    expect(await ours.getByTestId('ledger-staff').textContent()).toBe(E2E_STAFF.adminWallet.username);
    expect(satangOf((await ours.getByTestId('ledger-balance-after').textContent()) ?? '')).toBe(
      shownBefore + 12_345,
    );
    await screenshot(page, 'admin-wallet-adjusted-th-1280');

    // What the member sees: exactly 123.45 baht more.
    expect((await memberCash()) - before).toBe(12_345);

    // Undo it (a decrease of the same amount), so demo01's balance is what it was for other specs.
    await page.getByTestId('wallet-adjust-direction').getByText(th.wallet.decrease).click();
    await page.getByTestId('wallet-adjust-amount').fill('123.45');
    await page.getByTestId('wallet-adjust-reason').fill(`${reason} (undo)`);
    await page.getByTestId('wallet-adjust-submit').click();
    expect(await page.getByTestId('wallet-confirm-direction').textContent()).toBe(th.wallet.decrease);
    await page.getByTestId('wallet-adjust-confirm-confirm').click();
    const undo = page.getByTestId('ledger-row').filter({ hasText: `${reason} (undo)` });
    await undo.waitFor();
    expect(await undo.getAttribute('data-type')).toBe('ADMIN_DECREASE');
    expect(await undo.getByTestId('ledger-amount').textContent()).toBe('-123.45');
    expect(await memberCash()).toBe(before);
  }, 120_000);

  it('the reconciliation report of today is ok', async () => {
    expect(page, 'needs the adjust test').toBeDefined();
    await page.getByTestId('admin-nav-reconciliation').click();
    await page.waitForURL(/\/admin\/reconciliation$/);
    const status = page.getByTestId('recon-status');
    await status.waitFor();
    expect(await status.getAttribute('data-ok')).toBe('true');
    expect(await status.textContent()).toBe(th.recon.ok);
    await page.getByTestId('recon-no-mismatch').waitFor();
    // Our adjustment today: at least one entry and two postings counted for the day.
    expect(Number(await page.getByTestId('recon-entries').textContent())).toBeGreaterThan(0);
    await screenshot(page, 'admin-wallet-reconciliation-th-1280');
  }, 60_000);

  it('is readable on a phone (360 px)', async () => {
    expect(admin, 'needs the adjust test').toBeDefined();
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      storageState: await admin.storageState(),
    });
    try {
      const phone = await context.newPage();
      await phone.goto(page.url().replace(/\/admin\/reconciliation.*$/, '/admin/reconciliation'));
      await phone.getByTestId('recon-status').waitFor();
      await screenshot(phone, 'admin-wallet-reconciliation-th-360');
      await phone.goto(`${baseUrl()}/admin/members?q=${DEMO_MEMBER.userName}`);
      await phone.getByTestId(`member-link-${DEMO_MEMBER.userName}`).click();
      await phone.getByTestId('member-wallet-link').click();
      await phone.getByTestId('ledger-card').first().waitFor();
      await screenshot(phone, 'admin-wallet-th-360');
    } finally {
      await context.close();
    }
  }, 60_000);
});
