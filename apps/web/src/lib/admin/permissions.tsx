import type { Permission } from '@chokdee/domain';
import type { ReactNode } from 'react';
import { useStaffMe } from './session.ts';

/** `permissions` as answered by auth.me (empty while TOTP enrolment is still required). */
export const hasPermission = (permissions: readonly string[] | undefined, permission: Permission): boolean =>
  permissions?.includes(permission) ?? false;

/** Renders children only for a role with the permission (buttons and sections). */
export function IfCan({ permission, children }: { permission: Permission; children: ReactNode }) {
  const me = useStaffMe();
  return hasPermission(me.data?.permissions, permission) ? <>{children}</> : null;
}

export function useCan(): (permission: Permission) => boolean {
  const me = useStaffMe();
  return (permission) => hasPermission(me.data?.permissions, permission);
}
