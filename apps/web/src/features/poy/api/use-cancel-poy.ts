import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poyApi } from '../../../lib/api-client.ts';
import { poyKeys } from './keys.ts';

/** `POST /poy-api/poys.cancel`: cancels a slip inside its cancel window (the stake is refunded). */
export function useCancelPoy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (poyId: string) =>
      poyApi.post<{ poyId: string; status: 'CANCELLED' }>('poys.cancel', { poyId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poyKeys.all }),
  });
}
