import type { Page } from 'playwright-core';
import { baseUrl } from './page.ts';
import type { StaffLogin } from './staff.ts';
import { totp } from './totp.ts';

/**
 * Logs a staff member into the back office through its login page with a current TOTP code.
 * Each spec has an account of its own (harness/staff.ts), so its code cannot have been used in
 * this step by another spec.
 */
export async function logInAsStaff(page: Page, who: StaffLogin, site: string = baseUrl()): Promise<void> {
  await page.goto(`${site}/admin/login`);
  await page.getByTestId('admin-login-username').fill(who.username);
  await page.getByTestId('admin-login-pin').fill(who.pin);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-login-totp').fill(totp(who.totpSecret));
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-layout').waitFor();
}
