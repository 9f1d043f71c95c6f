import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { useStaffMe } from '../../lib/admin/session.ts';
import { AdminForbidden } from '../../lib/admin/status-screens.tsx';
import { homePath } from './nav-items.ts';

/** `/admin`: the first screen the role may open. */
export function Component() {
  const me = useStaffMe();
  if (me.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  const home = homePath(me.data?.permissions);
  return home ? <Navigate to={home} replace /> : <AdminForbidden />;
}
