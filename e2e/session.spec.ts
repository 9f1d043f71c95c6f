/**
 * Revoked sessions (issue 15 point 9): a forced logout, a ban or a PIN change elsewhere shows the
 * 401 page at once, even on a page whose only open line is the live-balance socket, and logs the
 * member out (no old name, no balance, no session marker); a reload or another tab shows the 401
 * page too, never "load failed" or the 500 page. Staff calls go through the API (harness/staff-api.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { memberLogin } from './harness/admin.ts';
import { logIn, newMember, signUpMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { staffApi, type StaffApi } from './harness/staff-api.ts';
import { E2E_STAFF } from './harness/staff.ts';

let browser: Browser;
let staff: StaffApi;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await staffApi(baseUrl(), E2E_STAFF.session);
});
afterAll(async () => {
  await browser.close();
});

/**
 * A fresh member logged in on /main in its own phone context, its live-balance socket open.
 * `silentSocket`: the socket is answered by the test instead of the server and never closes, so
 * only the page's own calls can learn of a revocation.
 */
async function loggedInMember(silentSocket = false): Promise<{
  context: BrowserContext;
  page: Page;
  uuid: string;
  member: ReturnType<typeof newMember>;
}> {
  const member = newMember();
  const uuid = await signUpMember(baseUrl(), member);
  const context = await phoneContext(browser, 'th');
  let routed: () => void = () => undefined;
  const silentOpen = new Promise<void>((resolve) => (routed = resolve));
  if (silentSocket) await context.routeWebSocket(/\/ccu$/, () => routed());
  const page = await context.newPage();
  const socketOpen = silentSocket
    ? silentOpen
    : page.waitForEvent('websocket', (ws) => ws.url().endsWith('/ccu'));
  await page.goto(`${baseUrl()}/`);
  await logIn(page, member.userName, member.pin);
  await page.getByTestId('main-page').waitFor();
  await socketOpen;
  await page.getByTestId('header-member-name').waitFor();
  return { context, page, uuid, member };
}

/** The 401 page is shown and the member is logged out on this device. */
async function expectLoggedOut(page: Page, context: BrowserContext): Promise<void> {
  const unauthorized = page.getByTestId('error-401');
  await unauthorized.waitFor();
  expect(await unauthorized.textContent()).toContain(th.errors.unauthorized.title);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'csrfToken')).toBe(false);
  expect(await page.getByTestId('header-member-name').count()).toBe(0);
  expect(await page.getByTestId('header-balance').count()).toBe(0);
}

describe('revoked sessions', () => {
  it('a forced logout shows the 401 page on the open page (socket only) and on another tab; home then shows the login form', async () => {
    const { context, page, uuid } = await loggedInMember();
    try {
      // A second tab on a page that loads data; it learns from its own socket too.
      const other = await context.newPage();
      await other.goto(`${baseUrl()}/credit/statement`);
      await other.getByTestId('statement-page').waitFor();

      expect((await staff.post('/api/admin/members.logout', { uuid })).status).toBe(200);
      await expectLoggedOut(page, context);
      await other.getByTestId('error-401').waitFor();
      await screenshot(page, 'session-revoked-401-th-360');

      // A reload of a member page: the 401 is settled, the visitor is a guest and lands on /.
      await other.reload();
      await other.getByTestId('login-form').waitFor();
      await page.getByTestId('error-401-home').click();
      await page.getByTestId('login-form').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('a ban shows the 401 page at once, and logging in again is refused', async () => {
    const { context, page, uuid, member } = await loggedInMember();
    try {
      const ban = await staff.post('/api/admin/members.status.update', {
        uuid,
        status: 9,
        reason: 'e2e ban',
      });
      expect(ban.status).toBe(200);
      await expectLoggedOut(page, context);
      await page.getByTestId('error-401-home').click();
      await logIn(page, member.userName, member.pin);
      await page.getByTestId('login-error').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a PIN change on another device shows the 401 page here', async () => {
    const { context, page, member } = await loggedInMember();
    try {
      const token = await memberLogin(baseUrl(), member.userName, member.pin);
      const change = await fetch(`${baseUrl()}/api/users.change-password`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ oldPassword: member.pin, newPassword: 'Other@Pin88' }),
      });
      expect(change.status).toBe(200);
      await expectLoggedOut(page, context);
    } finally {
      await context.close();
    }
  });

  it('a data call answered 401 (the socket never told) shows the 401 page, not "load failed"', async () => {
    const { context, page, member } = await loggedInMember(true);
    try {
      const token = await memberLogin(baseUrl(), member.userName, member.pin);
      const change = await fetch(`${baseUrl()}/api/users.change-password`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ oldPassword: member.pin, newPassword: 'Other@Pin88' }),
      });
      expect(change.status).toBe(200);
      // The page is unaware; its next data call (the profile's, unless a call of the open page
      // comes first on a slow run) is answered 401.
      expect(await page.getByTestId('header-member-name').count()).toBe(1);
      await Promise.race([
        page
          .getByTestId('main-link-profile')
          .click()
          .catch(() => undefined),
        page.getByTestId('error-401').waitFor(),
      ]);
      await expectLoggedOut(page, context);
    } finally {
      await context.close();
    }
  });
});
