import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { readCookie } from '../../lib/cookies.ts';
import th from '../../locales/th.json';
import type { FakeApi } from '../../test/fake-api.ts';
import { setupI18n } from '../../test/render.tsx';
import { asMember } from './compliance-test-kit.ts';
import thCompliance from './locales/th.json';

const INFO = {
  userName: 'somchai01',
  name: 'Somchai',
  phoneNumber: '0812345678',
  hasPin: true,
  birthDate: '1990-05-17',
  cash: 1250,
  afCash: 0,
  loyaltyPoint: 0,
  level: 0,
  lineId: null,
  email: null,
  avatar: null,
  lineUid: null,
  supportData: {
    activePopup: false,
    activeSupport: false,
    officePhoneNumber: null,
    urlBailek: null,
    urlPopup: null,
    urlSupport: null,
  },
};

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await asMember();
});

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posted = (path: string) => api.calls.filter((call) => call.path === path).map((call) => call.body);

describe('a member without a date of birth', () => {
  it('is asked for it instead of the page; once given, the page comes back', async () => {
    let given = false;
    api.on('users-infos', () => ({ body: { ...INFO, birthDate: given ? '1990-05-17' : null } }));
    api.on('cashs', () =>
      given
        ? { body: { money: 1250 } }
        : {
            status: 403,
            body: { message: 'Please enter your date of birth first', code: 'BIRTH_DATE_REQUIRED' },
          },
    );
    api.on('users.birth-date', () => {
      given = true;
      return { body: {} };
    });
    renderApp(['/profile']);
    expect((await screen.findByTestId('birth-date-gate')).textContent).toContain(
      thCompliance.birthDate.title,
    );
    expect(screen.queryByTestId('profile-page')).toBeNull();

    fill('birth-date-input', '1990-05-17');
    fireEvent.click(screen.getByTestId('birth-date-submit'));
    expect(await screen.findByTestId('profile-page')).toBeTruthy();
    expect(posted('users.birth-date')).toEqual([{ birthDate: '1990-05-17' }]);
    expect(screen.queryByTestId('birth-date-gate')).toBeNull();
  });

  it("shows the server's under-age refusal on the field and stays", async () => {
    api.on('users-infos', { body: { ...INFO, birthDate: null } });
    api.on('cashs', {
      status: 403,
      body: { message: 'Please enter your date of birth first', code: 'BIRTH_DATE_REQUIRED' },
    });
    api.on('users.birth-date', {
      status: 400,
      body: {
        message: 'You are under the minimum age to play',
        code: 'VALIDATION',
        fields: { birthDate: 'You are under the minimum age to play' },
      },
    });
    renderApp(['/profile']);
    await screen.findByTestId('birth-date-gate');
    fill('birth-date-input', '2012-01-01');
    fireEvent.click(screen.getByTestId('birth-date-submit'));
    expect(await screen.findByText(th.messages.underage)).toBeTruthy();
    expect(screen.getByTestId('birth-date-gate')).toBeTruthy();
  });

  it('logging out from the gate leaves a guest with the home page, not the question', async () => {
    api.on('users-infos', { body: { ...INFO, birthDate: null } });
    api.on('cashs', {
      status: 403,
      body: { message: 'Please enter your date of birth first', code: 'BIRTH_DATE_REQUIRED' },
    });
    api.on('users.logout', { body: {} });
    renderApp(['/profile']);
    await screen.findByTestId('birth-date-gate');
    api.on('users.auth', { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
    fireEvent.click(screen.getByText(thCompliance.birthDate.logout));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('birth-date-gate')).toBeNull();
  });
});

describe('taking a break', () => {
  it('asks for the period and the PIN, confirms, then logs this tab out and goes home', async () => {
    api.on('users-infos', { body: INFO });
    api.on('cashs', { body: { money: 1250 } });
    api.on('self-exclusions.create', { body: { until: '2026-12-05T03:00:00.000Z' } });
    renderApp(['/profile']);
    fireEvent.click(await screen.findByTestId('take-a-break-open'));
    expect((await screen.findByTestId('self-exclusion-balance')).textContent).toContain('1,250');
    fireEvent.click(screen.getByTestId('self-exclusion-7d'));
    fill('self-exclusion-pin', 'Chokdee#1');
    fireEvent.click(screen.getByTestId('self-exclusion-next'));
    // Nothing is sent before the explicit confirmation.
    expect(await screen.findByTestId('self-exclusion-confirm')).toBeTruthy();
    expect(posted('self-exclusions.create')).toEqual([]);
    fireEvent.click(screen.getByTestId('self-exclusion-confirm-button'));

    await waitFor(() =>
      expect(posted('self-exclusions.create')).toEqual([{ period: '7d', password: 'Chokdee#1' }]),
    );
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(readCookie('csrfToken')).toBeUndefined();
  });

  it('a LINE member without a PIN is sent to set one first', async () => {
    api.on('users-infos', { body: { ...INFO, hasPin: false } });
    api.on('cashs', { body: { money: 1250 } });
    renderApp(['/profile']);
    fireEvent.click(await screen.findByTestId('take-a-break-open'));
    expect((await screen.findByTestId('self-exclusion-need-pin')).textContent).toContain(
      thCompliance.selfExclusion.needPin,
    );
    expect(screen.queryByTestId('self-exclusion-pin')).toBeNull();
  });

  it('a wrong PIN goes back to the form with the message, still signed in', async () => {
    api.on('users-infos', { body: INFO });
    api.on('cashs', { body: { money: 1250 } });
    api.on('self-exclusions.create', {
      status: 400,
      body: {
        message: 'Password is invalid',
        code: 'WRONG_PIN',
        fields: { password: 'Password is invalid' },
      },
    });
    renderApp(['/profile']);
    fireEvent.click(await screen.findByTestId('take-a-break-open'));
    await screen.findByTestId('self-exclusion-pin');
    fill('self-exclusion-pin', 'Wrong#Pin9');
    fireEvent.click(screen.getByTestId('self-exclusion-next'));
    fireEvent.click(await screen.findByTestId('self-exclusion-confirm-button'));
    expect(await screen.findByText(th.errorCodes.WRONG_PIN)).toBeTruthy();
    expect(screen.getByTestId('self-exclusion-form')).toBeTruthy();
    expect(screen.getByTestId('profile-page')).toBeTruthy();
  });
});

describe('my activity', () => {
  it('shows the months newest first, a loss in red, with the chart and the way to take a break', async () => {
    api.on('users-infos', { body: INFO });
    api.on('cashs', { body: { money: 1250 } });
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      deposits: 0,
      withdrawals: 0,
      stakes: 0,
      wins: 0,
      net: 0,
    }));
    months[10] = { month: '2026-11', deposits: 1000, withdrawals: 0, stakes: 300, wins: 120.5, net: -179.5 };
    api.on('activity', { body: { months } });
    api.on('limits', {
      body: {
        deposit: { day: null, week: null, month: null },
        loss: { day: null, week: null, month: null },
        session: { minutes: null },
        pending: [],
      },
    });
    renderApp(['/profile/activity']);
    const table = await screen.findByTestId('activity-table');
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-testid'));
    expect(rows[0]).toBe('activity-2026-12');
    expect(rows).toHaveLength(12);
    expect(screen.getByTestId('activity-2026-11').textContent).toContain('-179.50');
    expect((await screen.findByTestId('activity-chart')).getAttribute('data-points')).toBe('12');
    expect(screen.getByTestId('take-a-break')).toBeTruthy();
    expect(await screen.findByTestId('limits-card')).toBeTruthy();
  });
});
