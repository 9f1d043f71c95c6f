import {
  adminMemberBanksListEndpoint,
  adminWithdrawalsListEndpoint,
  adminWithdrawalsApproveEndpoint,
  adminWithdrawalsRejectEndpoint,
  adminMemberBanksVerifyEndpoint,
  type EndpointInput,
} from '@chokdee/domain';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { callApi } from '../../../lib/call-api.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';

export const WITHDRAWALS_KEY = [ADMIN_KEY, 'withdrawals'] as const;

export const fetchWithdrawals = (
  query: EndpointInput<typeof adminWithdrawalsListEndpoint>,
  signal?: AbortSignal,
) => callApi(adminWithdrawalsListEndpoint, query, { signal });

export const fetchMemberBanks = (
  query: EndpointInput<typeof adminMemberBanksListEndpoint>,
  signal?: AbortSignal,
) => callApi(adminMemberBanksListEndpoint, query, { signal });

/** Approve / reject / verify; every success refetches the queue and the bank list. */
export function useWithdrawalActions() {
  return {
    approve: useStaffCall(adminWithdrawalsApproveEndpoint, WITHDRAWALS_KEY),
    reject: useStaffCall(adminWithdrawalsRejectEndpoint, WITHDRAWALS_KEY),
    verify: useStaffCall(adminMemberBanksVerifyEndpoint, WITHDRAWALS_KEY),
  };
}
