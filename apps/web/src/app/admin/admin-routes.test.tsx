import { permissionsOf, STAFF_MESSAGES, type StaffRole } from '@chokdee/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { i18n, setLocale } from '../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { setupI18n } from '../../test/render.tsx';
import en from '../../locales/admin/en.json';

beforeAll(setupI18n);
beforeEach(async () => {
  // The member bundle too: failures are worded by code from it.
  await setLocale('en');
  document.cookie = 'staffCsrf=csrf-1; path=/';
});

const profile = (role: StaffRole) => ({
  id: 7,
  username: `${role.toLowerCase().replace(' ', '')}1`,
  role,
  totpEnrolled: true,
  enrolmentRequired: false,
  permissions: permissionsOf(role),
});

const member = {
  uuid: '00000000-0000-4000-8000-000000000001',
  userName: 'demo01',
  name: 'Demo',
  phoneNumber: '0812345678',
  email: null,
  lineId: null,
  lineLinked: false,
  level: 1,
  status: 0,
  agentId: 2,
  afSlug: 'demo01',
  createdAt: '2026-07-01T10:00:00+07:00',
  lockout: { locked: true, failedLoginCount: 5, lockedAt: '2026-07-02T10:00:00+07:00' },
  activeSessions: 1,
  devices: [],
  linkedMembers: [],
  selfExclusion: { until: null },
  limits: {
    deposit: { day: 500, week: null, month: null },
    loss: { day: null, week: null, month: null },
    session: { minutes: 30 },
    pending: [{ kind: 'deposit', period: 'day', value: null, effectiveAt: '2026-07-02T10:00:00Z' }],
  },
};

const DAY = { day: '2026-07-01', deposits: 0, withdrawals: 0, stakes: 0, wins: 0, ggr: 0 };
const DASHBOARD = {
  today: DAY,
  queues: {
    pendingDeposits: 0,
    pendingWithdrawals: 0,
    unmatchedProviderTransfers: 0,
    unmatchedStatementLines: 0,
    resultsToConfirm: 0,
  },
  days: [DAY],
};

const asRole = (role: StaffRole): FakeApi => {
  const api = installFakeApi();
  api.on('admin/auth.me', { body: profile(role) });
  api.on('admin/members.one', { body: member });
  api.on('admin/members.search', { body: { items: [], total: 0, page: 1, pageSize: 20 } });
  return api;
};

