/**
 * Bank account and withdrawal end to end, in the browser against the real server (demo mode):
 * a fresh member (signed up through the API, no name yet) follows the checklist on /main to
 * /bank/add, types their name there and adds a KBANK account (360 px), sees it as the withdrawal
 * account on /bank/status and the bank step done on /main; the demo Super Admin (1280 px)
 * credits 1,000 baht (wallet.adjust from the admin page's session); the member asks for 300 on
 * /credit/withdraw (available drops to 700, the list shows it waiting); staff approve it with a
 * transfer reference on the Withdrawals page; the member's statement shows the WITHDRAW row.
 *
 * A TOTP code is accepted once per 30 s step and other specs log the same staff member in: a used
 * code is retried with the next step's code, and the file ends only after our step is over.
 */
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { memberLogin, memberSignup } from './harness/admin.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { logInAsStaff } from './harness/staff-login.ts';
import { E2E_STAFF } from './harness/staff.ts';

let browser: Browser;
let admin: BrowserContext | undefined;
let member: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await admin?.close();
  await member?.close();
  await browser.close();
});

const M = {
  userName: `wd${randomInt(100_000, 999_999)}`,
  pin: 'Withdraw#1',
  phoneNumber: `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
  name: 'Somsak Rakdee',
  account: `${randomInt(100_000, 999_999)}${randomInt(1000, 9999)}`,
};

/** A staff call from the admin page itself (its cookies and CSRF token). */
const staffPost = (page: Page, path: string, body: unknown, headers: Record<string, string> = {}) =>
  page.evaluate(
    async ({ path, body, headers }) => {
      const csrf = /(?:^|; )staffCsrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/api/admin/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf), ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, body, headers },
  );

describe('bank account and withdrawal', () => {
  it('member adds a bank and withdraws; staff approve in the admin UI; the statement shows WITHDRAW', async () => {
    // A fresh member without a name: the checklist on /main leads to the bank step, which asks it.
    expect(await memberSignup(baseUrl(), M)).toBe(201);
    const token = await memberLogin(baseUrl(), M.userName, M.pin);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const uuid = (
      (await (
        await fetch(`${baseUrl()}/api/users.auth`, { method: 'POST', headers: auth, body: '{}' })
      ).json()) as { data: { uuid: string } }
    ).data.uuid;

    // Member, phone size: /bank/add → /bank/status.
    member = await phoneContext(browser, 'th');
    const phone = await member.newPage();
    await enterAsMember(phone, M);
    // The new member's checklist: nothing done yet, the bank account is the next step.
    await phone.getByTestId('first-steps').waitFor();
    expect(await phone.getByTestId('first-steps').getAttribute('data-done')).toBe('0');
    expect(await phone.getByTestId('first-step-bank').getAttribute('aria-current')).toBe('step');
    await phone.getByTestId('first-step-bank').click();
    await phone.getByTestId('bank-add-page').waitFor();
    await phone.getByTestId('bank-add-name').fill(M.name);
    await phone.waitForFunction(
      () => document.querySelectorAll('[data-testid="bank-add-bank"] option').length > 10,
    );
    await phone.getByTestId('bank-add-bank').selectOption('KBANK');
    // A wrong length is explained before anything is sent.
    await phone.getByTestId('bank-add-number').fill('12345');
    await phone.getByTestId('bank-add-submit').click();
    await phone.getByText('ตัวเลข 10 หลัก').first().waitFor();
    await phone.getByTestId('bank-add-number').fill(M.account);
    // The name typed here is the account's holder name (no holder line while it is asked).
    expect(await phone.getByTestId('bank-add-name').inputValue()).toBe(M.name);
    await screenshot(phone, 'withdraw-bank-add-360');
    await phone.getByTestId('bank-add-submit').click();
    await phone.getByTestId('bank-status-page').waitFor();
    await phone.getByTestId('bank-status-withdrawal').waitFor();
    expect(await phone.getByTestId('bank-status-number').textContent()).toContain(M.account.slice(4, 9));
    await screenshot(phone, 'withdraw-bank-status-360');
    // Back on /main the bank step is done and the first deposit is next.
    await phone.goto(`${baseUrl()}/main`);
    await phone.waitForFunction(
      () => document.querySelector('[data-testid="first-steps"]')?.getAttribute('data-done') === '1',
    );
    expect(await phone.getByTestId('first-step-bank').getAttribute('data-done')).toBe('true');

    // Staff, desktop: log in, credit the member 1,000 baht.
    admin = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    await admin.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
    const desk = await admin.newPage();
    await logInAsStaff(desk, E2E_STAFF.withdraw);
    const credited = await staffPost(
      desk,
      'wallet.adjust',
      { uuid, direction: 'increase', amount: 1000, reason: 'e2e withdraw funds' },
      { 'Idempotency-Key': `e2e-wd-${M.userName}` },
    );
    expect(credited.status).toBe(200);

    // Member asks for 300.
    await phone.goto(`${baseUrl()}/credit/withdraw`);
    await phone.getByTestId('withdraw-account').waitFor();
    await phone.waitForFunction(() =>
      document.querySelector('[data-testid="withdraw-available"]')?.textContent?.includes('1,000.00'),
    );
    await phone.getByTestId('withdraw-amount').fill('300');
    await phone.getByTestId('withdraw-submit').click();
    await phone.locator('[data-testid="withdrawal-item"][data-status="PENDING"]').waitFor();
    await phone.waitForFunction(() =>
      document.querySelector('[data-testid="withdraw-available"]')?.textContent?.includes('700.00'),
    );
    // A second one waits for the first: the refusal is worded by its code, in Thai.
    await phone.getByTestId('withdraw-amount').fill('10');
    await phone.getByTestId('withdraw-submit').click();
    expect(await phone.getByTestId('withdraw-error').textContent()).toBe(th.errorCodes.WITHDRAWAL_PENDING);
    await screenshot(phone, 'withdraw-request-360');

    // Staff approve it on the Withdrawals page with the transfer reference.
    await desk.getByTestId('admin-nav-withdrawals').click();
    await desk.goto(`${baseUrl()}/admin/withdrawals?q=${M.userName}`);
    await desk.getByTestId('withdrawal-row').waitFor();
    await screenshot(desk, 'withdraw-admin-queue-1280');
    await desk.getByTestId('withdrawal-decide').click();
    await desk.getByTestId('withdrawal-reference').fill('KB-E2E-0001');
    await screenshot(desk, 'withdraw-admin-decide-1280');
    await desk.getByTestId('withdrawal-approve').click();
    await desk.getByTestId('withdrawals-empty').waitFor();

    // The member sees it paid and the WITHDRAW line in the statement.
    await phone.goto(`${baseUrl()}/credit/withdraw`);
    await phone.locator('[data-testid="withdrawal-item"][data-status="APPROVED"]').waitFor();
    await phone.goto(`${baseUrl()}/credit/statement`);
    await phone.locator('[data-testid="statement-row"][data-type="WITHDRAW"]').waitFor();
    await screenshot(phone, 'withdraw-statement-360');
    const statement = await fetch(`${baseUrl()}/api/transactions.all`, {
      method: 'POST',
      headers: auth,
      body: '{}',
    });
    const lines = (
      (await statement.json()) as {
        data: Array<{ transactionType: string; amount: number; remark: string | null }>;
      }
    ).data;
    expect(lines[0]).toMatchObject({ transactionType: 'WITHDRAW', amount: -300, remark: 'KB-E2E-0001' });

    // On a desktop the checklist reads the same: the bank done, the first deposit next.
    const wide = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    await wide.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
    const desktop = await wide.newPage();
    await enterAsMember(desktop, M);
    await desktop.waitForFunction(
      () => document.querySelector('[data-testid="first-steps"]')?.getAttribute('data-done') === '1',
    );
    expect(await desktop.getByTestId('first-step-deposit').getAttribute('aria-current')).toBe('step');
    await screenshot(desktop, 'first-steps-th-1280');
    await wide.close();
  });
});
