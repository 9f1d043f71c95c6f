import type { Page } from 'playwright-core';
import { baseUrl } from './page.ts';
import type { StaffLogin } from './staff.ts';
import { totp } from './totp.ts';

/**
 * Logs a staff member into the back office with a current TOTP code through the API, with the
 * page's own cookie jar (`page.request` is its browser context's); the page stays where it is. The
 * login page's form is admin.spec's subject; through the API each spec skips a load of it. Each
 * spec has an account of its own (harness/staff.ts), so its code cannot have been used in this step
 * by another spec.
 */
export async function startStaffSession(page: Page, who: StaffLogin): Promise<void> {
  const site = baseUrl();
  const login = await page.request.post(`${site}/api/admin/auth.login`, {
    data: { username: who.username, password: who.pin, totpCode: totp(who.totpSecret) },
    headers: { origin: site },
  });
  if (login.status() !== 200) throw new Error(`staff login as ${who.username} answered ${login.status()}`);
}

/** startStaffSession, then the back-office page at `path`. */
export async function logInAsStaff(page: Page, who: StaffLogin, path = '/admin'): Promise<void> {
  await startStaffSession(page, who);
  await page.goto(`${baseUrl()}${path}`);
  await page.getByTestId('admin-layout').waitFor();
}
