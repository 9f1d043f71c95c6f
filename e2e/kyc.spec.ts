/**
 * Identity checks end to end (docs/compliance.md), in the browser against the real server: a
 * member with 30,000 baht (credited by staff through the API) asks for 25,000 on /credit/withdraw
 * at 360 px and is refused, in Thai, with a link to /profile/identity; there they send a photo of
 * their ID and a selfie (previews first) and see the check waiting; staff open it on /admin/kyc
 * (1280 px), see both pictures (served only to staff) and approve; the member then withdraws.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import thKyc from '../apps/web/src/features/kyc/locales/th.json' with { type: 'json' };
import { memberLogin, memberSignup } from './harness/admin.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { staffApi } from './harness/staff-api.ts';
import { startStaffSession } from './harness/staff-login.ts';
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

const M = {
  userName: `kyc${randomInt(100_000, 999_999)}`,
  pin: 'Identity#1',
  phoneNumber: `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
  account: `${randomInt(100_000, 999_999)}${randomInt(1000, 9999)}`,
};
const ICONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');

const memberCall = async (token: string, route: string, body: unknown) =>
  fetch(`${baseUrl()}/api/${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Every picture of the page has loaded (a refused or missing one has no natural width). */
const imagesLoaded = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(css)];
    return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
  }, selector);

describe('identity check', () => {
  it('a large withdrawal is refused with the reason, the member sends the pictures, staff approve, the member withdraws', async () => {
    expect(await memberSignup(baseUrl(), M)).toBe(201);
    const token = await memberLogin(baseUrl(), M.userName, M.pin);
    expect((await memberCall(token, 'users-infos.update', { name: 'Malee Sukjai' })).status).toBe(200);
    expect(
      (await memberCall(token, 'users-banks.create', { bankCode: 'KBANK', bankAccountNumber: M.account }))
        .status,
    ).toBe(201);
    const uuid = ((await (await memberCall(token, 'users.auth', {})).json()) as { data: { uuid: string } })
      .data.uuid;

    const funds = await staffApi(baseUrl(), E2E_STAFF.kycFunds);
    const credited = await funds.post(
      '/api/admin/wallet.adjust',
      { uuid, direction: 'increase', amount: 30_000, reason: 'e2e kyc funds' },
      { 'Idempotency-Key': `e2e-kyc-${M.userName}` },
    );
    expect(credited.status).toBe(200);

    const admin = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    contexts.push(admin);
    await admin.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
    const desk = await admin.newPage();
    await startStaffSession(desk, E2E_STAFF.kyc);

    // The member, 360 px: 25,000 is above the 20,000 of a single withdrawal without a check.
    const member = await phoneContext(browser, 'th');
    contexts.push(member);
    const phone = await member.newPage();
    await enterAsMember(phone, M);
    await phone.goto(`${baseUrl()}/credit/withdraw`);
    await phone.getByTestId('withdraw-account').waitFor();
    await phone.getByTestId('withdraw-kyc-limit').waitFor();
    await phone.getByTestId('withdraw-amount').fill('25000');
    await phone.getByTestId('withdraw-submit').click();
    const refusal = phone.getByTestId('withdraw-kyc-required');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(thKyc.withdraw.single.replace('{{amount}}', '20,000.00'));
    await screenshot(phone, 'kyc-withdraw-refused-360');

    // The link leads to the upload; the pictures show before they are sent.
    await phone.getByTestId('withdraw-kyc-link').click();
    await phone.getByTestId('identity-page').waitFor();
    await phone.getByTestId('kyc-document-file').setInputFiles(path.join(ICONS, 'icon-512.png'));
    await phone.getByTestId('kyc-selfie-file').setInputFiles(path.join(ICONS, 'apple-touch-icon.png'));
    await phone.getByTestId('kyc-document-preview').waitFor();
    await phone.getByTestId('kyc-selfie-preview').waitFor();
    await imagesLoaded(phone, '[data-testid$="-preview"]');
    await screenshot(phone, 'kyc-identity-360');
    await phone.getByTestId('kyc-submit').click();
    await phone.locator('[data-testid="kyc-status"][data-status="PENDING"]').waitFor();
    expect(await phone.getByTestId('kyc-form').count()).toBe(0);
    await screenshot(phone, 'kyc-identity-pending-360');

    // Staff, 1280 px: the queue shows it waiting; both pictures load for them (and for nobody else).
    await desk.goto(`${baseUrl()}/admin/kyc?q=${M.userName}`);
    await desk.getByTestId('kyc-row').waitFor();
    await screenshot(desk, 'kyc-admin-queue-1280');
    await desk.getByTestId('kyc-open').click();
    await desk.getByTestId('kyc-approve').waitFor();
    await imagesLoaded(desk, '[data-testid^="kyc-image-"]');
    const imageUrl = await desk.getByTestId('kyc-image-document').getAttribute('src');
    expect((await fetch(`${baseUrl()}${imageUrl}`)).status).toBe(401);
    expect(
      (await fetch(`${baseUrl()}${imageUrl}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    await screenshot(desk, 'kyc-admin-review-1280');
    await desk.getByTestId('kyc-approve').click();
    await desk.getByTestId('kyc-empty').waitFor();

    // The member sees it approved, and the same 25,000 now goes through.
    await phone.goto(`${baseUrl()}/profile/identity`);
    await phone.locator('[data-testid="kyc-status"][data-status="APPROVED"]').waitFor();
    await phone.goto(`${baseUrl()}/credit/withdraw`);
    await phone.getByTestId('withdraw-account').waitFor();
    await phone.getByTestId('withdraw-amount').fill('25000');
    await phone.getByTestId('withdraw-submit').click();
    await phone.locator('[data-testid="withdrawal-item"][data-status="PENDING"]').waitFor();
    expect(await phone.getByTestId('withdraw-kyc-limit').count()).toBe(0);
    await screenshot(phone, 'kyc-withdraw-done-360');
  });
});
