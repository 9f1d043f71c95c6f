import { kycEndpoints, type KycCreateRequest } from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';

export const KYC_KEY = ['kyc'] as const;

/** `GET /api/kyc`: the member's latest check and the thresholds. */
export const useKyc = () =>
  useQuery({
    queryKey: KYC_KEY,
    queryFn: ({ signal }) => callApi(kycEndpoints.read, undefined, { signal }),
  });

/** `POST /api/kyc.create`; the check and the withdrawal screen's limits are read again after it. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KycCreateRequest) => callApi(kycEndpoints.create, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KYC_KEY });
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw-limits'] });
    },
  });
}
