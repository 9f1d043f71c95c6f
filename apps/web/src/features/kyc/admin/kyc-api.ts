import {
  adminKycEndpoints,
  adminKycSettingsEndpoints,
  kycImageUrl,
  type EndpointInput,
  type KycStatus,
} from '@chokdee/domain';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';
import { callApi } from '../../../lib/call-api.ts';

export const KYC_COLORS: Record<KycStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};
export const KYC_ADMIN_KEY = [ADMIN_KEY, 'kyc'] as const;
export const KYC_THRESHOLDS_KEY = [ADMIN_KEY, 'site', 'kyc'] as const;

export const fetchKycChecks = (query: EndpointInput<typeof adminKycEndpoints.list>, signal?: AbortSignal) =>
  callApi(adminKycEndpoints.list, query, { signal });

export const fetchKycThresholds = (signal?: AbortSignal) =>
  callApi(adminKycSettingsEndpoints.read, undefined, { signal });

/** A picture's URL: the staff cookie authenticates the <img> request (never a public /media/ URL). */
export { kycImageUrl };

export function useKycActions() {
  return {
    approve: useStaffCall(adminKycEndpoints.approve, KYC_ADMIN_KEY),
    reject: useStaffCall(adminKycEndpoints.reject, KYC_ADMIN_KEY),
  };
}
