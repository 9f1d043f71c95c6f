import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ScrollRestoration } from 'react-router';
import { RegionBoundary } from '../errors/region-boundary.tsx';
import { AppHeader, HEADER_HEIGHT } from './app-header.tsx';
import { BOTTOM_NAV_HEIGHT } from '../../components/ui/layout.ts';
import { BottomNav } from './bottom-nav.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { MainRegion } from './main-region.tsx';
import { Snackbar } from './snackbar.tsx';
import { useLiveBalance } from './use-live-balance.ts';
import { usePageMeta } from './use-page-meta.ts';

// Not in the shell chunk: the bar only shows for a navigation over 200 ms, and the chunk has loaded
// long before the member's first one (it is fetched as soon as the first page renders).
const RouteProgress = lazy(() => import('./route-progress.tsx').then((m) => ({ default: m.RouteProgress })));

/** The shell around every page: header, content, bottom navigation, snackbar, overlay, progress bar. */
export function RootLayout() {
  useLiveBalance();
  usePageMeta();
  return (
    <>
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <RegionBoundary region="header">
        <AppHeader />
      </RegionBoundary>
      <Box
        component="main"
        maw={960}
        mx="auto"
        px="md"
        style={{
          paddingTop: HEADER_HEIGHT + 12,
          paddingBottom: `calc(${BOTTOM_NAV_HEIGHT + 16}px + env(safe-area-inset-bottom, 0px))`,
        }}
      >
        <MainRegion />
      </Box>
      <RegionBoundary region="bottom-nav">
        <BottomNav />
      </RegionBoundary>
      <Snackbar />
      <LoadingOverlay />
      <ScrollRestoration />
    </>
  );
}
