import { yingsCreateEndpoint } from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { yeekeeKeys } from './keys.ts';

/** `POST /api/yings.create`: one shot; the answer is the accepted shot with its `seq`. */
export function useCreateYing(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (yingNumber: string) => callApi(yingsCreateEndpoint, { betId: roundId, yingNumber }),
    // The live event brings the shot too; re-reading makes the member's own shot appear at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: yeekeeKeys.round(roundId) }),
  });
}
