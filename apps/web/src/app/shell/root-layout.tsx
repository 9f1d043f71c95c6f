import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSiteStatus, type SiteStatus } from '../../lib/site-status.ts';
import { OfflineScreen, UnauthorizedScreen } from '../errors/error-screens.tsx';
import { MaintenanceScreen } from '../errors/maintenance-screen.tsx';
import { RegionBoundary } from '../errors/region-boundary.tsx';
import { AppHeader, HEADER_HEIGHT } from './app-header.tsx';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { RouteProgress } from './route-progress.tsx';
import { Snackbar } from './snackbar.tsx';
import { useLiveBalance } from './use-live-balance.ts';
import { useMaintenanceRecheck } from './use-maintenance-recheck.ts';
import { useOnline } from './use-online.ts';

/**
 * What the main region shows: offline, maintenance and a revoked session (401) take the place of
 * every page; the page comes back by itself when they end (the 401 page through its button).
 */
function MainRegion({
  online,
  maintenance,
  unauthorized,
  pathname,
}: {
  online: boolean;
  maintenance: SiteStatus['maintenance'];
  unauthorized: boolean;
  pathname: string;
}) {
  if (!online) return <OfflineScreen />;
  if (maintenance) return <MaintenanceScreen message={maintenance.message} />;
  if (unauthorized) return <UnauthorizedScreen />;
  return (
    <RegionBoundary key={pathname} region="main">
      <Outlet />
    </RegionBoundary>
  );
}

/** The shell around every page: header, content, bottom navigation, snackbar, overlay, progress bar. */
export function RootLayout() {
  const online = useOnline();
  useLiveBalance();
  useMaintenanceRecheck();
  const { maintenance, unauthorized } = useSiteStatus();
  const { pathname } = useLocation();
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
        <MainRegion
          online={online}
          maintenance={maintenance}
          unauthorized={unauthorized}
          pathname={pathname}
        />
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
