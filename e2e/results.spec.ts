/**
 * Round results in the browser at 1280 px (real server in demo mode): this spec's Super Admin
 * (`e2e_results`, TOTP) enters the official government result of a closed round and sees the derived fields before
 * saving; the same staff member cannot confirm it (two-person rule); a second Administrator
 * (`checker01`, harness/seed-results.ts) confirms it; the scheduler or the confirmation settles the
 * round, and the member who bought 3-top 123 in that round (results01) sees, on the slip page, the
 * winning line, the slip's total win and a balance grown by exactly that win.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import th from '../apps/web/src/locales/admin/th.json' with { type: 'json' };
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, screenshot } from './harness/page.ts';
import { RESULTS_CHECKER, RESULTS_GOV_INPUT, RESULTS_MEMBER, RESULTS_ROUND } from './harness/seed-results.ts';
import { E2E_STAFF } from './harness/staff.ts';
import { startStaffSession } from './harness/staff-login.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

const desktop = async (): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  await context.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
  contexts.push(context);
  return context.newPage();
};

/** The seeded round's page, found on the rounds screen (today, government, closed). */
const openSeededRound = async (page: Page) => {
  await page.goto(`${baseUrl()}/admin/lotto/rounds?family=gov&status=CLOSED`);
  const row = page
    .getByTestId('rounds-row')
    .filter({ hasText: th.lotto.roundNo.replace('{{no}}', String(RESULTS_ROUND.roundNo)) });
  await row.waitFor();
  await row.getByRole('link').click();
  await page.getByTestId('result-panel').waitFor();
};

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

/** "฿18,980.00" → 1898000 (satang, by digits). */
const satangOf = (value: string | null): number => Number((value ?? '').replace(/[^\d]/g, ''));

/** The dialog's open transition has finished (a screenshot mid-fade is half transparent). */
const modalSettled = (page: Page) =>
  page.waitForFunction(() => {
    const content = document.querySelector('.mantine-Modal-content');
    return content !== null && getComputedStyle(content).opacity === '1';
  });

