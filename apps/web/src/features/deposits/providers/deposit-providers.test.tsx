import type { MemberCryptoDeposit } from '@chokdee/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { renderRoutes, renderWithProviders, setupI18n } from '../../../test/render.tsx';
import { Component as TruemoneyPage } from '../../../routes/credit-deposit-truemoney.tsx';
import { CryptoDepositList } from './crypto-deposit-list.tsx';
import { CryptoRequest } from './crypto-request.tsx';
import { formatPhone } from './truemoney-request.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
  api = installFakeApi();
});

const crypto = (extra: Partial<MemberCryptoDeposit> = {}): MemberCryptoDeposit => ({
  id: '7',
  network: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  amount: 1000,
  cryptoAmount: '28.571429',
  rate: 35,
  status: 'PENDING',
  txHash: null,
  receivedAmount: null,
  confirmations: null,
  requiredConfirmations: null,
  creditedAmount: null,
  createdAt: '2026-01-01T10:00:00+07:00',
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  ...extra,
});

describe('formatPhone', () => {
  it('groups a wallet number as TrueMoney shows it', () => {
    expect(formatPhone('0812345678')).toBe('081-234-5678');
  });
});

const renderTruemoneyPage = () =>
  renderRoutes(
    [{ path: '/credit/deposit/truemoney', element: <TruemoneyPage /> }],
    ['/credit/deposit/truemoney'],
  );

describe('TrueMoney page', () => {
  it('a failed true.wallet.history load shows an empty history, not an error (spec §8)', async () => {
    api.on('deposits.providers', { body: { truemoney: { walletPhone: '0812345678' }, crypto: null } });
    api.on('deposits.truemoney.open', { body: null });
    api.on('true.wallet.history', { status: 500, body: { message: 'Oops', code: 'INTERNAL' } });
    renderTruemoneyPage();
    await screen.findByTestId('deposit-truemoney-form');
    expect((await screen.findByTestId('truemoney-history')).textContent).toContain(i18n.t('deposit.none'));
    expect(api.calls.some((c) => c.path === 'true.wallet.history' && c.method === 'POST')).toBe(true);
  });

  it('says when TrueMoney is off', async () => {
    api.on('deposits.providers', { body: { truemoney: null, crypto: null } });
    api.on('deposits.truemoney.open', { body: null });
    api.on('true.wallet.history', { body: [] });
    renderTruemoneyPage();
    expect((await screen.findByTestId('truemoney-off')).textContent).toBe(
      i18n.t('providerDeposit:truemoney.off'),
    );
  });
});

describe('CryptoRequest', () => {
  it('shows the address as a QR and text, the exact USDT amount and the rate, with a countdown', () => {
    renderWithProviders(<CryptoRequest deposit={crypto()} />);
    expect(screen.getByTestId('deposit-qr')).toBeTruthy();
    expect(screen.getByTestId('crypto-address').textContent).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(screen.getByTestId('crypto-amount').textContent).toBe('28.571429 USDT');
    expect(screen.getByTestId('crypto-rate').textContent).toContain('35.00');
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/(19|20):\d\d/);
  });

  it('once the transfer is seen: confirmations instead of the QR and countdown', () => {
    renderWithProviders(
      <CryptoRequest
        deposit={crypto({
          txHash: 'ab',
          receivedAmount: '28.571429',
          confirmations: 2,
          requiredConfirmations: 20,
          expiresAt: null,
        })}
      />,
    );
    expect(screen.queryByTestId('deposit-qr')).toBeNull();
    expect(screen.queryByTestId('deposit-countdown')).toBeNull();
    expect(screen.getByTestId('crypto-confirmations').textContent).toContain('2/20');
  });
});

describe('CryptoDepositList', () => {
  it('lists requests with their confirmations (capped at the required count) and the credit', async () => {
    renderWithProviders(
      <CryptoDepositList
        deposits={[
          crypto({
            id: '8',
            status: 'SUCCESS',
            txHash: 'cd',
            receivedAmount: '20.000000',
            confirmations: 40,
            requiredConfirmations: 20,
            creditedAmount: 700,
          }),
          crypto({ id: '7', status: 'EXPIRED' }),
        ]}
      />,
    );
    const items = screen.getAllByTestId('crypto-item');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['SUCCESS', 'EXPIRED']);
    await waitFor(() => expect(items[0]!.textContent).toContain('20/20'));
    expect(items[0]!.textContent).toContain('700.00');
  });
});
