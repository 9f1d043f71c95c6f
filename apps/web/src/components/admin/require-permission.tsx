import type { Permission } from '@chokdee/domain';
import type { ReactNode } from 'react';
import { hasPermission } from '../../lib/admin/permissions.ts';
import { useStaffMe } from '../../lib/admin/session.ts';
import { AdminForbidden } from './status-screens.tsx';

/** A screen the role may not open shows the 403 screen (its nav entry is hidden already). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const me = useStaffMe();
  return hasPermission(me.data?.permissions, permission) ? <>{children}</> : <AdminForbidden />;
}

/** Renders children only for a role with the permission (buttons and sections). */
export function IfCan({ permission, children }: { permission: Permission; children: ReactNode }) {
  const me = useStaffMe();
  return hasPermission(me.data?.permissions, permission) ? <>{children}</> : null;
}

export function useCan(): (permission: Permission) => boolean {
  const me = useStaffMe();
  return (permission) => hasPermission(me.data?.permissions, permission);
}
