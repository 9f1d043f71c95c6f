import type { StaffRole } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ADMIN_KEY } from '../../lib/admin/session.ts';
import type { StaffProfile, StaffView, TotpEnrolment } from '../../lib/admin/types.ts';

export const STAFF_KEY = [ADMIN_KEY, 'staff'] as const;

/** After a change: the staff list again. */
export const refreshStaff = () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });

export const fetchStaff = (signal?: AbortSignal) =>
  adminApi.get<StaffView[]>('staff.list', undefined, signal);

/** Every staff account (Super Admin only: `enabled` false for the others). */
export const useStaffList = (enabled = true) =>
  useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => fetchStaff(signal), enabled });

export const createStaff = (body: { username: string; password: string; role: StaffRole }) =>
  adminApi.post<{ id: number; username: string }>('staff.create', body);

export const updateStaffRole = (id: number, role: StaffRole) =>
  adminApi.post<StaffView>('staff.role.update', { id, role });

export type StaffAction = 'staff.unlock' | 'staff.totp.reset' | 'staff.disable' | 'staff.enable';

export const runStaffAction = (action: StaffAction, id: number) => adminApi.post<StaffView>(action, { id });

/** Password first; the TOTP code once the server asks for it (`totpCode` absent before). */
export const staffLogin = (body: { username: string; password: string; totpCode?: string }) =>
  adminApi.post<StaffProfile>('auth.login', body);

/** A new pending TOTP secret (each start replaces the previous one). */
export const startTotpEnrolment = () => adminApi.post<TotpEnrolment>('totp.enroll.start');

export const confirmTotpEnrolment = (code: string) =>
  adminApi.post<{ recoveryCodes: string[] }>('totp.enroll.confirm', { code });
