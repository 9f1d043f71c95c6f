/**
 * The back office in the browser: staff login with TOTP at 1280×800, member search and a status
 * change that the member's next API call sees, enrolment of a fresh Administrator created on the
 * staff screen, phone-width rendering, and a member's first load that downloads no admin code.
 *
 * TOTP codes come from harness/totp.ts (an independent RFC 6238 implementation). The demo Super
 * Admin logs in exactly once in this file (a code is accepted once per 30 s step); later tests reuse
 * its cookies. The new Administrator enrols with the secret shown on the enrolment screen.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/admin/en.json' with { type: 'json' };
import th from '../apps/web/src/locales/admin/th.json' with { type: 'json' };
import { memberAuth, memberLogin, memberSignup } from './harness/admin.ts';
import { E2E_STAFF } from './harness/staff.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { hotp, totp } from './harness/totp.ts';

let browser: Browser;
/** The Super Admin's desktop session, shared by the tests after the login test. */
let admin: BrowserContext;
let adminPage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await admin?.close();
  await browser.close();
});

/** Baht as the back office prints it (two decimals, thousands separated). */
const baht = (amount: number): string =>
  amount.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Summary {
  today: Record<'deposits' | 'withdrawals' | 'stakes' | 'wins' | 'ggr', number>;
  queues: Record<string, number>;
}

/**
 * The dashboard shows today's money and the open queues exactly as the API answers them. Other
 * spec files move money meanwhile, so a mismatch is read again (the page refreshes) a few times.
 */
const expectDashboardShowsSummary = async (page: Page): Promise<void> => {
  let shown: string[] = [];
  let expected: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByTestId('dashboard-chart').waitFor();
    const answer = await page.request.get(`${baseUrl()}/api/admin/dashboard.summary`);
    expect(answer.status()).toBe(200);
    const { today, queues } = ((await answer.json()) as { data: Summary }).data;
    expected = [
      ...(['deposits', 'withdrawals', 'stakes', 'wins', 'ggr'] as const).map(
        (key) => `฿ ${baht(today[key])}`,
      ),
      ...Object.values(queues).map(String),
    ];
    shown = [
      ...(await page.getByTestId('dashboard-amount').allTextContents()),
      ...(await page.locator('[data-testid^="dashboard-count-"]').allTextContents()),
    ];
    if (JSON.stringify(shown) === JSON.stringify(expected)) break;
    await page.reload();
  }
  expect(shown).toEqual(expected);
  // The e2e seed moved money today: the figures are not all zero.
  expect(expected.some((text) => /[1-9]/.test(text))).toBe(true);
};

const desktop = async (): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await context.addCookies([{ name: 'locale', value: 'th', url: baseUrl() }]);
  return context;
};

const path = (page: Page) => new URL(page.url()).pathname;
const suffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.replace(/[^a-z0-9]/g, 'x');

const member = {
  userName: `adm${suffix()}`,
  pin: 'Chok@dee99',
  phoneNumber: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
};

describe('TOTP helper', () => {
  it('matches RFC 6238 appendix B (SHA-1, T = 59 s → 94287082) and the RFC 4226 vectors', () => {
    const rfcKey = Buffer.from('12345678901234567890');
    expect(hotp(rfcKey, 1, 8)).toBe('94287082');
    expect(hotp(rfcKey, 0)).toBe('755224');
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000, 8)).toBe('94287082');
  });
});

