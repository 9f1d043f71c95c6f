// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { renderRoutes, setupI18n } from '../../test/render.tsx';
import { Snackbar } from './snackbar.tsx';
import { installNotifyListener, notifyOnNextPage, snackbar } from '../../lib/snackbar-store.ts';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const renderSnackbar = () =>
  renderRoutes([
    { path: '/', element: <Snackbar /> },
    { path: '/other', element: <Snackbar /> },
  ]);

beforeAll(async () => {
  await setupI18n();
  installNotifyListener();
});
beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  snackbar.reset();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.__pwned;
});

describe('Snackbar', () => {
  it('sanitises HTML text: the img keeps no onerror and nothing runs', async () => {
    renderSnackbar();
    act(() =>
      notify({
        txt: 'hi <b>there</b><img src=x onerror="window.__pwned=1">',
        color: 'failure',
        isHtml: true,
      }),
    );
    const bar = screen.getByTestId('snackbar');
    // The sanitiser is a chunk of its own: the text shows once it has loaded (its first import took
    // over a second on a busy CI runner, vi.waitFor's default).
    await vi.waitFor(() => expect(bar.querySelector('b')).not.toBeNull(), { timeout: 15_000 });
    const img = bar.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('onerror')).toBeNull();
    expect(bar.querySelector('b')?.textContent).toBe('there');
    expect(bar.innerHTML).not.toContain('onerror');
    if (img) fireEvent.error(img);
    await vi.advanceTimersByTimeAsync(10);
    expect(window.__pwned).toBeUndefined();
  });

  it('renders non-HTML text as text', () => {
    renderSnackbar();
    act(() => notify({ txt: '<img src=x onerror="window.__pwned=1">', color: 'success' }));
    const bar = screen.getByTestId('snackbar');
    expect(bar.querySelector('img')).toBeNull();
    expect(bar.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect(bar.dataset.color).toBe('success');
  });

  it('hides after the default 1500 ms', () => {
    renderSnackbar();
    act(() => notify({ txt: 'saved', color: 'success' }));
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByTestId('snackbar')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('honours a custom timeout', () => {
    renderSnackbar();
    act(() => notify({ txt: 'long', color: 'success', timeout: 4000 }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByTestId('snackbar')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('drops a second message within 500 ms and accepts one after', () => {
    renderSnackbar();
    act(() => notify({ txt: 'first', color: 'success', timeout: 5000 }));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    act(() => notify({ txt: 'second', color: 'failure', timeout: 5000 }));
    expect(screen.getByTestId('snackbar').textContent).toContain('first');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => notify({ txt: 'third', color: 'failure', timeout: 5000 }));
    expect(screen.getByTestId('snackbar').textContent).toContain('third');
    expect(screen.getByTestId('snackbar').dataset.color).toBe('failure');
  });

  it('closes on the close button', () => {
    renderSnackbar();
    act(() => notify({ txt: 'bye', color: 'success', timeout: 5000 }));
    fireEvent.click(screen.getByTestId('snackbar-close'));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('closes on route change', async () => {
    const { router } = renderSnackbar();
    act(() => notify({ txt: 'route', color: 'success', timeout: 5000 }));
    expect(screen.getByTestId('snackbar')).toBeTruthy();
    await act(() => router.navigate('/other'));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('shows a message held for the next page right after the route change', async () => {
    const { router } = renderSnackbar();
    notifyOnNextPage({ txt: 'saved', color: 'success', timeout: 5000 });
    expect(screen.queryByTestId('snackbar')).toBeNull();
    await act(() => router.navigate('/other'));
    expect(screen.getByTestId('snackbar').textContent).toContain('saved');
  });

  it('reset clears the state', () => {
    snackbar.open({ txt: 'x', color: 'failure', isHtml: true, timeout: 9000 });
    snackbar.reset();
    expect(snackbar.getState()).toEqual({
      show: false,
      txt: '',
      color: 'success',
      isHtml: false,
      timeout: 1500,
      timeStamp: 0,
    });
  });
});
