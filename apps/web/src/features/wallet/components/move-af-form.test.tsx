import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBalance } from '../../../lib/balance.ts';
import { i18n } from '../../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../../test/render.tsx';
import th from '../../../locales/th.json';
import { MoveAfForm } from './move-af-form.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
});

function Balance() {
  return <span data-testid="balance">{String(useBalance())}</span>;
}

const render = (afMoney = 500) =>
  renderWithProviders(
    <>
      <MoveAfForm afMoney={afMoney} />
      <Balance />
    </>,
  );
const type = (text: string) =>
  fireEvent.change(screen.getByTestId('af-move-amount'), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByTestId('af-move-submit'));
const moves = () => api.calls.filter((call) => call.path === 'af-cashs.move');
const keyOf = (index: number) => moves()[index]?.headers['Idempotency-Key'];

describe('move affiliate cash to the wallet', () => {
  it('keeps the key across a retry of the same submission and makes a new one for the next', async () => {
    let answer: 'network' | 'ok' = 'network';
    api.on('af-cashs.move', () => {
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return { body: { money: 10025.5, afMoney: 474.5 } };
    });
    render();
    expect(screen.getByTestId('af-move-amount').getAttribute('inputmode')).toBe('decimal');
    type('25.505');
    expect(screen.getByTestId<HTMLInputElement>('af-move-amount').value).toBe('25.50');
    submit();
    await screen.findByTestId('af-move-error');
    answer = 'ok';
    submit();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10025.5'));
    expect(moves()).toHaveLength(2);
    expect(moves()[0]?.body).toEqual({ amount: 25.5 });
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    // Same amount again, after a success: a new submission, a new key.
    type('25.50');
    submit();
    await waitFor(() => expect(moves()).toHaveLength(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('ignores a second tap while the first is in flight', async () => {
    let release: () => void = () => {};
    api.on(
      'af-cashs.move',
      () => new Promise((resolve) => (release = () => resolve({ body: { money: 1, afMoney: 0 } }))),
    );
    render();
    type('10');
    submit();
    submit();
    fireEvent.submit(screen.getByTestId('af-move-form'));
    await waitFor(() => expect(moves()).toHaveLength(1));
    release();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1'));
    expect(moves()).toHaveLength(1);
  });

  it('shows the shared validation messages translated, before anything is sent', async () => {
    render(500);
    submit();
    expect(await screen.findByText(th.wallet.errors.amountRequired)).toBeTruthy();
    type('0');
    submit();
    expect(await screen.findByText(th.wallet.errors.amountFormat)).toBeTruthy();
    type('500.01');
    submit();
    expect(await screen.findByText(th.wallet.errors.insufficient)).toBeTruthy();
    expect(moves()).toHaveLength(0);
  });

  it('translates the server INSUFFICIENT_BALANCE, and the next try gets a new key', async () => {
    api.on('af-cashs.move', {
      status: 409,
      body: { message: 'Insufficient balance.', code: 'INSUFFICIENT_BALANCE' },
    });
    render(500);
    type('100');
    submit();
    expect(await screen.findByText(th.wallet.errors.insufficient)).toBeTruthy();
    submit();
    await waitFor(() => expect(moves()).toHaveLength(2));
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('fills the whole affiliate cash with "all"', () => {
    render(1234.5);
    fireEvent.click(screen.getByTestId('af-move-all'));
    expect(screen.getByTestId<HTMLInputElement>('af-move-amount').value).toBe('1234.50');
  });
});
