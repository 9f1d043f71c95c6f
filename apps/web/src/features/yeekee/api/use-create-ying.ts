import type { CreateYingRequest, YingShotView } from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { yeekeeKeys } from './keys.ts';

/** `POST /api/yings.create`: one shot; the answer is the accepted shot with its `seq`. */
export function useCreateYing(betId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (yingNumber: string) =>
      api.post<YingShotView>('yings.create', { betId, yingNumber } satisfies CreateYingRequest),
    // The live event brings the shot too; re-reading makes the member's own shot appear at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: yeekeeKeys.round(betId) }),
  });
}
