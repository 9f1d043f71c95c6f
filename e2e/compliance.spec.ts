/**
 * Responsible gambling in the browser at 360 px (docs/compliance.md): a minor cannot register; a
 * member who takes a break is logged out and cannot log in again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { logIn, logInNewMember, newMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Someone who turns 20 tomorrow, by the phone's calendar (a day's margin either side of Bangkok). */
const nineteenYearsOld = (): string => {
  const day = new Date(Date.now() + 2 * 86_400_000);
  return `${day.getUTCFullYear() - 20}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`;
};

describe('responsible gambling', () => {
  it('a minor cannot register', async () => {
    const context = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      const member = newMember();
      await page.goto(`${baseUrl()}/register`);
      await page.getByTestId('register-username').fill(member.userName);
      await page.getByTestId('register-pin').fill(member.pin);
      await page.getByTestId('register-confirm-pin').fill(member.pin);
      await page.getByTestId('register-phone').fill(member.phoneNumber);
      await page.getByTestId('register-birth-date').fill(nineteenYearsOld());
      await page.getByTestId('register-submit').click();
      await page.getByText(th.messages.underage).waitFor();
      expect(new URL(page.url()).pathname).toBe('/register');
      await screenshot(page, 'register-minor-th-360');
      // Not registered: the same name and PIN do not log in.
      await page.goto(`${baseUrl()}/`);
      await logIn(page, member.userName, member.pin);
      await page.getByTestId('login-error').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a member takes a break: logged out at once, and the login is refused', async () => {
    const context = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      const member = await logInNewMember(page, baseUrl());
      await page.goto(`${baseUrl()}/profile`);
      await page.getByTestId('take-a-break-open').click();
      await page.getByTestId('self-exclusion-form').waitFor();
      await page.getByTestId('self-exclusion-7d').click();
      await page.getByTestId('self-exclusion-pin').fill(member.pin);
      await screenshot(page, 'self-exclusion-form-th-360');
      await page.getByTestId('self-exclusion-next').click();
      await page.getByTestId('self-exclusion-confirm').waitFor();
      await screenshot(page, 'self-exclusion-confirm-th-360');
      await page.getByTestId('self-exclusion-confirm-button').click();

      await page.getByTestId('login-form').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect((await context.cookies()).some((c) => c.name === 'accessToken' && c.value !== '')).toBe(false);
      await logIn(page, member.userName, member.pin);
      const refused = page.getByTestId('login-error');
      await refused.getByText(th.errorCodes.SELF_EXCLUDED).waitFor();
      await screenshot(page, 'login-self-excluded-th-360');
    } finally {
      await context.close();
    }
  });
});
