import { permissionsOf, type StaffRole } from '@chokdee/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../lib/i18n.ts';
import { installFakeApi, type FakeAnswer, type FakeApi } from '../../../test/fake-api.ts';
import { setupI18n } from '../../../test/render.tsx';
import en from '../../../locales/admin/en.json';

beforeAll(setupI18n);
beforeEach(async () => {
  // The member bundle too: failures are worded by code from it.
  await setLocale('en');
  document.cookie = 'staffCsrf=csrf-1; path=/';
});

const UUID = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const WALLET = `/admin/members/${UUID}/wallet`;

const profile = (role: StaffRole) => ({
  id: 7,
  username: 'ops1',
  role,
  totpEnrolled: true,
  enrolmentRequired: false,
  permissions: permissionsOf(role),
});

const ledger = (cash: number) => ({
  member: { uuid: UUID, userName: 'demo01' },
  balances: { cash, held: 0, available: cash, afCash: 0, points: 12.5 },
  items: [
    {
      id: '1',
      entryId: '1',
      account: 'CASH',
      unit: 'THB',
      type: 'ADMIN_INCREASE',
      amount: 10000,
      balanceAfter: 10000,
      remark: 'Demo credit',
      staffUsername: null,
      createdAt: '2026-07-01T10:00:00+07:00',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
});

const asRole = (role: StaffRole): FakeApi => {
  const api = installFakeApi();
  api.on('admin/auth.me', { body: profile(role) });
  ledgerUrls.length = 0;
  api.on('admin/wallet.ledger', (_body, url) => {
    ledgerUrls.push(url);
    return { body: ledger(10000) };
  });
  api.on('admin/members.search', {
    body: {
      items: [
        {
          uuid: UUID,
          userName: 'demo01',
          name: null,
          phoneNumber: null,
          status: 0,
          locked: false,
          createdAt: '',
        },
        {
          uuid: OTHER,
          userName: 'demo02',
          name: null,
          phoneNumber: null,
          status: 0,
          locked: false,
          createdAt: '',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 8,
    },
  });
  return api;
};

/** The query string of each wallet.ledger call (the fake API records the path only). */
const ledgerUrls: URL[] = [];
const queries = () => ledgerUrls.map((url) => url.searchParams);

const adjustCalls = (api: FakeApi) => api.calls.filter((call) => call.path === 'admin/wallet.adjust');
const keyOf = (call: { headers: Record<string, string> }) => call.headers['Idempotency-Key'];

const fillAdjust = (amount: string, reason: string) => {
  fireEvent.change(screen.getByTestId('wallet-adjust-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('wallet-adjust-reason'), { target: { value: reason } });
  fireEvent.click(screen.getByTestId('wallet-adjust-submit'));
};

const adjusted = (cash: number): FakeAnswer => ({
  body: {
    uuid: UUID,
    entryId: '9',
    type: 'ADMIN_INCREASE',
    amount: 123.45,
    cash,
    held: 0,
    available: cash,
    replayed: false,
    createdAt: '2026-07-02T10:00:00+07:00',
  },
});

describe('member wallet: permissions', { timeout: 20_000 }, () => {
  it('Staff (wallet.view only) sees balances and the ledger, but no adjust or move form', async () => {
    asRole('Staff');
    renderApp([WALLET]);
    await screen.findByTestId('member-wallet');
    expect(screen.getByTestId('wallet-balance-cash').textContent).toContain('10,000.00');
    expect(screen.getByTestId('wallet-balance-points').textContent).toContain('12.50');
    const row = screen.getByTestId('ledger-row');
    expect(within(row).getByTestId('ledger-amount').textContent).toBe('+10,000.00');
    expect(row.textContent).toContain('01/07/2026 10:00:00');
    expect(screen.queryByTestId('wallet-adjust-form')).toBeNull();
    expect(screen.queryByTestId('wallet-move-form')).toBeNull();
    expect(screen.getByTestId('admin-nav-reconciliation')).toBeTruthy();
  });

  it('Administrator (wallet.adjust) gets both forms', async () => {
    asRole('Administrator');
    renderApp([WALLET]);
    await screen.findByTestId('wallet-adjust-form');
    expect(screen.getByTestId('wallet-move-form')).toBeTruthy();
  });

  it('the ledger filters live in the URL and reach the API', async () => {
    asRole('Staff');
    const { router } = renderApp([`${WALLET}?account=POINTS&from=2026-07-01&to=2026-07-02&page=2`]);
    await screen.findByTestId('member-wallet');
    expect(screen.getByTestId<HTMLSelectElement>('ledger-filter-account').value).toBe('POINTS');
    expect(screen.getByTestId<HTMLInputElement>('ledger-filter-from').value).toBe('2026-07-01');
    fireEvent.change(screen.getByTestId('ledger-filter-account'), { target: { value: 'CASH' } });
    // A new filter goes back to page 1.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?account=CASH&from=2026-07-01&to=2026-07-02'),
    );
    await waitFor(() => expect(queries().at(-1)?.get('account')).toBe('CASH'));
    // Bangkok days: from 00:00 +07:00 inclusive, to = the next day's midnight (exclusive).
    expect(Object.fromEntries(queries()[0]!)).toEqual({
      uuid: UUID,
      account: 'POINTS',
      from: '2026-07-01T00:00:00+07:00',
      to: '2026-07-03T00:00:00+07:00',
      page: '2',
      pageSize: '20',
    });
  });
});

describe('member wallet: adjust form', { timeout: 20_000 }, () => {
  it('validates the amount (<= 2 decimals, > 0) and the reason before anything is sent', async () => {
    const api = asRole('Administrator');
    renderApp([WALLET]);
    await screen.findByTestId('wallet-adjust-form');
    fillAdjust('1.234', 'ab');
    expect(await screen.findByText(en.messages.amountFormat)).toBeTruthy();
    expect(screen.getByText(en.messages.reasonLength)).toBeTruthy();
    fillAdjust('0', 'a good reason');
    expect(await screen.findByText(en.messages.amountFormat)).toBeTruthy();
    expect(screen.queryByTestId('wallet-adjust-confirm-summary')).toBeNull();
    expect(adjustCalls(api)).toHaveLength(0);
  });

  it('the confirmation shows member, direction and amount; the body sent matches it', async () => {
    const api = asRole('Administrator');
    api.on('admin/wallet.adjust', adjusted(9876.55));
    renderApp([WALLET]);
    await screen.findByTestId('wallet-adjust-form');
    fireEvent.click(screen.getByText('Decrease'));
    fillAdjust('1,234.5', '  refund reversal  ');
    await screen.findByTestId('wallet-adjust-confirm-summary');
    expect(screen.getByTestId('wallet-confirm-member').textContent).toBe('demo01');
    expect(screen.getByTestId('wallet-confirm-direction').textContent).toBe('Decrease');
    expect(screen.getByTestId('wallet-confirm-amount').textContent).toBe('1,234.50 THB');
    expect(screen.getByTestId('wallet-confirm-reason').textContent).toBe('refund reversal');
    expect(adjustCalls(api)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('wallet-adjust-confirm-confirm'));
    await screen.findByTestId('wallet-adjust-done');
    expect(adjustCalls(api)[0]?.body).toEqual({
      uuid: UUID,
      direction: 'decrease',
      amount: 1234.5,
      reason: 'refund reversal',
    });
    expect(adjustCalls(api)[0]?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('one Idempotency-Key per form: reused after a 5xx/network error, new after success and after a 4xx', async () => {
    const api = asRole('Administrator');
    const answers: FakeAnswer[] = [
      { status: 503, body: { message: 'Service Unavailable', code: 'INTERNAL' } },
      adjusted(10123.45),
      { status: 409, body: { message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' } },
      adjusted(10246.9),
    ];
    api.on('admin/wallet.adjust', () => answers.shift() ?? { status: 500 });
    let cash = 10000;
    api.on('admin/wallet.ledger', () => ({ body: ledger(cash) }));
    renderApp([WALLET]);
    await screen.findByTestId('wallet-adjust-form');

    fillAdjust('123.45', 'bonus fix');
    fireEvent.click(await screen.findByTestId('wallet-adjust-confirm-confirm'));
    expect((await screen.findByTestId('wallet-adjust-error')).textContent).toBe(en.wallet.outcomeUnknown);
    expect(screen.getByTestId('wallet-adjust-submit').textContent).toBe(en.wallet.retry);

    // Retry: same key, the dialog says so.
    fireEvent.click(screen.getByTestId('wallet-adjust-submit'));
    await screen.findByTestId('wallet-adjust-confirm-retrying');
    cash = 10123.45;
    fireEvent.click(screen.getByTestId('wallet-adjust-confirm-confirm'));
    expect((await screen.findByTestId('wallet-adjust-done')).textContent).toContain('10,123.45');
    await waitFor(() => expect(screen.getByTestId('wallet-balance-cash').textContent).toContain('10,123.45'));
    const [first, retry] = adjustCalls(api);
    expect(keyOf(first!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(retry!)).toBe(keyOf(first!));

    // After a success: a new key; the form was cleared.
    expect(screen.getByTestId<HTMLInputElement>('wallet-adjust-amount').value).toBe('');
    fillAdjust('123.45', 'bonus fix');
    fireEvent.click(await screen.findByTestId('wallet-adjust-confirm-confirm'));
    expect((await screen.findByTestId('wallet-adjust-error')).textContent).toBe(en.wallet.insufficient);
    const third = adjustCalls(api)[2]!;
    expect(keyOf(third)).not.toBe(keyOf(first!));

    // After a 4xx: a new key again.
    fireEvent.click(screen.getByTestId('wallet-adjust-submit'));
    expect(screen.queryByTestId('wallet-adjust-confirm-retrying')).toBeNull();
    fireEvent.click(await screen.findByTestId('wallet-adjust-confirm-confirm'));
    await screen.findByTestId('wallet-adjust-done');
    const fourth = adjustCalls(api)[3]!;
    expect(new Set(adjustCalls(api).map(keyOf)).size).toBe(3);
    expect(keyOf(fourth)).not.toBe(keyOf(third));
  });

  it('above the threshold the server’s 403 is shown in the form, not as the 403 screen', async () => {
    const api = asRole('Administrator');
    api.on('admin/wallet.adjust', {
      status: 403,
      body: {
        message: 'Amounts above 50,000.00 baht need a Super Admin.',
        code: 'SUPER_ADMIN_REQUIRED',
        params: { limit: '50,000.00' },
      },
    });
    renderApp([WALLET]);
    await screen.findByTestId('wallet-adjust-form');
    fillAdjust('50000.01', 'big correction');
    fireEvent.click(await screen.findByTestId('wallet-adjust-confirm-confirm'));
    expect((await screen.findByTestId('wallet-adjust-error')).textContent).toBe(
      'Amounts above 50,000.00 baht need a Super Admin.',
    );
    expect(screen.queryByTestId('admin-403')).toBeNull();
  });
});

describe('member wallet: move form', { timeout: 20_000 }, () => {
  it('finds the receiving member (not this one), confirms from → to → amount, sends one key', async () => {
    const api = asRole('Super Admin');
    api.on('admin/wallet.move', {
      body: {
        amount: 50,
        from: { uuid: UUID, entryId: '3', cash: 9950, held: 0, available: 9950 },
        to: { uuid: OTHER, entryId: '4', cash: 50, held: 0, available: 50 },
        replayed: false,
        createdAt: '2026-07-02T10:00:00+07:00',
      },
    });
    renderApp([WALLET]);
    await screen.findByTestId('wallet-move-form');
    fireEvent.change(screen.getByTestId('wallet-move-amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('wallet-move-reason'), { target: { value: 'wrong account' } });
    fireEvent.click(screen.getByTestId('wallet-move-submit'));
    expect(await screen.findByText(en.wallet.pickTarget)).toBeTruthy();
    fireEvent.change(screen.getByTestId('wallet-move-search'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByTestId('wallet-move-search-submit'));
    fireEvent.click(await screen.findByTestId('wallet-move-pick-demo02'));
    expect(screen.queryByTestId('wallet-move-pick-demo01')).toBeNull();
    fireEvent.click(screen.getByTestId('wallet-move-submit'));
    await screen.findByTestId('wallet-move-confirm-summary');
    expect(screen.getByTestId('wallet-confirm-from').textContent).toBe('demo01');
    expect(screen.getByTestId('wallet-confirm-to').textContent).toBe('demo02');
    expect(screen.getByTestId('wallet-confirm-amount').textContent).toBe('50.00 THB');
    fireEvent.click(screen.getByTestId('wallet-move-confirm-confirm'));
    expect((await screen.findByTestId('wallet-move-done')).textContent).toContain('demo02');
    const moves = api.calls.filter((c) => c.path === 'admin/wallet.move');
    expect(moves).toHaveLength(1);
    expect(moves[0]?.body).toEqual({ fromUuid: UUID, toUuid: OTHER, amount: 50, reason: 'wrong account' });
    expect(keyOf(moves[0]!)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('reconciliation screen', { timeout: 20_000 }, () => {
  it('defaults to today in Bangkok and shows ok, totals, houses and mismatches', async () => {
    const api = asRole('Staff');
    api.on('admin/wallet.reconciliation', (_body, url) => ({
      body: {
        day: url.searchParams.get('day'),
        from: '2026-07-02T00:00:00+07:00',
        to: '2026-07-03T00:00:00+07:00',
        ok: false,
        unitTotals: [{ unit: 'THB', total: 0 }],
        houses: [{ kind: 'HOUSE_REVENUE', unit: 'THB', balance: -10000 }],
        memberAccounts: 12,
        entries: 3,
        postings: 6,
        mismatches: [
          {
            accountId: '5',
            memberUuid: UUID,
            userName: 'demo01',
            kind: 'CASH',
            balance: 10,
            postings: 9,
            held: 0,
            openHolds: 0,
          },
        ],
      },
    }));
    renderApp(['/admin/reconciliation']);
    const status = await screen.findByTestId('recon-status');
    expect(status.getAttribute('data-ok')).toBe('false');
    expect(status.textContent).toBe(en.recon.notOk);
    const call = api.calls.find((c) => c.path === 'admin/wallet.reconciliation');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    expect(call).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('recon-day').value).toBe(today);
    expect(screen.getByTestId('recon-entries').textContent).toBe('3');
    expect(screen.getByTestId('recon-houses').textContent).toContain('-10,000.00');
    expect(screen.getAllByTestId('recon-mismatch-row')).toHaveLength(1);
  });
});
