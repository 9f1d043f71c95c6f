import { Outlet, useLocation } from 'react-router';
import { useSiteStatus } from '../../lib/site-status.ts';
import { OfflineScreen, UnauthorizedScreen } from '../errors/error-screens.tsx';
import { MaintenanceScreen } from '../errors/maintenance-screen.tsx';
import { RegionBoundary } from '../errors/region-boundary.tsx';
import { useMaintenanceRecheck } from './use-maintenance-recheck.ts';
import { useOnline } from './use-online.ts';

/**
 * The page, unless something stands in for every page: offline, maintenance, a revoked session
 * (401). The page comes back by itself when they end (the 401 page through its button).
 */
export function MainRegion() {
  const online = useOnline();
  useMaintenanceRecheck();
  const { maintenance, unauthorized } = useSiteStatus();
  const { pathname } = useLocation();
  if (!online) return <OfflineScreen />;
  if (maintenance) return <MaintenanceScreen message={maintenance.message} />;
  if (unauthorized) return <UnauthorizedScreen />;
  return (
    <RegionBoundary key={pathname} region="main">
      <Outlet />
    </RegionBoundary>
  );
}
