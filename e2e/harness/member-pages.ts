/** Member steps the session, maintenance, guest and LINE specs share. */
import type { Page } from 'playwright-core';
import { ADULT_BIRTH_DATE, postSignup } from './admin.ts';
import { baseUrl } from './page.ts';

/** `length` random decimal digits (phone numbers, LINE subjects). */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** A fresh valid username (letters then digits, no long runs) and Thai mobile number. */
export const newMember = () => ({
  userName: `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/[^a-z0-9]/g, 'x'),
  pin: 'Chok@dee99',
  phoneNumber: `09${randomDigits(8)}`,
});

/** Signs a member up through the API; resolves to their uuid. */
export async function signUpMember(
  baseUrl: string,
  member: { userName: string; pin: string; phoneNumber: string },
): Promise<string> {
  const response = await postSignup(baseUrl, member);
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  return ((await response.json()) as { data: { uuid: string } }).data.uuid;
}

/**
 * Logs `member` in through the API with the page's own cookie jar (`page.request` is its browser
 * context's), then opens /main: for specs about what a member does once logged in. The landing's
 * form is members.spec's and session.spec's subject; through the API each log-in skips a landing
 * load (about 1.2 CPU-s of Chromium on the 2-core runner).
 */
export async function enterAsMember(page: Page, member: { userName: string; pin: string }): Promise<void> {
  const site = baseUrl();
  const login = await page.request.post(`${site}/api/users.login`, {
    data: { userName: member.userName, password: member.pin },
    headers: { origin: site },
  });
  if (login.status() !== 200) throw new Error(`login as ${member.userName} answered ${login.status()}`);
  await page.goto(`${site}/main`);
  await page.getByTestId('main-page').waitFor();
}

/** Fills the home page's login form. */
export async function logIn(page: Page, userName: string, pin: string): Promise<void> {
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-pin').fill(pin);
  await page.getByTestId('login-submit').click();
}

/** Signs a fresh member up and logs them in, both through the API (enterAsMember); resolves to them. */
export async function logInNewMember(page: Page, baseUrl: string): Promise<ReturnType<typeof newMember>> {
  const member = newMember();
  await signUpMember(baseUrl, member);
  await enterAsMember(page, member);
  return member;
}

/** The code of the newest SMS to `phoneNumber` with `refCode` in the dev outbox. */
export async function smsCode(baseUrl: string, phoneNumber: string, refCode: string): Promise<string> {
  const outbox = (await (await fetch(`${baseUrl}/api/dev/sms-outbox`)).json()) as {
    data: { to: string; text: string }[];
  };
  const sms = outbox.data.find(
    (m) => m.to.replace(/\D/g, '').endsWith(phoneNumber.slice(1)) && m.text.includes(refCode),
  );
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS with ref ${refCode} to ${phoneNumber}`);
  return code;
}

/**
 * A member from LINE (no date of birth yet) is asked for it before anything else
 * (docs/compliance.md): the gate stands in for the page until it is given.
 */
export async function giveBirthDate(page: Page): Promise<void> {
  await page.getByTestId('birth-date-gate').waitFor();
  await page.getByTestId('birth-date-input').fill(ADULT_BIRTH_DATE);
  await page.getByTestId('birth-date-submit').click();
  await page.getByTestId('birth-date-gate').waitFor({ state: 'detached' });
}