describe('back office', () => {
  it('staff logs in with TOTP, finds a member, sets status 4; the member’s next call sees it', async () => {
    expect(await memberSignup(baseUrl(), member)).toBe(201);
    const token = await memberLogin(baseUrl(), member.userName, member.pin);
    expect((await memberAuth(baseUrl(), token)).body.data?.status).toBe(0);

    admin = await desktop();
    adminPage = await admin.newPage();
    const page = adminPage;
    await page.goto(`${baseUrl()}/admin`);
    await page.getByTestId('admin-login-form').waitFor();
    expect(path(page)).toBe('/admin/login');
    expect(await page.getByTestId('app-header').count()).toBe(0);
    await screenshot(page, 'admin-login-th-1280');

    await page.getByTestId('admin-login-username').fill(E2E_STAFF.admin.username);
    await page.getByTestId('admin-login-pin').fill(E2E_STAFF.admin.pin);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-login-totp').waitFor();
    await screenshot(page, 'admin-totp-th-1280');
    await page.getByTestId('admin-login-totp').fill(totp(E2E_STAFF.admin.totpSecret));
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-layout').waitFor();
    // The dashboard is the landing page; its figures are the API's, in baht.
    await page.waitForURL(/\/admin$/);
    await expectDashboardShowsSummary(page);
    await screenshot(page, 'admin-dashboard-th-1280');
    await page.getByTestId('admin-nav-members').click();
    await page.waitForURL(/\/admin\/members$/);
    expect(await page.getByTestId('admin-staff-name').textContent()).toBe(E2E_STAFF.admin.username);
    expect(await page.getByTestId('admin-staff-role').textContent()).toBe(th.roles['Super Admin']);
    const cookies = await admin.cookies();
    expect(cookies.find((c) => c.name === 'staffToken')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'staffCsrf')?.httpOnly).toBe(false);

    await page.getByTestId('members-search-input').fill(member.userName);
    await page.getByTestId('members-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('q') === member.userName);
    // The unfiltered list (newest first) shows the member too: wait for the search answer itself.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="members-row"]').length === 1);
    await page.getByTestId(`member-link-${member.userName}`).waitFor();
    await screenshot(page, 'admin-members-th-1280');

    await page.getByTestId(`member-link-${member.userName}`).click();
    await page.getByTestId('member-detail').waitFor();
    expect(await page.getByTestId('member-username').textContent()).toBe(member.userName);
    await page.getByTestId('member-status-select').selectOption('4');
    await page.getByTestId('member-status-submit').click();
    await page.getByText(th.messages.reasonRequired).waitFor();
    await page.getByTestId('member-status-reason').fill('e2e: lotto suspended for review');
    await screenshot(page, 'admin-member-th-1280');
    await page.getByTestId('member-status-submit').click();
    await page.getByTestId('member-status-submit-confirm').waitFor();
    await screenshot(page, 'admin-status-confirm-th-1280');
    await page.getByTestId('member-status-submit-confirm').click();
    await page.getByTestId('snackbar').getByText(th.memberDetail.statusChanged).waitFor();
    await page.getByTestId('status-badge').filter({ hasText: th.status['4'] }).first().waitFor();

    // The same member token, next call: the guard reads the current status.
    const after = await memberAuth(baseUrl(), token);
    expect(after.status).toBe(200);
    expect(after.body.data?.status).toBe(4);

    // The audit row of that change, before/after as a table.
    await page.getByTestId('admin-nav-audit').click();
    await page.getByTestId('audit-filter-action').fill('member.status');
    await page.getByTestId('audit-search').click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'member.status');
    await page.getByTestId('audit-toggle').first().click();
    const diff = page.getByTestId('audit-diff');
    await diff.waitFor();
    expect(await diff.textContent()).toContain('e2e: lotto suspended for review');
    await screenshot(page, 'admin-audit-th-1280');

    await page.getByTestId('admin-nav-site').click();
    await page.getByTestId('maintenance-card').waitFor();
    await page.getByTestId('turnover-state').waitFor();
    expect(await page.getByTestId('turnover-state').textContent()).toBe(
      th.site.turnoverTimes.replace('{{times}}', '1'),
    );
    await page.getByTestId('domains-table').or(page.getByTestId('domains-empty')).waitFor();
    await screenshot(page, 'admin-site-th-1280');
    await page.getByTestId('admin-nav-agents').click();
    await page.getByTestId('agents-table').waitFor();
    await screenshot(page, 'admin-agents-th-1280');
  }, 120_000);

  it('a Super Admin creates an Administrator, who enrols TOTP at first login and sees the recovery codes', async () => {
    expect(adminPage, 'needs the login test').toBeDefined();
    const page = adminPage;
    const ops = { username: `ops${suffix()}`.slice(0, 30), pin: 'Opsx@1234' };

    await page.getByTestId('admin-nav-staff').click();
    await page.getByTestId('staff-table').waitFor();
    // English for this screen (the admin area follows the member locale cookie; th and en).
    await page.getByTestId('admin-locale').getByText('EN').click();
    await page.getByText(en.staff.title, { exact: true }).first().waitFor();
    await page.getByTestId('staff-add').click();
    await page.getByTestId('staff-create-username').fill(ops.username);
    await page.getByTestId('staff-create-pin').fill(ops.pin);
    await page.getByTestId('staff-create-role').selectOption('Administrator');
    await screenshot(page, 'admin-staff-create-en-1280');
    await page.getByTestId('staff-create-submit').click();
    await page.getByTestId(`staff-row-${ops.username}`).waitFor();
    await page.getByTestId('staff-create-submit').waitFor({ state: 'detached' });
    expect(await page.getByTestId(`staff-row-${ops.username}`).textContent()).toContain(en.staff.notEnrolled);
    await screenshot(page, 'admin-staff-en-1280');
    await page.getByTestId('admin-locale').getByText('ไทย').click();

    const context = await desktop();
    try {
      const newcomer = await context.newPage();
      await newcomer.goto(`${baseUrl()}/admin/login`);
      await newcomer.getByTestId('admin-login-username').fill(ops.username);
      await newcomer.getByTestId('admin-login-pin').fill(ops.pin);
      await newcomer.getByTestId('admin-login-submit').click();
      await newcomer.waitForURL(/\/admin\/enroll$/);
      const secretBox = newcomer.getByTestId('admin-enroll-secret');
      await secretBox.waitFor();
      const secret = (await secretBox.getAttribute('data-secret')) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(await newcomer.getByTestId('admin-enroll-qr').getAttribute('src')).toMatch(
        /^data:image\/svg\+xml;base64,/,
      );
      await newcomer.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="admin-enroll-qr"]');
        return img !== null && img.complete && img.naturalWidth > 0;
      });
      await screenshot(newcomer, 'admin-enroll-th-1280');

      await newcomer.getByTestId('admin-enroll-code').fill(totp(secret));
      await newcomer.getByTestId('admin-enroll-confirm').click();
      const codes = newcomer.getByTestId('admin-recovery-codes');
      await codes.waitFor();
      const list = await codes.locator('code').allTextContents();
      expect(list).toHaveLength(10);
      for (const code of list) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
      expect(await newcomer.getByTestId('admin-recovery-continue').isDisabled()).toBe(true);
      await screenshot(newcomer, 'admin-recovery-th-1280');
      await newcomer.getByTestId('admin-recovery-saved').check();
      await newcomer.getByTestId('admin-recovery-continue').click();
      await newcomer.waitForURL(/\/admin$/);
      await newcomer.getByTestId('dashboard').waitFor();
      expect(await newcomer.getByTestId('admin-staff-role').textContent()).toBe(th.roles.Administrator);
      const nav = await newcomer
        .getByTestId('admin-nav')
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(nav).toEqual([
        '/admin',
        '/admin/members',
        '/admin/reconciliation',
        '/admin/withdrawals',
        '/admin/deposits',
        '/admin/lotto/rounds',
        '/admin/lotto/families',
        '/admin/games',
        '/admin/game-transactions',
        '/admin/game-report',
        '/admin/affiliate',
        '/admin/loyalty',
        '/admin/promotions',
        '/admin/notifications',
        '/admin/support',
        '/admin/kyc',
        '/admin/content',
        '/admin/audit',
        '/admin/agents',
      ]);

      // Not theirs: the staff screen is the 403 screen inside the admin layout.
      await newcomer.goto(`${baseUrl()}/admin/staff`);
      await newcomer.getByTestId('admin-403').waitFor();
      expect(await newcomer.getByTestId('admin-layout').count()).toBe(1);
    } finally {
      await context.close();
    }

    await page.reload();
    await page
      .getByTestId(`staff-row-${ops.username}`)
      .getByText(th.staff.enrolled, { exact: true })
      .waitFor();
  }, 120_000);

  it('is readable on a phone (360 px)', async () => {
    expect(admin, 'needs the login test').toBeDefined();
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      storageState: await admin.storageState(),
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/admin`);
      await page.getByTestId('dashboard-chart').waitFor();
      await screenshot(page, 'admin-dashboard-th-360');
      await page.goto(`${baseUrl()}/admin/members?q=${member.userName}`);
      await page.getByTestId('members-table').waitFor();
      await screenshot(page, 'admin-members-th-360');
      await page.getByTestId(`member-link-${member.userName}`).click();
      await page.getByTestId('member-detail').waitFor();
      await screenshot(page, 'admin-member-th-360');
      // The deposit turnover setting: an out-of-range multiplier is refused beside the field, unsaved.
      await page.goto(`${baseUrl()}/admin/site`);
      await page.getByTestId('turnover-state').waitFor();
      await page.getByTestId('turnover-multiplier').fill('60');
      await page.getByText(th.messages.turnoverRange).waitFor();
      expect(await page.getByTestId('turnover-save').isDisabled()).toBe(true);
      await screenshot(page, 'admin-site-th-360');
      const login = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await login.goto(`${baseUrl()}/admin/login`);
      await login.getByTestId('admin-login-form').waitFor();
      await screenshot(login, 'admin-login-th-360');
      await login.close();
    } finally {
      await context.close();
    }
  }, 60_000);

  it("a member's first load of / downloads no admin code", async () => {
    const context = await phoneContext(browser, 'th');
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request: Request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('home-page').waitFor();
      await page.waitForLoadState('networkidle');
      const assets = requested.filter((p) => p.startsWith('/assets/'));
      expect(assets.length).toBeGreaterThan(0);
      expect(assets.filter((p) => /admin/i.test(p))).toEqual([]);
      expect(requested.filter((p) => p.startsWith('/api/admin'))).toEqual([]);

      // The check can fail: opening the back office does request its root and the login screen,
      // each its own admin-* chunk (apps/web/vite.config.ts names every chunk with back-office code).
      await page.goto(`${baseUrl()}/admin/login`);
      await page.getByTestId('admin-login-form').waitFor();
      const adminChunks = requested.filter((p) => /^\/assets\/admin-[\w-]+\.js$/.test(p));
      expect(adminChunks.some((p) => p.startsWith('/assets/admin-root-'))).toBe(true);
      expect(adminChunks.some((p) => p.startsWith('/assets/admin-login-page-'))).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);
});
