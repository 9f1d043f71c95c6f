import { poysCancelEndpoint } from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { poyKeys } from './keys.ts';

/** `POST /poy-api/poys.cancel`: cancels a poy inside its cancel window (the stake is refunded). */
export function useCancelPoy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (poyId: string) => callApi(poysCancelEndpoint, { poyId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poyKeys.all }),
  });
}
