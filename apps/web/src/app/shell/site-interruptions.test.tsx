import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { i18n } from '../../lib/i18n.ts';
import { installFakeApi, setSessionCookie, type FakeApi } from '../../test/fake-api.ts';
import { setupI18n } from '../../test/render.tsx';
import { renderApp } from '../../test/render-app.tsx';

const MEMBER = { uuid: 'u-1', status: 0, name: 'Somchai', userName: 'somchai01' };
const PROFILE = {
  userName: 'somchai01',
  name: 'Somchai',
  phoneNumber: '0812345678',
  hasPin: true,
  cash: 0,
  afCash: 0,
  loyaltyPoint: 0,
  level: 0,
  lineId: null,
  email: null,
  avatar: null,
  lineUid: null,
};
const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } };

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
});

/**
 * The recheck listens from an effect that React may run a moment after the maintenance page is on
 * screen; a tab comes back more than once in life too, so the event repeats until the page shows.
 */
async function returnToTabUntil(event: 'focus' | 'online', testId: string): Promise<void> {
  await waitFor(() => {
    window.dispatchEvent(new Event(event));
    expect(screen.getByTestId(testId)).toBeTruthy();
  });
}

describe('maintenance on every page', () => {
  it('a guest sees it before any page (with the staff message); it ends when asked again on focus', async () => {
    let on = true;
    api.on('site.maintenance', () => ({ body: { enabled: on, message: 'ปิดปรับปรุง 02:00', retryAfter: 600 } }));
    renderApp(['/']);
    expect((await screen.findByTestId('maintenance-message')).textContent).toBe('ปิดปรับปรุง 02:00');
    expect(screen.queryByTestId('login-form')).toBeNull();
    // No clock: the tab gaining focus asks again.
    on = false;
    await returnToTabUntil('focus', 'login-form');
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
  });

  it("a member's call answered 503 MAINTENANCE shows it instead of the page; the page loads again after", async () => {
    let on = false;
    api.on('users.auth', { body: MEMBER });
    api.on('users-infos', () =>
      on
        ? {
            status: 503,
            body: { message: 'The site is under maintenance. Please come back later.', code: 'MAINTENANCE' },
          }
        : { body: PROFILE },
    );
    api.on('site.maintenance', () => ({ body: { enabled: on, message: '', retryAfter: 600 } }));
    on = true;
    renderApp(['/profile']);
    const page = await screen.findByTestId('maintenance-page');
    // The server's English default is replaced by the translated text; no staff box.
    expect(page.textContent).toContain(i18n.t('errors.maintenance.message'));
    expect(screen.queryByTestId('maintenance-message')).toBeNull();
    on = false;
    await returnToTabUntil('online', 'profile-page');
    await screen.findByText('0812345678');
  });
});

describe('a country the site does not serve', () => {
  it('a call answered 451 shows why instead of any page, in Thai', async () => {
    api.on('site.maintenance', {
      status: 451,
      body: { message: 'This site is not available in your country', code: 'JURISDICTION' },
    });
    renderApp(['/']);
    const page = await screen.findByTestId('jurisdiction-page');
    expect(page.textContent).toContain(i18n.t('errors.jurisdiction.title'));
    expect(screen.queryByTestId('login-form')).toBeNull();
  });
});

describe('a revoked session on every page', () => {
  it("a member's data call answered 401 shows the 401 page and logs out; its button leads home as a guest", async () => {
    api.on('users.auth', { body: MEMBER });
    api.on('users-infos', UNAUTHORIZED);
    const { router } = renderApp(['/profile']);
    expect(await screen.findByTestId('error-401')).toBeTruthy();
    await waitFor(() => expect(readCookie('csrfToken')).toBeUndefined());
    // Navigating does not hide it; the button does.
    act(() => void router.navigate('/results'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    expect(await screen.findByTestId('error-401')).toBeTruthy();
    fireEvent.click(screen.getByTestId('error-401-home'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('users.auth answered 401 on a member page shows the 401 page, not the home page', async () => {
    setSessionCookie();
    api.on('users.auth', () => UNAUTHORIZED);
    renderApp(['/main']);
    expect(await screen.findByTestId('error-401')).toBeTruthy();
    expect(screen.queryByTestId('login-form')).toBeNull();
  });
});

describe('offline', () => {
  it('a member page opened offline shows the offline page, then the page (not the error page) online', async () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    let offline = true;
    const goOnline = () => {
      offline = false;
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    };
    try {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      // The session's check fails as fetch fails without a network (the worker's cached shell started the app).
      setSessionCookie();
      api.on('users.auth', () => {
        if (offline) throw new TypeError('Failed to fetch');
        return { body: MEMBER };
      });
      api.on('users-infos', { body: PROFILE });
      renderApp(['/profile']);
      expect(await screen.findByTestId('offline-page')).toBeTruthy();
      act(goOnline);
      expect(await screen.findByTestId('profile-page')).toBeTruthy();
      expect(screen.queryByTestId('generic-error-page')).toBeNull();
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    }
  });
});
