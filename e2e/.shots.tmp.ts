import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3400';
const limits = {
  deposit: { day: 500, week: 3000, month: null },
  loss: { day: null, week: 2000, month: null },
  session: { minutes: 30 },
  pending: [
    { kind: 'deposit', period: 'month', value: 20000, effectiveAt: new Date(Date.now() + 20 * 3600e3).toISOString() },
    { kind: 'loss', period: 'week', value: null, effectiveAt: new Date(Date.now() + 23 * 3600e3).toISOString() },
  ],
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport] of [['360', { width: 360, height: 740 }], ['desktop', { width: 1366, height: 900 }]] as const) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'locale', value: process.env.LOC ?? 'th', url: base }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.route('**/api/limits', (r) => r.fulfill({ json: { data: limits } }));
  await page.route('**/api/reality-check', (r) =>
    r.fulfill({ json: { data: { startedAt: new Date(Date.now() - 30 * 60e3 + 4000).toISOString(), net: -1250.5, minutes: 30 } } }),
  );
  await page.goto(`${base}/`);
  await page.getByTestId('login-username').fill('demo01');
  await page.getByTestId('login-pin').fill('Demo@1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('main-page').waitFor();
  await page.goto(`${base}/profile/activity`);
  await page.getByTestId('limit-deposit-day').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/lw-shots/activity-${name}.png`, fullPage: true });
  await page.getByTestId('limits-card').screenshot({ path: `/tmp/lw-shots/card-${name}.png` });
  await page.getByTestId('limit-deposit-day-change').click();
  await page.getByTestId('limit-form').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/lw-shots/form-${name}.png` });
  await page.keyboard.press('Escape');
  await page.getByTestId('limit-session-change').click();
  await page.getByTestId('session-form').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/lw-shots/session-${name}.png` });
  await page.keyboard.press('Escape');
  await page.goto(`${base}/main`);
  await page.getByTestId('reality-check-body').waitFor({ timeout: 20000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/lw-shots/reality-${name}.png` });
  await context.close();
}
await browser.close();