const navLabels = async () => {
  const nav = await screen.findByTestId('admin-nav');
  return [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
};

describe('back office: permission-based visibility', { timeout: 20_000 }, () => {
  it('Staff sees members and audit only, and no status form or force logout on a member', async () => {
    asRole('Staff');
    renderApp([`/admin/members/${member.uuid}`]);
    await screen.findByTestId('member-detail');
    // The member's own break and limits are shown read-only, to every role that sees the member.
    expect(screen.getByTestId('member-care-excluded').textContent).toBe('Permanent');
    expect(screen.getByTestId('member-care-deposit-day').textContent).toBe('฿ 500.00');
    expect(screen.queryByRole('button', { name: /limit|วงเงิน/i })).toBeNull();
    expect(await navLabels()).toEqual([
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
      '/admin/support',
      '/admin/audit',
    ]);
    // Only the members entry is marked on a member's page: not the dashboard, whose /admin prefixes all.
    const marked = [...screen.getByTestId('admin-nav').querySelectorAll('a[data-active], a[aria-current]')];
    expect(marked.map((a) => a.getAttribute('href'))).toEqual(['/admin/members']);
    expect(screen.queryByTestId('member-status-form')).toBeNull();
    expect(screen.queryByTestId('member-force-logout')).toBeNull();
    expect(screen.getByTestId('member-unlock')).toBeTruthy();
    expect(screen.getByTestId('admin-staff-role').textContent).toBe('Staff');
  });

  it('Administrator gets the status form and force logout, but not site or staff', async () => {
    asRole('Administrator');
    renderApp([`/admin/members/${member.uuid}`]);
    await screen.findByTestId('member-status-form');
    expect(screen.getByTestId('member-force-logout')).toBeTruthy();
    expect(await navLabels()).toEqual([
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
  });

  it('a screen the role lacks shows the 403 screen inside the admin layout', async () => {
    asRole('Staff');
    renderApp(['/admin/staff']);
    await screen.findByTestId('admin-403');
    expect(screen.getByTestId('admin-layout')).toBeTruthy();
    expect(screen.queryByTestId('app-header')).toBeNull();
  });

  it('a 403 from the API shows the 403 screen too', async () => {
    const api = asRole('Super Admin');
    api.on('admin/staff.list', {
      status: 403,
      body: { message: 'Sorry, access denied.', code: 'FORBIDDEN' },
    });
    renderApp(['/admin/staff']);
    await screen.findByTestId('admin-403');
  });

  it('no session (401) → /admin/login', async () => {
    const api = installFakeApi();
    api.on('admin/auth.me', { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
    const { router } = renderApp(['/admin/members']);
    await screen.findByTestId('admin-login-form');
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('a required reason is checked before the status change is confirmed and sent with the staff CSRF token', async () => {
    const api = asRole('Administrator');
    let sent: unknown;
    api.on('admin/members.status.update', (body) => {
      sent = body;
      return { body: { uuid: member.uuid, status: 4 } };
    });
    renderApp([`/admin/members/${member.uuid}`]);
    fireEvent.change(await screen.findByTestId('member-status-select'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('member-status-submit'));
    expect(await screen.findByText('A reason is required.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('member-status-reason'), { target: { value: 'fraud check' } });
    fireEvent.click(screen.getByTestId('member-status-submit'));
    fireEvent.click(await screen.findByTestId('member-status-submit-confirm'));
    await waitFor(() => expect(sent).toEqual({ uuid: member.uuid, status: 4, reason: 'fraud check' }));
    const call = api.calls.find((c) => c.path === 'admin/members.status.update');
    expect(call?.headers['x-csrf-token']).toBe('csrf-1');
  });
});

describe('back office: languages', { timeout: 20_000 }, () => {
  it.each(['kh', 'mm'])('a staff member reading %s sees the English back office', async (locale) => {
    await i18n.changeLanguage(locale);
    installFakeApi();
    renderApp(['/admin/login']);
    expect(await screen.findByText(en.login.title)).toBeTruthy();
    expect(screen.getByTestId('admin-login-submit').textContent).toBe(en.login.submit);
  });
});

describe('back office: login form', { timeout: 20_000 }, () => {
  it('PIN first, then the TOTP step; a wrong code stays there; the right one lands on /admin', async () => {
    const api = installFakeApi();
    api.on('admin/auth.me', { body: profile('Super Admin') });
    api.on('admin/dashboard.summary', { body: DASHBOARD });
    const attempts: unknown[] = [];
    api.on('admin/auth.login', (body) => {
      attempts.push(body);
      const code = (body as { totpCode?: string }).totpCode;
      if (code === undefined)
        return {
          status: 400,
          body: {
            message: STAFF_MESSAGES.totpRequired,
            code: 'VALIDATION',
            fields: { totpCode: STAFF_MESSAGES.totpRequired },
          },
        };
      if (code !== '123456')
        return { status: 401, body: { message: STAFF_MESSAGES.totpInvalid, code: 'TOTP_INVALID' } };
      return { body: profile('Super Admin') };
    });
    const { router } = renderApp(['/admin/login']);
    fireEvent.change(await screen.findByTestId('admin-login-username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('admin-login-pin'), { target: { value: 'Admin@1234' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    const code = await screen.findByTestId('admin-login-totp');
    expect(screen.queryByTestId('admin-login-error')).toBeNull();
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByText('The code must be 6 digits.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('admin-login-totp'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect((await screen.findByTestId('admin-login-error')).textContent).toBe('Invalid verification code.');
    fireEvent.change(screen.getByTestId('admin-login-totp'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await screen.findByTestId('dashboard');
    expect(attempts).toEqual([
      { username: 'admin', password: 'Admin@1234' },
      { username: 'admin', password: 'Admin@1234', totpCode: '000000' },
      { username: 'admin', password: 'Admin@1234', totpCode: '123456' },
    ]);
  });

  it('shows the lockout message (Thai by default)', async () => {
    await i18n.changeLanguage('th');
    const api = installFakeApi();
    api.on('admin/auth.login', {
      status: 423,
      body: { message: STAFF_MESSAGES.locked, code: 'STAFF_LOCKED' },
    });
    renderApp(['/admin/login']);
    fireEvent.change(await screen.findByTestId('admin-login-username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('admin-login-pin'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect((await screen.findByTestId('admin-login-error')).textContent).toContain('บัญชีถูกล็อก');
  });

  it('an account that must enrol goes to /admin/enroll after the PIN', async () => {
    const api = installFakeApi();
    const pending = {
      ...profile('Administrator'),
      totpEnrolled: false,
      enrolmentRequired: true,
      permissions: [],
    };
    api.on('admin/auth.login', { body: pending });
    api.on('admin/auth.me', { body: pending });
    api.on('admin/totp.enroll.start', {
      body: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    });
    api.on('admin/totp.enroll.confirm', {
      body: { recoveryCodes: Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`) },
    });
    const { router } = renderApp(['/admin/login']);
    fireEvent.change(await screen.findByTestId('admin-login-username'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByTestId('admin-login-pin'), { target: { value: 'Ops@12345' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect((await screen.findByTestId('admin-enroll-secret')).getAttribute('data-secret')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(router.state.location.pathname).toBe('/admin/enroll');
    expect(api.calls.filter((c) => c.path === 'admin/totp.enroll.start')).toHaveLength(1);
    fireEvent.change(screen.getByTestId('admin-enroll-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('admin-enroll-confirm'));
    const codes = await screen.findByTestId('admin-recovery-codes');
    expect(codes.textContent).toContain('AAAA9-BBBBB');
    expect(screen.getByTestId<HTMLButtonElement>('admin-recovery-continue').disabled).toBe(true);
  });
});
