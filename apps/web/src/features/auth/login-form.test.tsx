import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { i18n, initI18n } from '../../lib/i18n.ts';
import en from '../../locales/en.json';
import th from '../../locales/th.json';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { setupI18n } from '../../test/render.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
  api.on('devices', { body: { visitorId: 'fp-1' } });
});

const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

describe('login form', () => {
  it("shows 'Please enter your PIN' (translated) and the username message when empty, without calling the API", async () => {
    renderApp(['/']);
    await screen.findByTestId('login-form');
    submit();
    expect(await screen.findByText(th.messages.pinEmpty)).toBeTruthy();
    expect(screen.getByText(th.messages.usernameRequired)).toBeTruthy();
    expect(api.calls.some((c) => c.path === 'users.login')).toBe(false);
  });

  it('translates the message in English too', async () => {
    await initI18n('en');
    renderApp(['/']);
    await screen.findByTestId('login-form');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'demo01' } });
    submit();
    expect(await screen.findByText('Please enter your PIN')).toBeTruthy();
    expect(en.messages.pinEmpty).toBe('Please enter your PIN');
  });

  it("shows the server's wrong-PIN message in the member's language", async () => {
    api.on('users.login', {
      status: 401,
      body: { message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' },
    });
    renderApp(['/']);
    await screen.findByTestId('login-form');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'demo01' } });
    fireEvent.change(screen.getByTestId('login-pin'), { target: { value: 'Wrong@1234' } });
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe(th.errorCodes.INVALID_CREDENTIALS);
    expect(api.calls.find((c) => c.path === 'users.login')?.body).toEqual({
      userName: 'demo01',
      password: 'Wrong@1234',
    });
  });

  it('logs in and lands on /main with the greeting and the name in the header', async () => {
    let loggedIn = false;
    api.on('users.login', () => {
      loggedIn = true;
      return { body: { uuid: 'u-1', status: 0, name: 'Somchai' } };
    });
    api.on('users.auth', () =>
      loggedIn
        ? { body: { uuid: 'u-1', status: 0, name: 'Somchai', userName: 'demo01' } }
        : { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } },
    );
    const { router } = renderApp(['/']);
    await screen.findByTestId('login-form');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'demo01' } });
    fireEvent.change(screen.getByTestId('login-pin'), { target: { value: 'Demo@1234' } });
    submit();
    expect((await screen.findByTestId('main-greeting')).textContent).toContain('Somchai');
    expect(router.state.location.pathname).toBe('/main');
    await waitFor(() => expect(screen.getByTestId('header-member-name').textContent).toBe('Somchai'));
  });
  it('offers a member on a break the withdrawal of their whole balance, with the PIN they typed', async () => {
    api.on('users.login', {
      status: 403,
      body: {
        message: 'You have excluded yourself permanently',
        code: 'SELF_EXCLUDED',
        params: { until: null },
      },
    });
    api.on('self-exclusions.withdraw', {
      status: 201,
      body: { id: '7', status: 'PENDING', amount: 1250.5 },
    });
    renderApp(['/']);
    await screen.findByTestId('login-form');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'demo01' } });
    fireEvent.change(screen.getByTestId('login-pin'), { target: { value: 'Demo@1234' } });
    submit();
    fireEvent.click(await screen.findByTestId('excluded-withdrawal-submit'));
    expect((await screen.findByTestId('excluded-withdrawal-done')).textContent).toContain('1,250.50');
    expect(api.calls.find((c) => c.path === 'self-exclusions.withdraw')?.body).toEqual({
      userName: 'demo01',
      password: 'Demo@1234',
    });
  });

  it('offers no withdrawal after any other refusal', async () => {
    api.on('users.login', { status: 401, body: { message: 'Invalid', code: 'INVALID_CREDENTIALS' } });
    renderApp(['/']);
    await screen.findByTestId('login-form');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'demo01' } });
    fireEvent.change(screen.getByTestId('login-pin'), { target: { value: 'Demo@1234' } });
    submit();
    await screen.findByTestId('login-error');
    expect(screen.queryByTestId('excluded-withdrawal')).toBeNull();
  });
});