describe('round results', () => {
  it('admin enters the government result (derived fields shown before saving), checker01 confirms, the member sees the win and the balance grown by it', async () => {
    // The member, signed in first: the balance before the result (the slip's stake already taken).
    const member = await desktop();
    await enterAsMember(member, RESULTS_MEMBER);
    await member.waitForFunction(() =>
      document.querySelector('[data-testid="header-balance"]')?.textContent?.includes('9,980.00'),
    );
    const before = satangOf(await member.getByTestId('header-balance').textContent());
    expect(before).toBe(998_000);

    // Staff A: the demo Super Admin enters the result.
    const admin = await desktop();
    await startStaffSession(admin, E2E_STAFF.results);
    await openSeededRound(admin);
    expect(await admin.getByTestId('result-form').getAttribute('data-kind')).toBe('gov');
    expect(await text(admin, 'result-derived-top3')).toBe('—');
    await admin.getByTestId('result-input-firstPrize').fill(RESULTS_GOV_INPUT.firstPrize);
    // Derived as soon as the first prize is typed, before anything is saved.
    expect(await text(admin, 'result-derived-top3')).toBe('123');
    expect(await text(admin, 'result-derived-top2')).toBe('23');
    await admin.getByTestId('result-input-front3-0').fill(RESULTS_GOV_INPUT.front3[0]);
    await admin.getByTestId('result-input-front3-1').fill(RESULTS_GOV_INPUT.front3[1]);
    await admin.getByTestId('result-input-back3-0').fill(RESULTS_GOV_INPUT.back3[0]);
    await admin.getByTestId('result-input-back3-1').fill(RESULTS_GOV_INPUT.back3[1]);
    await admin.getByTestId('result-input-last2').fill(RESULTS_GOV_INPUT.last2);
    expect(await text(admin, 'result-derived-bottom2')).toBe('45');
    expect(await text(admin, 'result-derived-front3')).toBe('017 · 398');
    expect(await text(admin, 'result-derived-back3')).toBe('256 · 004');
    await admin.getByTestId('result-panel').scrollIntoViewIfNeeded();
    await screenshot(admin, 'results-enter-th-1280');

    await admin.getByTestId('result-save').click();
    await admin.getByTestId('snackbar').getByText(th.lotto.results.saved).waitFor();
    const pending = admin.locator('[data-testid="result-version"][data-version="1"]');
    await pending.waitFor();
    expect(await pending.getAttribute('data-status')).toBe('PENDING');
    expect(await pending.getByTestId('result-version-entered-by').textContent()).toBe(
      E2E_STAFF.results.username,
    );
    // Two-person rule: the one who entered it cannot confirm it.
    expect(await pending.getByTestId('result-confirm').isDisabled()).toBe(true);
    expect(await pending.getByTestId('result-confirm-note').textContent()).toBe(th.lotto.results.ownNote);
    expect(await admin.getByTestId('result-blocked').textContent()).toBe(th.lotto.results.pendingNote);
    await screenshot(admin, 'results-pending-th-1280');

    // Staff B confirms.
    const checker = await desktop();
    await startStaffSession(checker, RESULTS_CHECKER);
    await openSeededRound(checker);
    const row = checker.locator('[data-testid="result-version"][data-version="1"]');
    await row.waitFor();
    expect(await row.getByTestId('result-version-derived').textContent()).toContain('123');
    expect(await row.getByTestId('result-confirm-note').count()).toBe(0);
    await row.getByTestId('result-confirm').click();
    await checker.getByTestId('result-confirm-confirm').waitFor();
    await modalSettled(checker);
    await screenshot(checker, 'results-confirm-dialog-th-1280');
    await checker.getByTestId('result-confirm-confirm').click();
    await checker.getByTestId('snackbar').getByText(th.lotto.results.confirmed).waitFor();
    await checker.locator('[data-testid="result-version"][data-status="CONFIRMED"]').waitFor();
    expect(await row.getByTestId('result-version-decided-by').textContent()).toBe(RESULTS_CHECKER.username);
    // Settled by the confirmation's kick or the scheduler a few seconds later; the panel refreshes itself.
    await checker.getByTestId('result-settled').waitFor();
    await checker.getByTestId('round-status').filter({ hasText: th.lotto.status.SETTLED }).waitFor();
    await screenshot(checker, 'results-settled-th-1280');

    // The member's slip: the winning line, the total win, the balance grown by exactly the win.
    await member.goto(`${baseUrl()}/poy`);
    const slip = member.getByTestId('poy-row').first();
    await slip.waitFor();
    await slip.click();
    // The slip page does not refresh itself: reload until the settlement has reached the slip.
    await expect
      .poll(
        async () => {
          const status = await member.getByTestId('poy-detail').getAttribute('data-status');
          if (status !== 'SETTLED') await member.reload();
          return status;
        },
        { timeout: 60_000 },
      )
      .toBe('SETTLED');
    const won = member.locator('[data-testid="poy-line"][data-outcome="won"]');
    expect(await won.count()).toBe(1);
    expect(await won.textContent()).toContain('123');
    expect(await won.getByTestId('poy-line-win').textContent()).toBe(`+฿${RESULTS_ROUND.win}`);
    expect(await member.locator('[data-testid="poy-line"][data-outcome="lost"]').count()).toBe(1);
    expect(await text(member, 'poy-detail-win')).toBe(`฿${RESULTS_ROUND.win}`);
    expect(await text(member, 'poy-detail-total')).toBe(`฿${RESULTS_ROUND.stake}`);
    await member.waitForFunction(
      (want) =>
        Number(
          (document.querySelector('[data-testid="header-balance"]')?.textContent ?? '').replace(/[^\d]/g, ''),
        ) === want,
      before + satangOf(RESULTS_ROUND.win),
    );
    await screenshot(member, 'results-member-poy-th-1280');

    // /results: the government history — its newest card with the full prize list, the grid of draws
    // with their published times, and the hot/cold chart drawn from data (this result's 2 bottom).
    await member.goto(`${baseUrl()}/results?group=gov`);
    await member.getByTestId('history-row').first().waitFor();
    const [below, above] = [-1, 1].map((d) =>
      String((Number(RESULTS_GOV_INPUT.firstPrize) + d + 1_000_000) % 1_000_000).padStart(6, '0'),
    );
    expect(await text(member, 'result-adjacent')).toBe(`${below}${above}`);
    expect(await member.getByTestId('history-published').first().textContent()).toMatch(/\d{2}:\d{2}/);
    await member
      .locator('[data-testid="hot-chart"] .recharts-bar-rectangle >> visible=true')
      .first()
      .waitFor();
    await screenshot(member, 'results-history-th-1280');
    // A phone in English: the same page, nothing wider than the screen.
    await member.context().addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await member.setViewportSize({ width: 360, height: 740 });
    await member.reload();
    await member
      .locator('[data-testid="hot-chart"] .recharts-bar-rectangle >> visible=true')
      .first()
      .waitFor();
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(member, 'results-history-en-360');
  }, 150_000);
});
