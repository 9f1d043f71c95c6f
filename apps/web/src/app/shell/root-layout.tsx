import { Box } from '@mantine/core';
import { ScrollRestoration } from 'react-router';
import { RegionBoundary } from '../errors/region-boundary.tsx';
import { AppHeader, HEADER_HEIGHT } from './app-header.tsx';
import { BOTTOM_NAV_HEIGHT } from '../../components/ui/layout.ts';
import { BottomNav } from './bottom-nav.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { MainRegion } from './main-region.tsx';
import { RouteProgress } from './route-progress.tsx';
import { Snackbar } from './snackbar.tsx';
import { useLiveBalance } from './use-live-balance.ts';
import { usePageMeta } from './use-page-meta.ts';

/** The shell around every page: header, content, bottom navigation, snackbar, overlay, progress bar. */
export function RootLayout() {
  useLiveBalance();
  usePageMeta();
  return (
    <>
      <RouteProgress />
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
