/**
 * A Thai member (locale th, 360 px) makes the member-visible refusals of the contract and never
 * sees English: a wrong login; the withdrawal refusals in the contract's order as far as the screen
 * can reach them (turnover not met, pending withdrawal, max per time, max per day, max count per
 * day, balance too low; a bank account mismatch cannot be asked for from the screen, which always
 * sends the member's withdrawal account, so the API tests cover it); a bad affiliate link, then
 * sign-up without a referrer; a slip over the balance. Members and their state are seeded by
 * harness/seed-thai-errors.ts, so no rule needs a wait.
 *
 * "No English": the ASCII words on the page must not be words of the English texts (the server's
 * messages and the en locale's error texts), except words the Thai screens use themselves (PIN, LINE).
 */
import { randomInt } from 'node:crypto';
import { WITHDRAW_DEFAULT_LIMITS, WITHDRAW_MESSAGES } from '@chokdee/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { LOCALE_NAMES } from '../apps/web/src/lib/locale.ts';
import { ADULT_BIRTH_DATE } from './harness/admin.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { THAI_MEMBERS } from './harness/thai-errors-fixtures.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

const strings = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [String(value)];
const wordsOf = (texts: string[]): Set<string> =>
  new Set(texts.flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []).map((word) => word.toLowerCase()));

// Thai screens use these ASCII words themselves (PIN, LINE; "English" in the language switcher).
const THAI_WORDS = wordsOf([...strings(th), ...Object.values(LOCALE_NAMES)]);
const ENGLISH_WORDS = [
  ...wordsOf([
    ...strings([en.errorCodes, en.messages, en.affiliateLink, en.withdraw, en.lotto.errors]),
    WITHDRAW_MESSAGES.turnover(500),
    WITHDRAW_MESSAGES.bankMismatch,
    WITHDRAW_MESSAGES.pending,
    WITHDRAW_MESSAGES.perTime(WITHDRAW_DEFAULT_LIMITS.perTimeBaht),
    WITHDRAW_MESSAGES.perDay(WITHDRAW_DEFAULT_LIMITS.perDayBaht),
    WITHDRAW_MESSAGES.countPerDay(WITHDRAW_DEFAULT_LIMITS.countPerDay),
    'Affiliate link is invalid',
    'Invalid username or password.',
  ]),
].filter((word) => !THAI_WORDS.has(word));

/** Fails with the English words the page shows, if any. */
const expectNoEnglish = async (page: Page): Promise<void> => {
  const shown = wordsOf([await page.locator('body').innerText()]);
  expect(ENGLISH_WORDS.filter((word) => shown.has(word))).toEqual([]);
};

const thaiPhone = async (): Promise<Page> => {
  const context = await phoneContext(browser, 'th');
  contexts.push(context);
  return context.newPage();
};

/** Asks for `amount` on /credit/withdraw and answers the refusal shown. */
const withdraw = async (page: Page, amount: string): Promise<string> => {
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-submit').click();
  const error = page.getByTestId('withdraw-error');
  await error.waitFor();
  await expectNoEnglish(page);
  return (await error.textContent()) ?? '';
};

const withdrawPage = async (member: { userName: string; pin: string }): Promise<Page> => {
  const page = await thaiPhone();
  await enterAsMember(page, member);
  await page.goto(`${baseUrl()}/credit/withdraw`);
  await page.getByTestId('withdraw-account').waitFor();
  return page;
};

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

