import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen as guardedScreen } from '../../app/screen-route.tsx';
import { RootLayout } from '../../app/shell/root-layout.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installFakeApi, setSessionCookie, type FakeApi } from '../../test/fake-api.ts';
import { renderRoutes, setupI18n } from '../../test/render.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { recordedUserAgent } from '../device/user-agent.ts';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const asMember = (status: number) =>
  api.on('users.auth', { body: { uuid: 'u-1', status, name: 'Somchai', userName: 'somchai01' } });

describe('route guards in the router', () => {
  it('sends a visitor from a member page to /', async () => {
    const { router } = renderApp(['/profile']);
    await screen.findByTestId('home-page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a member from / to /main', async () => {
    asMember(0);
    const { router } = renderApp(['/']);
    await screen.findByTestId('main-page');
    expect(router.state.location.pathname).toBe('/main');
  });

  it('shows the 403 page to a status-2 member on a credit path, and lets status 0 through', async () => {
    asMember(2);
    renderApp(['/credit/deposit']);
    expect((await screen.findByTestId('error-403')).textContent).toContain(i18n.t('errors.forbidden.title'));
  });

  it('status 0 on a credit path reaches the page', async () => {
    asMember(0);
    renderApp(['/credit/deposit']);
    expect(await screen.findByTestId('deposit-page')).toBeTruthy();
  });

  it('status 1 on / is logged out (users.logout) and ends on / as a visitor', async () => {
    setSessionCookie();
    let loggedIn = true;
    api.on('users.auth', () =>
      loggedIn
        ? { body: { uuid: 'u-1', status: 1, name: '', userName: 'somchai01' } }
        : { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } },
    );
    api.on('users.logout', () => {
      loggedIn = false;
      return { body: {} };
    });
    const { router } = renderApp(['/']);
    await screen.findByTestId('home-page');
    expect(api.calls.some((c) => c.path === 'users.logout')).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('an unknown guard name shows the 500 page', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            {
              index: true,
              ...guardedScreen(() => import('../../routes/main.tsx'), { guards: ['auth', 'vip'] }),
            },
          ],
        },
      ],
      ['/'],
    );
    expect(await screen.findByTestId('error-500')).toBeTruthy();
  });

  it('records the browser agent on every route', async () => {
    renderApp(['/maintenance']);
    await screen.findByTestId('maintenance-page');
    await waitFor(() => expect(recordedUserAgent()).toBe(navigator.userAgent));
    expect(sessionStorage.getItem('chokdee.userAgent')).toBe(navigator.userAgent);
  });
});
