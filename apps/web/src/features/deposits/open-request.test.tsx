import type { DepositResponse } from '@chokdee/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../test/render.tsx';
import { AmountStep } from './amount-step.tsx';
import { OpenRequest, splitBaht } from './open-request.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  // One client for the whole file: a cached answer (e.g. the simulator's 404) must not leak.
  queryClient.clear();
  await i18n.changeLanguage('en');
  api = installFakeApi();
  api.on('deposit-banks', {
    body: [
      {
        bankId: '3',
        bankCode: 'SCB',
        accountNumber: '4071234567',
        name: 'Chokdee Co.',
        botUpdate: true,
        fast: true,
      },
    ],
  });
  api.on('banks', { body: [] });
});

const deposit = (extra: Partial<DepositResponse> = {}): DepositResponse => ({
  id: '42',
  method: 'FAST',
  bankId: '3',
  amount: 1000,
  prepareAmount: 1000.37,
  prepareIndex: 37,
  prepareTotal: 99,
  status: 'PENDING',
  referTransferId: null,
  reason: null,
  payload: null,
  createdAt: '2026-01-01T10:00:00+07:00',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  ...extra,
});

describe('splitBaht', () => {
  it('keeps the satang apart so the page can emphasise them', () => {
    expect(splitBaht(1000.37)).toEqual({ whole: '1,000', satang: '37' });
    expect(splitBaht(5.05)).toEqual({ whole: '5', satang: '05' });
  });
});

describe('OpenRequest', () => {
  it('shows the exact amount, the receiving account and a countdown; no demo button outside demo mode', async () => {
    renderWithProviders(<OpenRequest deposit={deposit()} />);
    expect(screen.getByTestId('deposit-exact-amount').textContent).toBe('฿ 1,000.37');
    expect((await screen.findByTestId('deposit-account')).textContent).toContain('407-1-23456-7');
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/(09|10):\d\d/);
    await waitFor(() => expect(api.calls.some((c) => c.path === 'dev/deposits.simulate')).toBe(true));
    expect(screen.queryByTestId('deposit-simulate')).toBeNull();
  });

  it('in demo mode the button asks the server to send the signed statement line for this request', async () => {
    api.on('dev/deposits.simulate', (body) => ({
      body: body === undefined ? { enabled: true } : { results: [] },
    }));
    renderWithProviders(<OpenRequest deposit={deposit()} />);
    fireEvent.click(await screen.findByTestId('deposit-simulate'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === 'dev/deposits.simulate')?.body).toEqual({
        id: '42',
      }),
    );
  });

  it('a credited request says so and offers no button', () => {
    renderWithProviders(<OpenRequest deposit={deposit({ status: 'SUCCESS' })} />);
    expect(screen.getByTestId('deposit-credited').textContent).toContain('1,000.37');
    expect(screen.queryByTestId('deposit-countdown')).toBeNull();
  });
});

describe('AmountStep', () => {
  it('checks the amount before sending, then sends baht', () => {
    const sent: number[] = [];
    renderWithProviders(
      <AmountStep testId="f" pending={false} error={null} onSubmit={(b) => sent.push(b)} />,
    );
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '250.5' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(sent).toEqual([250.5]);
  });

  it('words a refusal by its code and params in the member’s language', () => {
    const error = new ApiError(400, 'DEPOSIT_BELOW_MIN', 'min 100 baht per deposit', undefined, undefined, {
      min: 100,
    });
    renderWithProviders(<AmountStep testId="f" pending={false} error={error} onSubmit={() => undefined} />);
    expect(screen.getByTestId('deposit-error').textContent).toBe('ฝากขั้นต่ำ 100 บาทต่อครั้ง');
  });
});
