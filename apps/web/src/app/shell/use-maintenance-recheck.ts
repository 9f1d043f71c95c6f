import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { checkMaintenance } from '../../features/maintenance/check-maintenance.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSiteStatus } from '../../lib/site-status.ts';

/**
 * While maintenance is on, asks whether it is over every `retryAfterMs` (the server's Retry-After)
 * and at once when the tab comes back into view or online. When it ends, the page loads again by
 * itself: the route loaders run again and every query is refetched.
 */
export function useMaintenanceRecheck(): void {
  const { maintenance } = useSiteStatus();
  const revalidator = useRevalidator();
  const wasOn = useRef(false);
  const waitMs = maintenance?.retryAfterMs ?? null;

  useEffect(() => {
    if (waitMs === null) return undefined;
    const timer = setInterval(() => void checkMaintenance(), waitMs);
    const onReturn = () => {
      if (document.visibilityState === 'visible') void checkMaintenance();
    };
    window.addEventListener('online', onReturn);
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onReturn);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [waitMs]);

  useEffect(() => {
    if (maintenance) {
      wasOn.current = true;
      return;
    }
    if (!wasOn.current) return;
    wasOn.current = false;
    void queryClient.invalidateQueries();
    void revalidator.revalidate();
    // oxlint-disable-next-line react/exhaustive-deps -- only the end of maintenance matters
  }, [maintenance]);
}
