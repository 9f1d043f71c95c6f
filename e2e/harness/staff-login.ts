import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from './admin.ts';
import { baseUrl } from './page.ts';
import { freshTotp, waitForNextStep } from './totp.ts';

/**
 * Logs a staff member (the demo Super Admin by default) into the back office through its login
 * page. A TOTP code is accepted once per 30 s step, and another spec may have just used this one:
 * on a refusal it waits for the next step and tries once more. Resolves to when the code used was
 * typed, so the caller can wait for the next step before the next login (`waitForNextStep`).
 */
export async function logInAsStaff(
  page: Page,
  who: { username: string; pin: string; totpSecret: string } = DEMO_ADMIN,
): Promise<number> {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByTestId('admin-login-username').fill(who.username);
  await page.getByTestId('admin-login-pin').fill(who.pin);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-login-totp').waitFor();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const code = await freshTotp(who.totpSecret);
    const at = Date.now();
    await page.getByTestId('admin-login-totp').fill(code);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/auth.login'));
    await page.getByTestId('admin-login-submit').click();
    if ((await answer).status() === 200) {
      await page.getByTestId('admin-layout').waitFor();
      return at;
    }
    await page.getByTestId('admin-login-error').waitFor();
    await waitForNextStep(at);
  }
  throw new Error(`${who.username} could not log in`);
}