describe('a Thai member never sees English', () => {
  it('wrong login', async () => {
    const page = await thaiPhone();
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('login-username').fill(THAI_MEMBERS.main.userName);
    await page.getByTestId('login-pin').fill('Wrong@12345');
    await page.getByTestId('login-submit').click();
    await page.getByText(th.messages.invalidCredentials).first().waitFor();
    await expectNoEnglish(page);
    await screenshot(page, 'thai-errors-login-360');
  });

  it('every withdrawal refusal the screen can reach, in the contract order', async () => {
    const turnover = await withdrawPage(THAI_MEMBERS.turnover);
    expect(await withdraw(turnover, '10')).toBe(fill(th.errorCodes.TURNOVER_NOT_MET, { remaining: 500 }));
    await screenshot(turnover, 'thai-errors-turnover-360');

    const main = await withdrawPage(THAI_MEMBERS.main);
    expect(await withdraw(main, '50000')).toBe(fill(th.errorCodes.WITHDRAW_MAX_PER_TIME, { max: '49,000' }));
    expect(await withdraw(main, '500')).toBe(th.withdraw.insufficient);
    await main.getByTestId('withdraw-amount').fill('10');
    await main.getByTestId('withdraw-submit').click();
    await main.locator('[data-testid="withdrawal-item"][data-status="PENDING"]').waitFor();
    expect(await withdraw(main, '10')).toBe(th.errorCodes.WITHDRAWAL_PENDING);
    await screenshot(main, 'thai-errors-pending-360');

    const day = await withdrawPage(THAI_MEMBERS.day);
    expect(await withdraw(day, '5000')).toBe(fill(th.errorCodes.WITHDRAW_MAX_PER_DAY, { max: '200,000' }));

    const count = await withdrawPage(THAI_MEMBERS.count);
    expect(await withdraw(count, '1')).toBe(fill(th.errorCodes.WITHDRAW_MAX_COUNT_PER_DAY, { max: 5 }));
    await screenshot(count, 'thai-errors-count-360');
    await count.setViewportSize({ width: 1280, height: 800 });
    await screenshot(count, 'thai-errors-count-1280');
  });

  it('a slip over the balance', async () => {
    const page = await thaiPhone();
    await enterAsMember(page, THAI_MEMBERS.broke);
    for (const group of ['yeekee', 'gov']) {
      await page.goto(`${baseUrl()}/lotto/${group}`);
      await page.locator('[data-testid="round-list"], [data-testid="rounds-empty"]').first().waitFor();
      const open = page.locator('[data-testid="round-card"][data-open="true"]');
      if ((await open.count()) === 0) continue;
      // The list runs from the next to close: the last one stays open for hours, where the first
      // can close while the slip is built (the scheduler's rounds follow the real clock).
      await open.last().click();
      break;
    }
    await page.getByTestId('slip-panel').waitFor();
    await page.getByTestId('bet-type-teng_bon_2').click();
    await page.getByTestId('pad-1').click();
    await page.getByTestId('pad-2').click();
    // The slip holds the total against the balance as it is built, before confirm.
    await page.getByTestId('slip-blocked').waitFor();
    expect(await page.getByTestId('slip-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('slip-blocked').textContent()).toContain(
      th.lotto.slip.overBalance.split('{{balance}}')[0],
    );
    await expectNoEnglish(page);
    await screenshot(page, 'thai-errors-slip-balance-360');
  });

  it('a bad affiliate link is explained, and the member signs up without a referrer keeping the form', async () => {
    const page = await thaiPhone();
    const userName = `thaiaf${randomInt(100_000, 999_999)}`;
    await page.goto(`${baseUrl()}/register/nosuchslug`);
    await page.getByTestId('register-page').waitFor();
    await page.getByTestId('register-username').fill(userName);
    await page.getByTestId('register-pin').fill('Thai@12345');
    await page.getByTestId('register-confirm-pin').fill('Thai@12345');
    await page.getByTestId('register-phone').fill(`09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`);
    await page.getByTestId('register-birth-date').fill(ADULT_BIRTH_DATE);
    await page.getByTestId('register-submit').click();
    const notice = page.getByTestId('affiliate-link-invalid');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(th.affiliateLink.invalidTitle);
    await expectNoEnglish(page);
    // What was typed is still there for the second try.
    expect(await page.getByTestId('register-username').inputValue()).toBe(userName);
    await screenshot(page, 'thai-errors-affiliate-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'thai-errors-affiliate-1280');
    await page.setViewportSize({ width: 360, height: 740 });

    await page.getByTestId('affiliate-link-continue').click();
    await page.getByTestId('main-page').waitFor();
  });
});
