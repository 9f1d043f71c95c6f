/**
 * Yeekee in the browser at 360 and 1280 px (harness/seed-yeekee.ts, seeded by the global setup: a Yeekee
 * round with 16 shots already in it). yeekee01 opens the round from /lotto, yeekee02 by
 * its address on a desktop; the random button fills a valid shot on both; both go to the shooting tab and shoot twice, each seeing the other's shots arrive
 * live; the cooldown holds the button between shots. The spec then ends shooting through the
 * test-only round clock and the server's scheduler computes the result: both members see the same
 * result — the one the domain function gives for the 20 shots — with the 16th shot from the newest highlighted, and the verify view, which
 * downloads the published list and recomputes it in the browser, agrees.
 */
import { computeYeekeeResult } from '@chokdee/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import kh from '../apps/web/src/locales/kh.json' with { type: 'json' };
import mm from '../apps/web/src/locales/mm.json' with { type: 'json' };
import th from '../apps/web/src/locales/th.json' with { type: 'json' };
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, screenshot } from './harness/page.ts';
import { SEEDED_SHOTS, YEEKEE_MEMBERS } from './harness/seed-yeekee.ts';

/** The scheduler draws every 2 s and the page asks for the result every 3 s. */
const DRAW_WITHIN_MS = 30_000;
/** The browser's shots: member 1, member 2, member 1, member 2 (sequence 17–20). */
const BROWSER_SHOTS = ['00001', '54321', '98765', '00300'] as const;

let browser: Browser;
const round = inject('yeekeeRound');
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const MESSAGES = { th, en, kh, mm } as const;
type Locale = keyof typeof MESSAGES;
/** Each page's language, for the texts it is checked against. */
const localeOf = new Map<Page, Locale>();
const messagesOf = (page: Page) => MESSAGES[localeOf.get(page) ?? 'th'].yeekee;

const setLocale = async (page: Page, locale: Locale) => {
  await page.context().addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
  localeOf.set(page, locale);
};

/** A phone (360 px) or, with `width` 1280, a desktop window. */
const phone = async (locale: Locale, width: 360 | 1280 = 360): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width, height: width === 360 ? 740 : 800 },
    deviceScaleFactor: 1,
  });
  contexts.push(context);
  const page = await context.newPage();
  await setLocale(page, locale);
  return page;
};

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

