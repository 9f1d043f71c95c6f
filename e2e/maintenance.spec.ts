/**
 * Maintenance (issue 15 point 8): while staff have it on, a logged-in member and a guest both see
 * the maintenance page with the staff's message on every page (never "load failed", the 500 page
 * or the login form), with 'more information' and 'go back'; when it ends, the page they were on
 * comes back by itself. The server tells clients to ask again after 1 s in this harness
 * (MAINTENANCE_RETRY_AFTER_SECONDS), so the test waits for the page, not for a clock.
 * Maintenance closes the whole site, so this spec has a server of its own: the other specs run
 * beside it on the shared one.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { DEMO_MEMBER } from './harness/fixtures.ts';
import { logIn } from './harness/member-pages.ts';
import { launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { copyDataDir, removeDataDir } from './harness/seed-database.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';
import { staffApi, type StaffApi } from './harness/staff-api.ts';
import { E2E_STAFF } from './harness/staff.ts';

const MESSAGE = 'ปิดปรับปรุงระบบ 02:00-04:00 น. ขออภัยในความไม่สะดวก';

let browser: Browser;
let staff: StaffApi;
let dataDir: string;
let server: ServerProcess;
const baseUrl = () => server.baseUrl;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chokdee-e2e-maintenance-'));
  await copyDataDir(inject('baseDataDir'), dataDir);
  server = await startServer(dataDir);
  browser = await launchBrowser();
  staff = await staffApi(baseUrl(), E2E_STAFF.maintenance);
});
const setMaintenance = async (enabled: boolean) => {
  const answer = await staff.post('/api/admin/site.maintenance.update', { enabled, message: MESSAGE });
  expect(answer.status).toBe(200);
};
afterEach(async () => {
  // Each test starts with the site open.
  await setMaintenance(false);
  for (const context of contexts.splice(0)) await context.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await removeDataDir(dataDir);
});

const phone = async (locale = 'th') => {
  const context = await phoneContext(browser, locale, baseUrl());
  contexts.push(context);
  return context.newPage();
};

describe('maintenance', () => {
  it('member and guest see the maintenance page with the staff message; both come back by themselves', async () => {
    const member = await phone();
    await member.goto(`${baseUrl()}/`);
    await logIn(member, DEMO_MEMBER.userName, DEMO_MEMBER.pin);
    await member.getByTestId('main-page').waitFor();
    const guest = await phone();
    await guest.goto(`${baseUrl()}/register`);
    await guest.getByTestId('register-page').waitFor();

    await setMaintenance(true);
    // The member's next page and a reload; the guest's next visit and page.
    await member.getByTestId('main-link-profile').click();
    await member.getByTestId('maintenance-page').waitFor();
    expect(await member.getByTestId('maintenance-message').textContent()).toBe(MESSAGE);
    expect(await member.getByTestId('maintenance-page').textContent()).toContain(th.errors.maintenance.title);
    await member.reload();
    await member.getByTestId('maintenance-page').waitFor();
    expect(await member.getByTestId('error-500').count()).toBe(0);
    await member.getByTestId('maintenance-more').click();
    await member.getByTestId('maintenance-details').waitFor();
    await screenshot(member, 'maintenance-member-th-360');

    await guest.goto(`${baseUrl()}/`);
    await guest.getByTestId('maintenance-page').waitFor();
    expect(await guest.getByTestId('login-form').count()).toBe(0);
    expect(await guest.getByTestId('maintenance-message').textContent()).toBe(MESSAGE);
    await guest.locator('[data-nav="/results"]').click();
    await expect.poll(() => new URL(guest.url()).pathname).toBe('/results');
    await guest.getByTestId('maintenance-page').waitFor();
    // 'go back' returns to the previous page, still under maintenance.
    await guest.getByTestId('maintenance-back').click();
    await expect.poll(() => new URL(guest.url()).pathname).toBe('/');
    await guest.getByTestId('maintenance-page').waitFor();

    await setMaintenance(false);
    await member.getByTestId('profile-page').waitFor();
    await member.getByTestId('profile-userName').getByText(DEMO_MEMBER.userName).waitFor();
    await guest.getByTestId('login-form').waitFor();
    expect(await member.getByTestId('maintenance-page').count()).toBe(0);
  });

  it('in English, on the embedded login and at desktop width, a guest opening the site during maintenance', async () => {
    await setMaintenance(true);
    const page = await phone('en');
    await page.goto(`${baseUrl()}/forgot-pin`);
    await page.getByTestId('maintenance-page').waitFor();
    expect(await page.getByTestId('maintenance-page').textContent()).toContain(en.errors.maintenance.title);
    await screenshot(page, 'maintenance-guest-en-360');
    // The bare login form partner sites embed, too.
    await page.goto(`${baseUrl()}/external/login`);
    await page.getByTestId('maintenance-page').waitFor();
    expect(await page.getByTestId('external-login-page').count()).toBe(0);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const desktop = await context.newPage();
    await desktop.goto(`${baseUrl()}/`);
    await desktop.getByTestId('maintenance-page').waitFor();
    await screenshot(desktop, 'maintenance-guest-th-1280');
  });
});
