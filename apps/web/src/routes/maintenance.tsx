import { MaintenanceScreen } from '../app/errors/maintenance-screen.tsx';
import { useSiteStatus } from '../lib/site-status.ts';

/** `/maintenance` (spec §2); while maintenance is on the shell shows the same screen on every page. */
export function Component() {
  const { maintenance } = useSiteStatus();
  return <MaintenanceScreen message={maintenance?.message} />;
}
