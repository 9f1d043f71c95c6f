import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { readCookie } from '../lib/cookies.ts';
import { i18n } from '../lib/i18n.ts';
import { loading } from '../lib/loading.ts';
import { renderRoutes, setupI18n } from '../test/render.tsx';
import { renderApp } from '../test/render-app.tsx';
import { installFakeApi } from '../test/fake-api.ts';
import { RouteError } from './errors/route-error.tsx';
import { RootLayout } from './shell/root-layout.tsx';

beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  loading.reset();
});

const throwing = (error: unknown) => () => {
  throw error;
};

describe('app routes', () => {
  it('renders the shell and the Thai home page at /', async () => {
    renderApp(['/']);
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.getByTestId('home-title').textContent).toBe('โชคดี');
    expect(screen.getByTestId('app-header')).toBeTruthy();
    const nav = screen.getByTestId('bottom-nav');
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/lotto',
      '/games',
      '/results',
      '/poy',
      '/profile',
    ]);
  });

  it('renders the landing with its rounds and results already in: no skeleton to be replaced', async () => {
    installFakeApi().on('bet-lists.showcase', { body: { rounds: [], results: [] } });
    let skeletonShown = false;
    const watch = new MutationObserver(() => {
      skeletonShown ||= document.querySelector('[data-testid="landing-loading"]') !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderApp(['/']);
    await screen.findByTestId('login-form');
    watch.disconnect();
    expect(skeletonShown).toBe(false);
  });

  it('shows the unknown-route page for a path that does not exist', async () => {
    renderApp(['/no-such-page']);
    expect((await screen.findByTestId('not-found-page')).textContent).toContain('ไม่พบหน้านี้');
  });

  it('renders /maintenance with more information and go back', async () => {
    renderApp(['/maintenance']);
    await screen.findByTestId('maintenance-page');
    expect(screen.queryByTestId('maintenance-details')).toBeNull();
    fireEvent.click(screen.getByTestId('maintenance-more'));
    expect(screen.getByTestId('maintenance-details')).toBeTruthy();
  });

  it('switches language from the home page: cookie, html lang and text, without reload', async () => {
    renderApp(['/']);
    const select = await screen.findByTestId('language-switcher');
    expect(select.tagName).toBe('SELECT');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['th', 'en', 'kh', 'mm']);
    fireEvent.change(select, { target: { value: 'kh' } });
    await waitFor(() => expect(screen.getByTestId('home-title').textContent).toBe('ឆុកឌី'));
    expect(readCookie('locale')).toBe('kh');
    expect(document.documentElement.lang).toBe('km');
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'en' } });
    await waitFor(() => expect(screen.getByTestId('home-title').textContent).toBe('Chokdee'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('replaces the page content while offline and brings it back online', async () => {
    renderApp(['/']);
    await screen.findByTestId('home-page');
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    try {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      act(() => void window.dispatchEvent(new Event('offline')));
      // A render outside act() (the lazy home page) runs its effects on a later task, so the
      // store's subscription may come after the event: it then reads the value and renders again.
      expect(await screen.findByTestId('offline-page')).toBeTruthy();
      expect(screen.queryByTestId('home-page')).toBeNull();
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      act(() => void window.dispatchEvent(new Event('online')));
      // The route loaders run again first (main-region.tsx).
      expect(await screen.findByTestId('home-page')).toBeTruthy();
      expect(screen.queryByTestId('offline-page')).toBeNull();
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    }
  });

  it('shows the loading overlay until every start() has finished', async () => {
    renderApp(['/']);
    await screen.findByTestId('home-page');
    act(() => {
      loading.start();
      loading.start();
    });
    // As for the offline screen: the overlay's subscription may come after the two starts.
    expect((await screen.findByTestId('loading-overlay')).textContent).toContain('กรุณารอสักครู่...');
    act(() => loading.finish());
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    act(() => loading.finish());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});

describe('route errors', () => {
  // React and the router log every caught render error; keep the test output readable.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());
  const renderError = (error: unknown) =>
    renderRoutes([
      {
        path: '/',
        element: <RootLayout />,
        children: [{ index: true, Component: throwing(error), errorElement: <RouteError /> }],
      },
    ]);

  it('an API 401 shows the 401 page and logs out', async () => {
    document.cookie = 'csrfToken=abc; path=/';
    document.cookie = 'accessToken=t; path=/';
    renderError(new ApiError(401, 'UNAUTHORIZED', 'Unauthorized'));
    expect((await screen.findByTestId('error-401')).textContent).toContain('ไม่ได้รับอนุญาต');
    expect(readCookie('csrfToken')).toBeUndefined();
    expect(readCookie('accessToken')).toBeUndefined();
    expect(screen.getByTestId('app-header')).toBeTruthy();
  });

  it.each([
    [new ApiError(403, 'FORBIDDEN', 'Sorry, access denied.'), 'error-403'],
    [new ApiError(404, 'NOT_FOUND', 'x'), 'page-not-found'],
    [new ApiError(404, 'NOT_ALLOWED_DOMAIN', 'Not Allow Domain'), 'not-allow-domain-page'],
    [new ApiError(500, 'INTERNAL', 'x'), 'error-500'],
    [new Error('render bug'), 'generic-error-page'],
  ])('%s shows %s', async (error, testId) => {
    renderError(error);
    expect(await screen.findByTestId(testId)).toBeTruthy();
  });
});
