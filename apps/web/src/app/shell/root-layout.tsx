import { useMediaQuery } from '@mantine/hooks';
import { lazy, memo, Suspense } from 'react';
import { ScrollRestoration } from 'react-router';
import { AfterFirstPaint } from '../../lib/render-later.ts';
import { RegionBoundary } from '../errors/region-boundary.tsx';
import { AppHeader } from './app-header.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { MainRegion } from './main-region.tsx';
import { Snackbar } from './snackbar.tsx';
import { useLiveBalance } from './use-live-balance.ts';
import { usePageMeta } from './use-page-meta.ts';

// Not in the shell chunk: the bar only shows for a navigation over 200 ms, and the chunk has loaded
// long before the member's first one (it is fetched as soon as the first page renders).
const RouteProgress = lazy(() => import('./route-progress.tsx').then((m) => ({ default: m.RouteProgress })));

// The desktop side menu is a chunk of its own, loaded only on a wide screen (a phone never needs it).
const SideNav = lazy(() => import('./side-nav.tsx').then((m) => ({ default: m.SideNav })));
/**
 * The layout renders again when its own hooks change (the session, the language, the width); the
 * header, the page and the bottom tabs follow what they read themselves, so such a render need not
 * be theirs too (on /results, a guest's second render of the whole page, a long task on a slow phone).
 */
const Header = memo(AppHeader);
const Page = memo(MainRegion);
const Tabs = memo(BottomNav);

/** Where the side menu replaces the bottom tabs (app.css uses the same width). */
export const DESKTOP_MEDIA = '(min-width: 1024px)';

/**
 * The shell around every page: header, content, navigation (bottom tabs on a phone, a side menu
 * from 1024 px: app.css), snackbar, overlay, progress bar.
 */
export function RootLayout() {
  useLiveBalance();
  usePageMeta();
  const desktop = useMediaQuery(DESKTOP_MEDIA, false, { getInitialValueInEffect: false });
  return (
    <>
      {/* From the frame after the first render: a lazy component that suspends in the first render
          would take the place of the elements after it in a prerendered first screen, which the app
          then draws again (main.tsx adopts that screen). */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
      </AfterFirstPaint>
      <RegionBoundary region="header">
        <Header />
      </RegionBoundary>
      <main className="app-main">
        <Page />
      </main>
      <RegionBoundary region="bottom-nav">
        <Tabs />
        {desktop && (
          <Suspense fallback={null}>
            <SideNav />
          </Suspense>
        )}
      </RegionBoundary>
      <Snackbar />
      <LoadingOverlay />
      <ScrollRestoration />
    </>
  );
}
