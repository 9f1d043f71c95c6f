import {
  adminAuthLoginEndpoint,
  adminStaffCreateEndpoint,
  adminStaffDisableEndpoint,
  adminStaffEnableEndpoint,
  adminStaffListEndpoint,
  adminStaffRoleUpdateEndpoint,
  adminStaffTotpResetEndpoint,
  adminStaffUnlockEndpoint,
  adminTotpEnrollConfirmEndpoint,
  adminTotpEnrollStartEndpoint,
  type EndpointAnswer,
  type EndpointInput,
  type StaffRole,
} from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ADMIN_KEY } from '../../lib/admin/session.ts';

export type StaffView = EndpointAnswer<typeof adminStaffRoleUpdateEndpoint>;

export const STAFF_KEY = [ADMIN_KEY, 'staff'] as const;

/** After a change: the staff list again. */
export const refreshStaff = () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });

export const fetchStaff = (signal?: AbortSignal) => callApi(adminStaffListEndpoint, undefined, { signal });

/** Every staff account (Super Admin only: `enabled` false for the others). */
export const useStaffList = (enabled = true) =>
  useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => fetchStaff(signal), enabled });

export const createStaff = (body: EndpointInput<typeof adminStaffCreateEndpoint>) =>
  callApi(adminStaffCreateEndpoint, body);

export const updateStaffRole = (id: number, role: StaffRole) =>
  callApi(adminStaffRoleUpdateEndpoint, { id, role });

const STAFF_ACTIONS = {
  'staff.unlock': adminStaffUnlockEndpoint,
  'staff.totp.reset': adminStaffTotpResetEndpoint,
  'staff.disable': adminStaffDisableEndpoint,
  'staff.enable': adminStaffEnableEndpoint,
};
export type StaffAction = keyof typeof STAFF_ACTIONS;

export const runStaffAction = (action: StaffAction, id: number) => callApi(STAFF_ACTIONS[action], { id });

/** Password first; the TOTP code once the server asks for it (`totpCode` absent before). */
export const staffLogin = (body: EndpointInput<typeof adminAuthLoginEndpoint>) =>
  callApi(adminAuthLoginEndpoint, body);

/** A new pending TOTP secret (each start replaces the previous one). */
export const startTotpEnrolment = () => callApi(adminTotpEnrollStartEndpoint);

export const confirmTotpEnrolment = (code: string) => callApi(adminTotpEnrollConfirmEndpoint, { code });
