import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useStaffMe } from '../../lib/admin/session.ts';
import { AdminForbidden } from '../../lib/admin/status-screens.tsx';
import { homePath } from './nav-items.ts';

// The charts (recharts) load with the dashboard only, not with every back-office screen.
const DashboardPage = lazy(async () => ({
  default: (await import('../../features/dashboard/admin/dashboard-page.tsx')).DashboardPage,
}));

/** `/admin`: the dashboard, or else the first screen the role may open. */
export function Component() {
  const me = useStaffMe();
  const loading = (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
  if (me.isPending) return loading;
  const home = homePath(me.data?.permissions);
  if (home === '/admin')
    return (
      <Suspense fallback={loading}>
        <DashboardPage />
      </Suspense>
    );
  return home ? <Navigate to={home} replace /> : <AdminForbidden />;
}
