import type { Limits } from '@chokdee/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import type { FakeApi } from '../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../test/render.tsx';
import { asMember } from './compliance-test-kit.ts';
import thCompliance from './locales/th.json';
import RealityCheck from './reality-check.tsx';

const NONE = { day: null, week: null, month: null };
const LIMITS: Limits = {
  deposit: { day: 1000, week: null, month: null },
  loss: NONE,
  session: { minutes: null },
  pending: [{ kind: 'loss', period: 'week', value: null, effectiveAt: '2026-11-29T07:05:00.000Z' }],
};

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await asMember();
});
afterEach(() => vi.useRealTimers());

const posted = (path: string) => api.calls.filter((call) => call.path === path).map((call) => call.body);
const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

async function openActivity(limits: Limits) {
  api.on('activity', { body: { months: [] } });
  api.on('cashs', { body: { money: 0 } });
  api.on('limits', { body: limits });
  renderApp(['/profile/activity']);
  await screen.findByTestId('limit-deposit-day');
}

describe('the limits card', () => {
  it('shows the limits, the rule and a removal waiting for its time', async () => {
    await openActivity(LIMITS);
    expect(text('limits-rule')).toBe(thCompliance.limits.rule);
    expect(text('limit-deposit-day-value')).toBe('฿ 1,000.00');
    expect(text('limit-deposit-week-value')).toBe(thCompliance.limits.none);
    expect(text('limit-loss-week-pending')).toBe('ไม่จำกัด ตั้งแต่ 29/11/2026 14:05');
    expect(screen.queryByTestId('limit-deposit-day-pending')).toBeNull();
    expect(text('limit-session-value')).toBe(thCompliance.limits.sessionOff);
  });

  it('lowering a limit sends it and shows what the server answers', async () => {
    api.on('limits.update', { body: { ...LIMITS, deposit: { ...LIMITS.deposit, day: 500 } } });
    await openActivity(LIMITS);
    fireEvent.click(screen.getByTestId('limit-deposit-day-change'));
    const amount = await screen.findByTestId('limit-amount');
    expect((amount as HTMLInputElement).value).toBe('1000');
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('limit-save'));
    await waitFor(() => expect(text('limit-deposit-day-value')).toBe('฿ 500.00'));
    expect(posted('limits.update')).toEqual([{ kind: 'deposit', period: 'day', value: 500 }]);
  });

  it('a raise comes back pending, with the time it applies', async () => {
    api.on('limits.update', {
      body: {
        ...LIMITS,
        pending: [
          ...LIMITS.pending,
          { kind: 'deposit', period: 'day', value: 2000, effectiveAt: '2026-11-30T03:00:00.000Z' },
        ],
      },
    });
    await openActivity(LIMITS);
    fireEvent.click(screen.getByTestId('limit-deposit-day-change'));
    fireEvent.change(await screen.findByTestId('limit-amount'), { target: { value: '2000' } });
    fireEvent.click(screen.getByTestId('limit-save'));
    await waitFor(() => expect(text('limit-deposit-day-pending')).toBe('฿ 2,000.00 ตั้งแต่ 30/11/2026 10:00'));
    expect(text('limit-deposit-day-value')).toBe('฿ 1,000.00');
  });

  it('checks the amount before sending; removing sends null', async () => {
    api.on('limits.update', { body: LIMITS });
    await openActivity(LIMITS);
    fireEvent.click(screen.getByTestId('limit-deposit-day-change'));
    fireEvent.change(await screen.findByTestId('limit-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('limit-save'));
    expect(await screen.findByText(thCompliance.limits.amountInvalid)).toBeTruthy();
    expect(posted('limits.update')).toEqual([]);
    fireEvent.click(screen.getByTestId('limit-remove'));
    await waitFor(() =>
      expect(posted('limits.update')).toEqual([{ kind: 'deposit', period: 'day', value: null }]),
    );
  });

  it('the reminder is chosen from the contract’s minutes', async () => {
    api.on('limits.update', { body: { ...LIMITS, session: { minutes: 30 } } });
    await openActivity(LIMITS);
    fireEvent.click(screen.getByTestId('limit-session-change'));
    const form = await screen.findByTestId('session-form');
    expect(within(form).getAllByRole('radio')).toHaveLength(7);
    fireEvent.click(within(form).getByLabelText('ทุก 30 นาที'));
    fireEvent.click(screen.getByTestId('session-save'));
    await waitFor(() => expect(text('limit-session-value')).toBe('ทุก 30 นาที'));
    expect(posted('limits.update')).toEqual([{ kind: 'session', value: 30 }]);
  });
});

describe('the reality check', () => {
  const START = Date.parse('2026-11-29T07:00:00.000Z');
  const renderCheck = () =>
    renderWithProviders(
      <MemoryRouter initialEntries={['/main']}>
        <Routes>
          <Route path="/main" element={<RealityCheck />} />
          <Route path="/" element={<div data-testid="home" />} />
        </Routes>
      </MemoryRouter>,
    );
  const minutes = (n: number) => act(() => vi.advanceTimersByTimeAsync(n * 60_000));

  it('every N minutes since login: the time played and the net; continue waits for the next mark', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START + 5 * 60_000 });
    let net = -250.5;
    api.on('reality-check', () => ({
      body: { startedAt: new Date(START).toISOString(), net, minutes: 15 },
    }));
    renderCheck();
    await waitFor(() => expect(posted('reality-check')).toHaveLength(1));
    await minutes(9);
    expect(screen.queryByTestId('reality-check-body')).toBeNull();

    net = 120;
    await minutes(1.1);
    expect(await screen.findByTestId('reality-check-body')).toBeTruthy();
    expect(text('reality-check-played')).toBe('คุณเล่นมาแล้ว 15 นาที');
    expect(text('reality-check-net')).toBe('+฿ 120.00');

    fireEvent.click(screen.getByTestId('reality-check-continue'));
    await waitFor(() => expect(screen.queryByTestId('reality-check-body')).toBeNull());
    net = -80;
    await minutes(14);
    expect(screen.queryByTestId('reality-check-body')).toBeNull();
    await minutes(1.1);
    expect(await screen.findByTestId('reality-check-body')).toBeTruthy();
    expect(text('reality-check-played')).toBe('คุณเล่นมาแล้ว 30 นาที');
    expect(text('reality-check-net')).toBe('-฿ 80.00');
  });

  it('log out ends the session through the logout flow and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START + 29 * 60_000 });
    api.on('reality-check', {
      body: { startedAt: new Date(START).toISOString(), net: 0, minutes: 30 },
    });
    api.on('users.logout', { body: {} });
    renderCheck();
    await waitFor(() => expect(posted('reality-check')).toHaveLength(1));
    await minutes(1.1);
    fireEvent.click(await screen.findByTestId('reality-check-logout'));
    expect(await screen.findByTestId('home')).toBeTruthy();
    expect(api.calls.some((call) => call.path === 'users.logout')).toBe(true);
  });

  it('without a reminder nothing is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
    api.on('reality-check', { body: { startedAt: new Date(START).toISOString(), net: 0, minutes: null } });
    renderCheck();
    await waitFor(() => expect(posted('reality-check')).toHaveLength(1));
    await minutes(200);
    expect(screen.queryByTestId('reality-check-body')).toBeNull();
  });
});

describe('a limit reached', () => {
  it('the fast deposit words the refusal by its kind and period', async () => {
    api.on('cashs', { body: { money: 0 } });
    api.on('deposit-banks', {
      body: [
        {
          bankId: '3',
          bankCode: 'SCB',
          accountNumber: '4071234567',
          name: 'Chokdee',
          botUpdate: true,
          fast: true,
        },
      ],
    });
    api.on('transactions.bank', { body: [] });
    api.on('deposits.fast', {
      status: 403,
      body: {
        message: 'This would pass your daily deposit limit',
        code: 'LIMIT_REACHED',
        params: { kind: 'deposit', period: 'day' },
      },
    });
    renderApp(['/credit/deposit/fast']);
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe('รายการนี้เกินวงเงินฝากรายวันที่คุณตั้งไว้');
  });
});
