import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../test/render.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
});

const account = {
  id: '7',
  bankCode: 'KBANK',
  bankAccountNumber: '1234567890',
  bankAccountName: 'Somchai',
  isWithdrawal: true,
  verified: false,
  createdAt: '2026-01-01T00:00:00+07:00',
};
const type = (text: string) =>
  fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByTestId('withdraw-submit'));
const asks = () => api.calls.filter((call) => call.path === 'withdraws.create');

describe('withdraw form', () => {
  it('sends the amount in baht to the withdrawal account with an Idempotency-Key', async () => {
    api.on('withdraws.create', { status: 201, body: { id: '1', status: 'PENDING' } });
    renderWithProviders(<WithdrawForm account={account} />);
    type('300.5');
    submit();
    await waitFor(() => expect(asks()).toHaveLength(1));
    expect(asks()[0]?.body).toEqual({ amount: 300.5, bankAccountId: '7' });
    expect(asks()[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('words a refusal by its code and params in the member’s language', async () => {
    api.on('withdraws.create', {
      status: 400,
      body: { message: 'max 49,000 baht per time', code: 'WITHDRAW_MAX_PER_TIME', params: { max: 49_000 } },
    });
    renderWithProviders(<WithdrawForm account={account} />);
    type('49000.01');
    submit();
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe('ถอนได้สูงสุด 49,000 บาทต่อครั้ง');
  });

  it('checks the amount format before sending', () => {
    renderWithProviders(<WithdrawForm account={account} />);
    submit();
    expect(asks()).toHaveLength(0);
  });
});
