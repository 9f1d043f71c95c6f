/**
 * The affiliate programme end to end at 360 px: a member copies their link on /profile/affiliate,
 * a new visitor registers through it and bets (a poy through the API), the day's accrual runs
 * (the scheduler's function, through the test-only /api/dev/affiliate.accrue), and the referrer
 * sees the earning and moves it to the wallet.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_BIRTH_DATE, memberSignup } from './harness/admin.ts';
import { enterAsMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { E2E_STAFF } from './harness/staff.ts';
import { staffApi } from './harness/staff-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const newMember = (prefix: string) => ({
  userName: `${prefix}${Date.now().toString(36)}${digits(3)}`,
  pin: 'Chok@dee99',
  phoneNumber: `09${digits(8)}`,
});

const api = async (
  path: string,
  token: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
};

/** The visitor bets 200 baht on a round open for at least a few more minutes (a poy through the API). */
const placeBet = async (userName: string, pin: string) => {
  const login = await fetch(`${baseUrl()}/api/users.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: pin }),
  });
  const token = (login.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const uuid = ((await login.json()) as { data: { uuid: string } }).data.uuid;
  const staff = await staffApi(baseUrl(), E2E_STAFF.affiliate);
  const funded = await staff.post(
    '/api/admin/wallet.adjust',
    { uuid, direction: 'increase', amount: 500, reason: 'e2e affiliate stake' },
    { 'idempotency-key': randomUUID() },
  );
  expect(funded.status).toBe(200);
  const latest = (await api('/api/bet-lists.latest', token)).body.data as Record<string, unknown>;
  const rounds = ['gov', 'stock', 'yeekee'].flatMap(
    (group) => (latest[group] ?? []) as { betId: string; unixTimeStamp: { realCloseTime: number } }[],
  );
  const round = rounds
    .filter((r) => r.unixTimeStamp.realCloseTime * 1000 > Date.now() + 120_000)
    .sort((a, b) => b.unixTimeStamp.realCloseTime - a.unixTimeStamp.realCloseTime)[0];
  if (!round) throw new Error('no lotto round open for two more minutes');
  const poy = await api('/poy-api/poys.create', token, {
    body: {
      betId: round.betId,
      lines: [
        { number: '123', option: 'teng_bon_3', price: 100 },
        { number: '456', option: 'teng_bon_3', price: 100 },
      ],
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(poy.status, JSON.stringify(poy.body)).toBe(201);
};

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s/g, '');

describe('affiliate', () => {
  it('a member shares their link, a friend registers through it and bets, the referrer earns and moves it', async () => {
    const referrer = newMember('afr');
    expect(await memberSignup(baseUrl(), referrer)).toBe(201);
    const context = await phoneContext(browser, 'th');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const visitorContext = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      await enterAsMember(page, referrer);
      await page.goto(`${baseUrl()}/profile`);
      await page.getByTestId('profile-affiliate').click();
      await page.getByTestId('affiliate-link-card').waitFor();
      await page.getByTestId('affiliate-copy').click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(await page.getByTestId('affiliate-link').textContent());
      expect(new URL(link).pathname).toMatch(/^\/register\/[0-9a-f]{12}$/);
      expect(await page.getByTestId('affiliate-line').getAttribute('href')).toBe(
        `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`,
      );
      await screenshot(page, 'affiliate-empty-th-360');

      const friend = newMember('afv');
      const visitor = await visitorContext.newPage();
      await visitor.goto(link);
      await visitor.getByTestId('register-username').fill(friend.userName);
      await visitor.getByTestId('register-pin').fill(friend.pin);
      await visitor.getByTestId('register-confirm-pin').fill(friend.pin);
      await visitor.getByTestId('register-phone').fill(friend.phoneNumber);
      await visitor.getByTestId('register-birth-date').fill(ADULT_BIRTH_DATE);
      await visitor.getByTestId('register-submit').click();
      await visitor.getByTestId('main-page').waitFor();
      await placeBet(friend.userName, friend.pin);

      const run = await fetch(`${baseUrl()}/api/dev/affiliate.accrue`, { method: 'POST' });
      expect(run.status).toBe(200);

      // 0.5 % of 200 baht: 1.00 baht, credited to affiliate cash today.
      await page.reload();
      await page.getByTestId('affiliate-member').waitFor();
      expect(await text(page, 'affiliate-today')).toBe('฿1.00');
      expect(await text(page, 'af-money')).toBe('฿1.00');
      expect(await page.getByTestId('affiliate-member').textContent()).toContain(
        `${friend.userName.slice(0, 2)}***${friend.userName.slice(-2)}`,
      );
      expect(await page.getByTestId('affiliate-member').textContent()).not.toContain(friend.userName);
      await page
        .locator('[data-testid="affiliate-chart"] .recharts-bar-rectangle >> visible=true')
        .first()
        .waitFor();
      await screenshot(page, 'affiliate-earned-th-360');

      await page.getByTestId('af-move-all').click();
      await page.getByTestId('af-move-submit').click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="af-money"]')?.textContent?.replace(/\s/g, '') === '฿0.00',
      );
      await page.locator('[data-testid="statement-row"][data-type="MOVE_AF_TO_MONEY"]').first().waitFor();
    } finally {
      await visitorContext.close();
      await context.close();
    }
  }, 60_000);
});