/** Waits until the element's text is `value` (queries and live frames arrive on their own time). */
const textBecomes = (page: Page, testId: string, value: string) =>
  page.waitForFunction(
    ([id, expected]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === expected,
    [testId, value] as const,
  );

/** Shoots and waits for the accepted sequence number. */
const shoot = async (page: Page, yingNumber: string, seq: number) => {
  await page.getByTestId('shoot-input').fill(yingNumber);
  // Enabled once five digits are in and the previous shot's cooldown is over.
  await page.locator('[data-testid="shoot-button"]:not([disabled])').waitFor();
  await page.getByTestId('shoot-button').click();
  await page
    .getByTestId('shoot-accepted')
    .filter({ hasText: `${seq}` })
    .waitFor();
  expect(await text(page, 'shoot-accepted')).toBe(
    messagesOf(page).shoot.accepted.replace('{{number}}', yingNumber).replace('{{seq}}', String(seq)),
  );
};

/** The other member's shot shows up without a reload (ying-update over /ccu; the poll is 15 s). */
const seesLive = (page: Page, seq: number) =>
  page.locator(`[data-testid="shot-row"][data-seq="${seq}"]`).waitFor({ timeout: 10_000 });

describe('yeekee', () => {
  it('two members shoot, the round closes, both see the same computed result and the verify view agrees', async () => {
    // Member 1 reads Thai on a phone, member 2 Burmese on a desktop (1280 px); the result is also
    // looked at in English and Khmer.
    const [one, two] = [await phone('th'), await phone('mm', 1280)];
    if (!one || !two) throw new Error('no pages');
    await enterAsMember(one, YEEKEE_MEMBERS[0]);
    await enterAsMember(two, YEEKEE_MEMBERS[1]);

    // Member 1 comes from /lotto: the Yeekee tab, the round's card, then the shooting tab.
    await one.goto(`${baseUrl()}/lotto/yeekee`);
    await one.locator(`[data-testid="round-card"][data-bet-id="${round.betId}"]`).click();
    await one.getByTestId('slip-panel').waitFor();
    await one.getByTestId('yeekee-tab-shoot').click();
    await one.getByTestId('shoot-panel').waitFor();
    await textBecomes(one, 'shot-count', '16');
    await one.locator('[data-testid="shot-row"][data-seq="1"]').waitFor();
    expect(await one.getByTestId('shot-row').count()).toBe(16);
    // Newest first, leading zeros kept.
    expect(await one.getByTestId('shot-number').first().textContent()).toBe(SEEDED_SHOTS[15]);
    expect(await one.getByTestId('shot-number').last().textContent()).toBe(SEEDED_SHOTS[0]);
    expect(await text(one, 'yeekee-close-in')).toMatch(/^\d{2}:\d{2}$/);
    await screenshot(one, 'yeekee-shoot-th-360');
    // Member 2 opens the shooting tab by its address.
    await two.goto(`${baseUrl()}/lotto/yeekee/${round.betId}?tab=shoot`);
    await two.getByTestId('shoot-panel').waitFor();
    await two.locator('[data-testid="shot-row"][data-seq="16"]').waitFor();
    await screenshot(two, 'yeekee-shoot-mm-1280');
    // Desktop: the shot feed stands beside the shoot panel, not below it.
    const [panel, feed] = await Promise.all(
      ['shoot-panel', 'shot-feed'].map((id) => two.getByTestId(id).boundingBox()),
    );
    expect(feed!.x).toBeGreaterThan(panel!.x + panel!.width - 1);
    expect(feed!.y).toBeLessThan(panel!.y + panel!.height);
    // The shooting tab in English and Khmer too, then back to Burmese.
    for (const locale of ['en', 'kh', 'mm'] as const) {
      await setLocale(two, locale);
      await two.reload();
      await two.locator('[data-testid="shot-row"][data-seq="16"]').waitFor();
      expect(await text(two, 'shoot-button')).toBe(messagesOf(two).shoot.button);
      if (locale !== 'mm') await screenshot(two, `yeekee-shoot-${locale}-1280`);
    }

    // Only five digits count; the button waits for all five.
    await one.getByTestId('shoot-input').fill('12a3');
    expect(await one.getByTestId('shoot-input').inputValue()).toBe('123');
    expect(await one.getByTestId('shoot-button').isDisabled()).toBe(true);
    // The random button fills a valid shot (any five digits) and readies the button, on both sizes.
    for (const page of [one, two]) {
      await page.getByTestId('shoot-random').click();
      expect(await page.getByTestId('shoot-input').inputValue()).toMatch(/^\d{5}$/);
      expect(await page.getByTestId('shoot-button').isDisabled()).toBe(false);
    }
    expect(await one.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await shoot(one, BROWSER_SHOTS[0], 17);
    expect(await one.getByTestId('shoot-button').isDisabled()).toBe(true);
    expect(await text(one, 'shoot-button')).toMatch(/^รอ [1-5] วินาที$/);
    await screenshot(one, 'yeekee-cooldown-th-360');
    await seesLive(two, 17);
    await shoot(two, BROWSER_SHOTS[1], 18);
    await seesLive(one, 18);
    await shoot(one, BROWSER_SHOTS[2], 19);
    await seesLive(two, 19);
    await shoot(two, BROWSER_SHOTS[3], 20);
    await seesLive(one, 20);
    expect(Date.now(), 'shots must land before shooting closes').toBeLessThan(round.resultAt);
    for (const page of [one, two]) await textBecomes(page, 'shot-count', '20');
    await screenshot(two, 'yeekee-live-mm-1280');

    // The scheduler draws once shooting ends; the page asks for the result after the result time.
    const expected = computeYeekeeResult(
      [...SEEDED_SHOTS, ...BROWSER_SHOTS].map((yingNumber, i) => ({ seq: i + 1, yingNumber })),
    );
    if (!expected) throw new Error('20 shots give a result');
    const ended = await fetch(`${baseUrl()}/api/dev/rounds.end-shooting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ betId: round.betId }),
    });
    expect(ended.status).toBe(200);
    // The pages read the round's times again, as a member's page does when it is opened.
    for (const page of [one, two]) await page.reload();
    await one
      .locator('[data-testid="yeekee-board"][data-phase="computing"], [data-testid="yeekee-result"]')
      .first()
      .waitFor({ timeout: DRAW_WITHIN_MS });
    if (await one.getByTestId('yeekee-computing').isVisible())
      await screenshot(one, 'yeekee-computing-th-360');
    for (const page of [one, two]) {
      await page.getByTestId('yeekee-result').waitFor({ timeout: DRAW_WITHIN_MS });
      expect(await text(page, 'result-top3')).toBe(expected.result.top3);
      expect(await text(page, 'result-top2')).toBe(expected.result.top2);
      expect(await text(page, 'result-bottom2')).toBe(expected.result.bottom2);
      expect(await text(page, 'published-sum')).toBe(expected.sum.toLocaleString('en-US'));
      expect(await text(page, 'published-r')).toBe(expected.r.toLocaleString('en-US'));
      // 20 shots: the 16th from the newest is sequence 5, highlighted in the list.
      expect(expected.sixteenth.seq).toBe(5);
      expect(await page.locator('[data-testid="shot-row"][data-sixteenth]').getAttribute('data-seq')).toBe(
        '5',
      );
      expect(await text(page, 'published-sixteenth')).toContain(SEEDED_SHOTS[4]);
    }
    await screenshot(one, 'yeekee-result-th-360');

    for (const page of [one, two]) {
      await page.getByTestId('verify-button').click();
      await page.getByTestId('verify-verdict').waitFor();
      expect(await page.getByTestId('verify-verdict').getAttribute('data-matches')).toBe('yes');
      expect(await text(page, 'verify-count')).toBe('20');
      expect(await text(page, 'verify-sum')).toBe(await text(page, 'published-sum'));
      expect(await text(page, 'verify-digits')).toBe(await text(page, 'published-digits'));
      expect(await text(page, 'verify-result')).toBe(
        messagesOf(page)
          .verify.result.replace('{{top3}}', expected.result.top3)
          .replace('{{top2}}', expected.result.top2)
          .replace('{{bottom2}}', expected.result.bottom2),
      );
    }
    await screenshot(one, 'yeekee-verify-th-360');
    await screenshot(two, 'yeekee-verify-mm-1280');
    // The same result page in English and Khmer.
    for (const locale of ['en', 'kh'] as const) {
      await setLocale(one, locale);
      await one.reload();
      await one.getByTestId('verify-button').click();
      await one.getByTestId('verify-verdict').waitFor();
      expect(await one.getByTestId('verify-verdict').getAttribute('data-matches')).toBe('yes');
      expect(await text(one, 'verify-verdict')).toBe(messagesOf(one).verify.matches);
      await screenshot(one, `yeekee-verify-${locale}-360`);
    }
  }, 180_000);
});
