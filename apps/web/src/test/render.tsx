import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type MemoryRouterOpts, type RouteObject } from 'react-router';
import { theme } from '../app/theme.ts';
import { i18n, initI18n } from '../lib/i18n.ts';
import { forgetBalance } from '../lib/balance.ts';
import { queryClient } from '../lib/query-client.ts';
import { installFakeApi } from './fake-api.ts';

// The test DOMs lack these browser APIs that Mantine uses.
if (!window.matchMedia) {
  // As in a browser, the empty query matches every device (mantine-datatable asks it per column).
  window.matchMedia = (query: string) =>
    ({
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Textarea's autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Lazy route chunks are transformed on first import: seconds on a busy 2-core runner, and once
// more than 15 s (the project's test timeout, 45 s, stays the bound of a whole test).
configure({ asyncUtilTimeout: 30_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// Each test starts as a fresh page would: an empty query cache, no balance known, and a fake API
// where the visitor is a guest.
beforeEach(() => {
  queryClient.clear();
  forgetBalance();
  installFakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

export const setupI18n = () => initI18n('th');

export function renderWithProviders(ui: ReactNode): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>{ui}</MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Renders routes in a memory router inside the app's providers; returns the router too. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: string[] = ['/'],
  options: Omit<MemoryRouterOpts, 'initialEntries'> = {},
) {
  const router = createMemoryRouter(routes, { ...options, initialEntries });
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
}
