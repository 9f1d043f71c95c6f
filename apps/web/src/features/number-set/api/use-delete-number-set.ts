import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { NUMBER_SETS_KEY } from './use-number-sets.ts';

/** `POST /api/number-sets.delete`. */
export function useDeleteNumberSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<object>('number-sets.delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NUMBER_SETS_KEY }),
  });
}
