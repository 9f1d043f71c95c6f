/**
 * A member registered through LINE (issue 15 point 13) starts with no phone and no PIN. From the
 * profile they add a phone proven by the SMS code (read from the dev outbox) and set a first PIN
 * without an old one; then they log in with their user name and that PIN. The LINE login goes
 * through the demo's local OpenID stand-in, as in members.spec.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { giveBirthDate, logIn, randomDigits, smsCode } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function lineLogin(page: Page, name: string): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId('line-login').click();
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="sub"]').fill(`U${randomDigits(16)}`);
  await page.locator('button[type="submit"]').click();
  await giveBirthDate(page);
  await page.getByTestId('main-page').waitFor();
}

describe('a member registered through LINE', () => {
  it('adds a phone by SMS code, sets a first PIN, then logs in with user name and PIN', async () => {
    const context: BrowserContext = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      await lineLogin(page, 'LINE Stranded');
      await page.goto(`${baseUrl()}/profile`);
      await page.getByTestId('profile-page').waitFor();
      await page.getByTestId('profile-phoneNumber').getByText(th.profile.notSet).waitFor();
      expect(await page.getByTestId('profile-phone').textContent()).toBe(th.profile.addPhone);
      expect(await page.getByTestId('profile-change-pin').textContent()).toBe(th.profile.setPin);
      const userName = (
        (await page.getByTestId('profile-userName').locator('td').textContent()) ?? ''
      ).trim();
      expect(userName).toMatch(/^line[a-z0-9]{10}$/);
      await screenshot(page, 'line-member-profile-th-360');

      // The phone: a code to it, a wrong code is refused, the right one saves it.
      const phoneNumber = `09${randomDigits(8)}`;
      await page.getByTestId('profile-phone').click();
      await page.getByTestId('profile-phone-page').waitFor();
      await screenshot(page, 'line-member-phone-th-360');
      await page.getByTestId('phone-number').fill(phoneNumber);
      await page.getByTestId('phone-send').click();
      await page.getByTestId('phone-sent').waitFor();
      expect(await page.getByTestId('phone-otp').getAttribute('inputmode')).toBe('numeric');
      const ref = ((await page.getByTestId('phone-ref').textContent()) ?? '').trim();
      const code = await smsCode(baseUrl(), phoneNumber, ref);
      await page.getByTestId('phone-otp').fill(code === '000000' ? '111111' : '000000');
      await page.getByTestId('phone-submit').click();
      await page.getByText(th.messages.otpInvalid).waitFor();
      await screenshot(page, 'line-member-phone-code-th-360');
      await page.getByTestId('phone-otp').fill(code);
      await page.getByTestId('phone-submit').click();
      await page.getByTestId('profile-page').waitFor();
      await page.getByTestId('snackbar').getByText(th.profile.phoneSaved).waitFor();
      await page.getByTestId('profile-phoneNumber').getByText(phoneNumber).waitFor();

      // The first PIN: no old PIN asked.
      await page.getByTestId('profile-change-pin').click();
      await page.getByTestId('set-pin-page').waitFor();
      expect(await page.getByTestId('change-old-pin').count()).toBe(0);
      await page.getByTestId('set-pin-new').fill('Line@Pin77');
      await page.getByTestId('set-pin-confirm').fill('Line@Pin7');
      await page.getByTestId('set-pin-submit').click();
      await page.getByText(th.messages.pinMismatch).waitFor();
      await screenshot(page, 'line-member-set-pin-th-360');
      await page.getByTestId('set-pin-confirm').fill('Line@Pin77');
      await page.getByTestId('set-pin-submit').click();
      await page.getByTestId('profile-page').waitFor();
      // (Its green message may be dropped by the snackbar's 500 ms throttle after the phone's, at
      // test speed.) From now on changing the PIN takes the old one.
      await expect
        .poll(() => page.getByTestId('profile-change-pin').textContent())
        .toBe(th.profile.changePin);
      await page.getByTestId('profile-change-pin').click();
      await page.getByTestId('change-old-pin').waitFor();

      // Log out, then in with the generated user name and the new PIN.
      await page.getByTestId('menu-button').click();
      await page.getByTestId('logout-button').click();
      await page.getByTestId('login-form').waitFor();
      await logIn(page, userName, 'Line@Pin77');
      await page.getByTestId('main-page').waitFor();
    } finally {
      await context.close();
    }
  });

  it('desktop width 1280: the phone and first-PIN pages', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await lineLogin(page, 'LINE Desktop');
      await page.goto(`${baseUrl()}/profile/phone`);
      await page.getByTestId('profile-phone-page').waitFor();
      await screenshot(page, 'line-member-phone-th-1280');
      await page.goto(`${baseUrl()}/profile/change-pin`);
      await page.getByTestId('set-pin-page').waitFor();
      await screenshot(page, 'line-member-set-pin-th-1280');
    } finally {
      await context.close();
    }
  });
});
