import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { i18n } from '../../../lib/i18n.ts';
import th from '../../../locales/th.json';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { setupI18n } from '../../../test/render.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
  // ScrollRestoration calls scrollTo, which the test DOM lacks.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  api.on('users.auth', { body: { uuid: 'u-1', status: 0, name: '', userName: 'demo01' } });
  api.on('cashs', { body: { money: 9974.5 } });
});

const LINES = [
  {
    id: '3',
    transactionType: 'BET_GOV',
    amount: -50,
    balanceAfter: 9974.5,
    createdAt: '2026-03-02T00:30:00+07:00',
    remark: null,
  },
  {
    id: '2',
    transactionType: 'MOVE_AF_TO_MONEY',
    amount: 24.5,
    balanceAfter: 10024.5,
    createdAt: '2026-03-01T23:59:59+07:00',
    remark: null,
  },
  {
    id: '1',
    transactionType: 'ADMIN_INCREASE',
    amount: 10000,
    balanceAfter: 10000,
    createdAt: '2026-03-01T08:00:00+07:00',
    remark: 'Demo credit',
    remarkCode: 'DEMO_CREDIT',
    remarkParams: {},
  },
];

const types = () => screen.getAllByTestId('statement-row').map((row) => row.getAttribute('data-type'));

describe('/credit/statement', () => {
  it('lists translated, signed, coloured rows and filters them by tab', async () => {
    api.on('transactions.all', { body: LINES });
    const { router } = renderApp(['/credit/statement']);
    await screen.findByTestId('statement-list');
    expect(types()).toEqual(['BET_GOV', 'MOVE_AF_TO_MONEY', 'ADMIN_INCREASE']);
    const first = screen.getAllByTestId('statement-row')[0] as HTMLElement;
    expect(within(first).getByTestId('statement-type').textContent).toBe(th.wallet.types.BET_GOV);
    expect(within(first).getByTestId('statement-amount').textContent).toBe('-50.00');
    expect(within(first).getByTestId('statement-amount').getAttribute('data-tone')).toBe('debit');
    expect(within(first).getByTestId('statement-date').textContent).toBe('02/03/2026 00:30:00');
    // A coded remark is worded in the member's language, never the server's English.
    expect(screen.getByText(th.remarks.DEMO_CREDIT)).toBeTruthy();
    expect(screen.queryByText('Demo credit')).toBeNull();

    // The request carries the default window in +07:00.
    const body = api.calls.find((call) => call.path === 'transactions.all')?.body as Record<string, string>;
    expect(body.startedDate).toMatch(/T00:00:00\+07:00$/);
    expect(body.endedDate).toMatch(/T00:00:00\+07:00$/);

    fireEvent.click(screen.getByTestId('statement-tab-deposit'));
    await waitFor(() => expect(types()).toEqual(['MOVE_AF_TO_MONEY', 'ADMIN_INCREASE']));
    expect(router.state.location.search).toBe('?tab=deposit');
    fireEvent.click(screen.getByTestId('statement-tab-lotto'));
    await waitFor(() => expect(types()).toEqual(['BET_GOV']));
    fireEvent.click(screen.getByTestId('statement-tab-withdraw'));
    expect(await screen.findByTestId('statement-empty')).toBeTruthy();
  });

  it('agrees with the header: balance minus the pending withdrawal line = available; names lines by their reference; charts', async () => {
    api.on('transactions.all', {
      body: [
        {
          id: '9',
          transactionType: 'WITHDRAW',
          amount: -100,
          balanceAfter: 10174.5,
          createdAt: '2026-03-02T10:00:00+07:00',
          // Staff's bank transfer id: not for the member, who sees the withdrawal's number.
          remark: 'KBANK-TRF-0099812',
          remarkCode: null,
          remarkParams: null,
          reference: { kind: 'withdrawal', id: '78' },
        },
      ],
    });
    api.on('transactions.summary', {
      body: {
        balance: 10174.5,
        held: 200,
        available: 9974.5,
        pending: [
          {
            id: '5',
            amount: -200,
            createdAt: '2026-03-02T11:00:00+07:00',
            reference: { kind: 'withdrawal', id: '79' },
          },
        ],
        months: [
          { month: '2026-02', in: 0, out: 0 },
          { month: '2026-03', in: 10300, out: 125.5 },
        ],
        opening: 0,
        days: [
          { date: '2026-03-01', balance: 10024.5 },
          { date: '2026-03-02', balance: 10174.5 },
        ],
      },
    });
    renderApp(['/credit/statement']);
    const row = await screen.findByTestId('statement-row');
    expect(within(row).getByTestId('statement-reference').textContent).toBe('รายการถอน #78');
    expect(within(row).queryByText('KBANK-TRF-0099812')).toBeNull();
    expect((await screen.findByTestId('summary-available')).textContent).toBe('9,974.50');
    expect(screen.getByTestId('summary-held').textContent).toBe('200.00');
    expect(screen.getByTestId('pending-amount').textContent).toBe('-200.00');
    expect(screen.getByTestId('pending-reference').textContent).toBe('รายการถอน #79');
    // The charts' chunk loads: opening point + 2 days, 2 months.
    const balance = await screen.findByTestId('balance-chart', {}, { timeout: 10_000 });
    expect(balance.getAttribute('data-points')).toBe('3');
    expect(screen.getByTestId('months-chart').getAttribute('data-months')).toBe('2');
  });

  it('asks again for other dates and refuses a reversed range', async () => {
    api.on('transactions.all', { body: [] });
    renderApp(['/credit/statement']);
    await screen.findByTestId('statement-empty');
    fireEvent.change(screen.getByTestId('statement-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('statement-to'), { target: { value: '2026-01-31' } });
    expect(screen.getByTestId<HTMLInputElement>('statement-from-display').value).toBe('01/01/2026');
    expect(screen.getByTestId<HTMLInputElement>('statement-to-display').value).toBe('31/01/2026');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === 'transactions.all').at(-1)?.body).toEqual({
        startedDate: '2026-01-01T00:00:00+07:00',
        endedDate: '2026-02-01T00:00:00+07:00',
      }),
    );
    const asked = api.calls.filter((call) => call.path === 'transactions.all').length;
    fireEvent.change(screen.getByTestId('statement-from'), { target: { value: '2026-02-05' } });
    expect(await screen.findByTestId('statement-range-error')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === 'transactions.all').length).toBe(asked);
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    api.on('transactions.all', () =>
      fail ? { status: 500, body: { message: 'x', code: 'INTERNAL' } } : { body: LINES },
    );
    renderApp(['/credit/statement']);
    await screen.findByTestId('statement-error', {}, { timeout: 8000 });
    fail = false;
    fireEvent.click(screen.getByTestId('statement-retry'));
    await screen.findByTestId('statement-list');
  });
});

describe('/credit/turnover', () => {
  it('shows canWithdraw, the turnover left and its type', async () => {
    api.on('credit-turnovers', { body: { canWithdraw: false, turnOver: 1250.5, type: 'DEPOSIT' } });
    renderApp(['/credit/turnover']);
    const badge = await screen.findByTestId('turnover-can-withdraw');
    expect(badge.textContent).toBe(th.wallet.turnover.cannotWithdraw);
    expect(screen.getByTestId('turnover-remaining').textContent).toBe('฿ 1,250.50');
    expect(screen.getByTestId('turnover-type').textContent).toBe(th.wallet.turnover.types.DEPOSIT);
  });
});
