import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useRevalidator } from 'react-router';
import { useSiteStatus } from '../../lib/site-status.ts';
import { JurisdictionScreen, OfflineScreen, UnauthorizedScreen } from '../errors/error-screens.tsx';
import { MaintenanceScreen } from '../errors/maintenance-screen.tsx';
import { RegionBoundary } from '../errors/region-boundary.tsx';
import { useMaintenanceRecheck } from './use-maintenance-recheck.ts';
import { useOnline } from './use-online.ts';

// Only members from before the age check ever see it.
const BirthDateGate = lazy(() =>
  import('../../features/compliance/birth-date-gate.tsx').then((m) => ({ default: m.BirthDateGate })),
);

/**
 * The page, unless something stands in for every page: offline, maintenance, a revoked session
 * (401), a member's date of birth to give first. The page comes back by itself when they end (the 401 page through its button).
 */
export function MainRegion() {
  const online = useOnlineAgain();
  useMaintenanceRecheck();
  const { maintenance, unauthorized, birthDateRequired, jurisdiction } = useSiteStatus();
  const { pathname } = useLocation();
  if (jurisdiction) return <JurisdictionScreen />;
  if (!online) return <OfflineScreen />;
  if (maintenance) return <MaintenanceScreen message={maintenance.message} />;
  if (unauthorized) return <UnauthorizedScreen />;
  if (birthDateRequired)
    return (
      <Suspense fallback={null}>
        <BirthDateGate />
      </Suspense>
    );
  return (
    <RegionBoundary key={pathname} region="main">
      <Outlet />
    </RegionBoundary>
  );
}

/**
 * Resolves once the server answers (`/api/health`, never cached), retrying with a growing pause
 * while `stillWanted()`: a phone reports "online" before its connection carries requests, and
 * loaders run in that gap fail again.
 */
async function untilReachable(stillWanted: () => boolean): Promise<void> {
  for (let pause = 250; stillWanted(); pause = Math.min(pause * 2, 4_000)) {
    if (
      await fetch('/api/health', { cache: 'no-store' }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Online, and the route loaders have run again since the connection came back. A page opened or
 * tapped offline (the cached shell starting the app, docs/support.md "Installable app") ran its
 * loaders without a network: a member page's session check failed, react-router keeps that
 * error, and the page behind the offline screen would be the error page. So the offline screen
 * stays until the loaders have run again, the last time after the server answered. One effect,
 * kept small: the shell counts in every page's budget, and the round page is at 150 kB
 * (scripts/web-budget.mjs).
 */
function useOnlineAgain(): boolean {
  const online = useOnline();
  const { revalidate } = useRevalidator();
  const [settled, setSettled] = useState(online);
  useEffect(() => {
    if (settled) {
      const lost = () => setSettled(false);
      window.addEventListener('offline', lost);
      return () => window.removeEventListener('offline', lost);
    }
    let current = online;
    // At once, and again once the server answers: loaders run in the gap before it does fail.
    if (current)
      void Promise.all([revalidate(), untilReachable(() => current)])
        .then(() => (current ? revalidate() : undefined))
        .finally(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [online, settled, revalidate]);
  return online && settled;
}
