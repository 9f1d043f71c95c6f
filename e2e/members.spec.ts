/**
 * Members in the browser: register, log in and out, wrong PIN, LINE login through the demo's local
 * OpenID provider, forgot PIN through the dev SMS outbox, profile, and the status guard.
 *
 * The status-2 (credit suspended) member: no public API can suspend a member, and PGlite is
 * single-process, so the specs cannot reach the server's database while it runs. The harness
 * therefore seeds that member BEFORE it starts the server, on the same fresh data directory, with the
 * server's own `signupMember` and back-office `setMemberStatus` (harness/seed-members.ts). The member
 * then logs in through the real server like anyone else; the real token carries status 2 and the web
 * app's route guard shows the 403 page on /credit/deposit (a reserved credit route until the wallet
 * screens land — the guard is declared on `credit/*`).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { ADULT_BIRTH_DATE, memberSignup } from './harness/admin.ts';
import { giveBirthDate } from './harness/member-pages.ts';
import { CREDIT_SUSPENDED_MEMBER, DEMO_MEMBER } from './harness/fixtures.ts';
import { randomDigits } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh valid username (letters then digits, no long runs) and Thai mobile number. */
const newMember = () => ({
  userName: `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/[^a-z0-9]/g, 'x'),
  pin: 'Chok@dee99',
  phoneNumber: `09${randomDigits(8)}`,
});

const signupViaApi = async (member: { userName: string; pin: string; phoneNumber: string }) => {
  expect(await memberSignup(baseUrl(), member)).toBe(201);
};

const path = (page: Page) => new URL(page.url()).pathname;

const logIn = async (page: Page, userName: string, pin: string) => {
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-pin').fill(pin);
  await page.getByTestId('login-submit').click();
};

const logOut = async (page: Page) => {
  await page.getByTestId('menu-button').click();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('home-page').waitFor();
};

const withPhone = async <T>(
  run: (page: Page, context: BrowserContext) => Promise<T>,
  locale = 'th',
): Promise<T> => {
  const context = await phoneContext(browser, locale);
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
};

describe('members', () => {
  it('register → /main → log out → log in again', () =>
    withPhone(async (page, context) => {
      const member = newMember();
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('login-form').waitFor();
      await screenshot(page, 'home-login-th-360');
      await page.getByTestId('link-register').click();
      await page.getByTestId('register-page').waitFor();

      // The shared schemas' messages, translated, before anything is sent.
      await page.getByTestId('register-submit').click();
      await page.getByText(th.messages.usernameRequired).waitFor();
      await page.getByTestId('register-username').fill(member.userName);
      await page.getByTestId('register-pin').fill(member.pin);
      await page.getByTestId('register-confirm-pin').fill('Different@1');
      await page.getByTestId('register-phone').fill(member.phoneNumber);
      await page.getByTestId('register-birth-date').fill(ADULT_BIRTH_DATE);
      await page.getByTestId('register-submit').click();
      await page.getByText(th.messages.pinMismatch).waitFor();
      expect(await page.getByTestId('register-phone').getAttribute('inputmode')).toBe('numeric');
      await screenshot(page, 'register-errors-th-360');

      await page.getByTestId('register-confirm-pin').fill(member.pin);
      await page.getByTestId('register-submit').click();
      await page.getByTestId('main-page').waitFor();
      expect(path(page)).toBe('/main');
      expect(await page.getByTestId('main-greeting').textContent()).toContain(member.userName);
      expect(await page.getByTestId('header-member-name').textContent()).toBe(member.userName);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'accessToken')?.httpOnly).toBe(true);
      expect(cookies.find((c) => c.name === 'guest')?.value).toMatch(/^guest-[a-z0-9]{8}$/);
      await screenshot(page, 'main-th-360');

      // Logged in: / sends the member to /main.
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('main-page').waitFor();

      await page.getByTestId('menu-button').click();
      await page.getByTestId('logout-button').waitFor();
      await screenshot(page, 'menu-logged-in-th-360');
      await page.getByTestId('logout-button').click();
      await page.getByTestId('home-page').waitFor();
      expect(path(page)).toBe('/');
      expect((await context.cookies()).some((c) => c.name === 'accessToken' && c.value !== '')).toBe(false);

      // Logged out: a member page sends the visitor to /.
      await page.goto(`${baseUrl()}/profile`);
      await page.getByTestId('home-page').waitFor();
      expect(path(page)).toBe('/');

      await logIn(page, member.userName, member.pin);
      await page.getByTestId('main-page').waitFor();
      expect(path(page)).toBe('/main');
    }));

  it("a wrong PIN shows 'Invalid username or password.' in the member's language; demo01 then logs in", () =>
    withPhone(async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('login-submit').click();
      await page.getByText(th.messages.pinEmpty).waitFor();
      await logIn(page, DEMO_MEMBER.userName, 'Wrong@12345');
      const error = page.getByTestId('login-error');
      await error.waitFor();
      expect(await error.textContent()).toBe(th.messages.invalidCredentials);
      await screenshot(page, 'login-wrong-pin-th-360');
      await logIn(page, DEMO_MEMBER.userName, DEMO_MEMBER.pin);
      await page.getByTestId('main-page').waitFor();

      // Profile, edit (server-validated), back to the profile with the new values.
      await page.getByTestId('main-link-profile').click();
      await page.getByTestId('profile-page').waitFor();
      await page.getByTestId('profile-userName').getByText(DEMO_MEMBER.userName).waitFor();
      await screenshot(page, 'profile-th-360');
      await page.getByTestId('profile-edit').click();
      await page.getByTestId('profile-edit-page').waitFor();
      await page.getByTestId('edit-email').fill('not-an-email');
      await page.getByTestId('edit-submit').click();
      await page.getByText(th.messages.emailInvalid).waitFor();
      await screenshot(page, 'profile-edit-th-360');
      await page.getByTestId('edit-name').fill('สมชาย ใจดี');
      await page.getByTestId('edit-email').fill('somchai@example.com');
      await page.getByTestId('edit-line-id').fill('somchai.line');
      await page.getByTestId('edit-submit').click();
      await page.getByTestId('profile-page').waitFor();
      await page.getByTestId('profile-email').getByText('somchai@example.com').waitFor();
      await page.getByTestId('snackbar').getByText(th.profile.saved).waitFor();
      expect(await page.getByTestId('header-member-name').textContent()).toBe('สมชาย ใจดี');
    }));

  it('changes the PIN; the old session elsewhere is revoked and the new PIN works', async () => {
    const member = newMember();
    await signupViaApi(member);
    const other = await phoneContext(browser, 'th');
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(`${baseUrl()}/`);
      await logIn(otherPage, member.userName, member.pin);
      await otherPage.getByTestId('main-page').waitFor();

      await withPhone(async (page) => {
        await page.goto(`${baseUrl()}/`);
        await logIn(page, member.userName, member.pin);
        await page.getByTestId('main-page').waitFor();
        await page.goto(`${baseUrl()}/profile/change-pin`);
        await page.getByTestId('change-pin-page').waitFor();
        await page.getByTestId('change-old-pin').fill(member.pin);
        await page.getByTestId('change-new-pin').fill('Newer@Pin77');
        await page.getByTestId('change-confirm-pin').fill('Newer@Pin7');
        await page.getByTestId('change-submit').click();
        await page.getByText(th.messages.pinMismatch).waitFor();
        await screenshot(page, 'change-pin-th-360');
        await page.getByTestId('change-confirm-pin').fill('Newer@Pin77');
        await page.getByTestId('change-submit').click();
        await page.getByTestId('profile-page').waitFor();
        await page.getByTestId('snackbar').getByText(th.profile.pinChanged).waitFor();
        // This session stays valid.
        await page.goto(`${baseUrl()}/main`);
        await page.getByTestId('main-page').waitFor();
      });

      // The other device's token was revoked: its next guarded page sends it to /.
      await otherPage.goto(`${baseUrl()}/profile`);
      await otherPage.getByTestId('home-page').waitFor();
      await logIn(otherPage, member.userName, 'Newer@Pin77');
      await otherPage.getByTestId('main-page').waitFor();
    } finally {
      await other.close();
    }
  });

  it('LINE login round trip through the local OpenID provider', () =>
    withPhone(async (page) => {
      const sub = `U${randomDigits(16)}`;
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('line-login').click();
      // The stand-in's own login form (apps/server/src/dev/line-stand-in.ts): display name and sub.
      await page.locator('input[name="name"]').waitFor();
      expect(new URL(page.url()).origin).not.toBe(new URL(baseUrl()).origin);
      await page.locator('input[name="name"]').fill('LINE Tester');
      await page.locator('input[name="sub"]').fill(sub);
      await page.locator('button[type="submit"]').click();
      // LINE does not tell the age: asked before anything else.
      await page.getByTestId('birth-date-gate').waitFor();
      await screenshot(page, 'line-birth-date-gate-th-360');
      await giveBirthDate(page);
      await page.getByTestId('main-page').waitFor();
      expect(path(page)).toBe('/main');
      expect(await page.getByTestId('main-greeting').textContent()).toContain('LINE Tester');

      // A replayed callback (the code is single use) shows the error with a way back.
      await page.goto(`${baseUrl()}/login/line/auth?code=used&state=stale`);
      await page.getByTestId('line-callback-error').waitFor();
      await screenshot(page, 'line-callback-error-th-360');
    }));

  it('forgot PIN: the code from the dev SMS outbox sets a new PIN', () =>
    withPhone(async (page) => {
      const member = newMember();
      await signupViaApi(member);
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('link-forgot-pin').click();
      await page.getByTestId('forgot-pin-page').waitFor();
      await screenshot(page, 'forgot-pin-th-360');
      await page.getByTestId('forgot-username').fill(member.userName);
      await page.getByTestId('forgot-phone').fill(member.phoneNumber);
      await page.getByTestId('forgot-send').click();
      await page.getByTestId('forgot-sent').waitFor();
      const ref = (await page.getByTestId('forgot-ref').textContent()) ?? '';
      expect(ref).not.toBe('');
      expect(await page.getByTestId('forgot-otp').getAttribute('inputmode')).toBe('numeric');

      const outbox = (await (await fetch(`${baseUrl()}/api/dev/sms-outbox`)).json()) as {
        data: { to: string; text: string }[];
      };
      const sms = outbox.data.find(
        (m) => m.to.replace(/\D/g, '').endsWith(member.phoneNumber.slice(1)) && m.text.includes(ref),
      );
      const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
      expect(code).toMatch(/^\d{6}$/);

      await page.getByTestId('forgot-otp').fill(code ?? '');
      await page.getByTestId('forgot-new-pin').fill('Fresh@Pin55');
      await page.getByTestId('forgot-confirm-pin').fill('Fresh@Pin5');
      await page.getByTestId('forgot-submit').click();
      await page.getByText(th.messages.pinMismatch).waitFor();
      await screenshot(page, 'forgot-pin-step2-th-360');
      await page.getByTestId('forgot-confirm-pin').fill('Fresh@Pin55');
      await page.getByTestId('forgot-submit').click();
      await page.getByTestId('home-page').waitFor();
      await page.getByTestId('snackbar').getByText(th.forgot.done).waitFor();
      await logIn(page, member.userName, 'Fresh@Pin55');
      await page.getByTestId('main-page').waitFor();
    }));

  it('a status-2 member gets the 403 page on /credit/deposit and Go Home leads to /main', () =>
    withPhone(async (page) => {
      await page.goto(`${baseUrl()}/`);
      await logIn(page, CREDIT_SUSPENDED_MEMBER.userName, CREDIT_SUSPENDED_MEMBER.pin);
      await page.getByTestId('main-page').waitFor();
      await page.goto(`${baseUrl()}/credit/deposit`);
      const forbidden = page.getByTestId('error-403');
      await forbidden.waitFor();
      expect(await forbidden.textContent()).toContain(th.errors.forbidden.title);
      await screenshot(page, 'forbidden-credit-th-360');
      await forbidden.getByRole('button').click();
      await page.getByTestId('main-page').waitFor();
      // The same member may still use the rest of the site.
      await page.goto(`${baseUrl()}/profile`);
      await page.getByTestId('profile-page').waitFor();
    }));

  it('/external/login is the bare form, and it logs in', () =>
    withPhone(async (page) => {
      const response = await page.goto(`${baseUrl()}/external/login`);
      expect(response?.headers()['x-frame-options']).toBeUndefined();
      await page.getByTestId('external-login-page').waitFor();
      expect(await page.getByTestId('app-header').count()).toBe(0);
      expect(await page.getByTestId('bottom-nav').count()).toBe(0);
      await screenshot(page, 'external-login-th-360');
      await logIn(page, DEMO_MEMBER.userName, DEMO_MEMBER.pin);
      await page.getByTestId('main-page').waitFor();
    }));

  it('affiliate registration page shows the inviter; pages in en, kh and mm', async () => {
    await withPhone(async (page) => {
      await page.goto(`${baseUrl()}/register/${DEMO_MEMBER.afSlug}`);
      await page.getByTestId('register-affiliate').waitFor();
      await screenshot(page, 'register-affiliate-th-360');
    });
    for (const locale of ['en', 'kh', 'mm'] as const) {
      await withPhone(async (page) => {
        await page.goto(`${baseUrl()}/`);
        await page.getByTestId('login-submit').click();
        await page.getByTestId('login-form').getByText(/./).first().waitFor();
        await screenshot(page, `home-login-${locale}-360`);
        await page.goto(`${baseUrl()}/register`);
        await page.getByTestId('register-page').waitFor();
        await screenshot(page, `register-${locale}-360`);
      }, locale);
    }
  });

  it('desktop width 1280: home and the member landing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('login-form').waitFor();
      await screenshot(page, 'home-login-th-1280');
      await logIn(page, DEMO_MEMBER.userName, DEMO_MEMBER.pin);
      await page.getByTestId('main-page').waitFor();
      await screenshot(page, 'main-th-1280');
      await logOut(page);
    } finally {
      await context.close();
    }
  });
});
