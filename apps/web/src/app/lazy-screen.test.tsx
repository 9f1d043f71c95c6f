import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../lib/chunk-reload.ts';
import { renderRoutes, setupI18n } from '../test/render.tsx';
import { RouteError } from './errors/route-error.tsx';
import { lazyScreen, type ScreenLoader } from './lazy-screen.tsx';
import { RootLayout } from './shell/root-layout.tsx';

beforeAll(setupI18n);
// A reload happened just now: the once-per-60-s guard keeps the failures below from reloading.
beforeEach(() => sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now())));
afterEach(() => sessionStorage.clear());

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');
const Results = () => <p data-testid="results-screen">results</p>;

/** A chunk that fails `failures` times, then loads. */
const flakyChunk = (failures: number) => {
  let calls = 0;
  return vi.fn<ScreenLoader>(() =>
    ++calls <= failures ? Promise.reject(chunkError()) : Promise.resolve({ Component: Results }),
  );
};

const renderWith = (load: ScreenLoader) =>
  renderRoutes(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { index: true, element: <p data-testid="start">start</p> },
          { path: 'results', lazy: lazyScreen(load), errorElement: <RouteError /> },
        ],
      },
    ],
    ['/'],
  );

describe('lazyScreen', () => {
  // A failed chunk is loaded again when the screen is shown (not an empty page); a second failure
  // shows the error page with its refresh button.
  it.each([
    [0, 'results-screen', 1],
    [1, 'results-screen', 2],
    [2, 'generic-error-page', 2],
  ])('a chunk that fails %i time(s) shows %s after %i load(s)', async (failures, testId, loads) => {
    const load = flakyChunk(failures);
    const { router } = renderWith(load);
    await act(() => router.navigate('/results'));
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(loads);
  });

  it('a chunk that failed offline loads once the browser is back online', async () => {
    const load = flakyChunk(1);
    const { router } = renderWith(load);
    await screen.findByTestId('start');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await act(() => router.navigate('/results'));
    expect(screen.getByTestId('offline-page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByTestId('results-screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    onLine.mockRestore();
  });
});
