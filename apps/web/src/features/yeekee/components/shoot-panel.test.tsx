import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import th from '../../../locales/th.json';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../../test/render.tsx';
import { ShootPanel } from './shoot-panel.tsx';

const COOLDOWN = 'One shot every 5 seconds, please wait';
let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
});
afterEach(() => vi.useRealTimers());

const input = () => screen.getByTestId<HTMLInputElement>('shoot-input');
const button = () => screen.getByTestId<HTMLButtonElement>('shoot-button');
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const shots = () => api.calls.filter((c) => c.path === 'yings.create');

describe('shoot panel', () => {
  it('takes exactly five digits, keeps leading zeros and drops anything else', () => {
    renderWithProviders(<ShootPanel roundId="7" />);
    expect(input().inputMode).toBe('numeric');
    type('0a1 2');
    expect(input().value).toBe('012');
    expect(button().disabled).toBe(true);
    type('0012345');
    expect(input().value).toBe('00123');
    expect(button().disabled).toBe(false);
  });

  it('sends the shot as a string, shows its sequence and cools down for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('yings.create', (body) => ({
      status: 201,
      body: {
        seq: 42,
        yingNumber: (body as { yingNumber: string }).yingNumber,
        userName: 'de***01',
        createdAt: '2026-11-23T18:00:00+07:00',
      },
    }));
    renderWithProviders(<ShootPanel roundId="7" />);
    type('00007');
    fireEvent.click(button());
    await screen.findByTestId('shoot-accepted');
    expect(shots().map((c) => c.body)).toEqual([{ betId: '7', yingNumber: '00007' }]);
    expect(screen.getByTestId('shoot-accepted').textContent).toBe(
      th.yeekee.shoot.accepted.replace('{{number}}', '00007').replace('{{seq}}', '42'),
    );
    expect(input().value).toBe('');
    type('12345');
    expect(button().disabled).toBe(true);
    expect(button().textContent).toContain(th.yeekee.shoot.wait.replace('{{seconds}}', '5'));
    // Enter does not get around the cooldown either.
    fireEvent.submit(input().form as HTMLFormElement);
    expect(shots()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(button().textContent).toContain(th.yeekee.shoot.button);
  });

  it('words a 429 by its code in the member’s language and waits a full cooldown', async () => {
    api.on('yings.create', { status: 429, body: { message: COOLDOWN, code: 'RATE_LIMITED' } });
    renderWithProviders(<ShootPanel roundId="7" />);
    type('54321');
    fireEvent.click(button());
    expect((await screen.findByTestId('shoot-error')).textContent).toBe(th.errorCodes.RATE_LIMITED);
    expect(button().disabled).toBe(true);
    expect(input().value).toBe('54321');
  });
});
