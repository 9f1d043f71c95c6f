import { numberSetsDeleteEndpoint } from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { NUMBER_SETS_KEY } from './use-number-sets.ts';

/** `POST /api/number-sets.delete`. */
export function useDeleteNumberSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(numberSetsDeleteEndpoint, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NUMBER_SETS_KEY }),
  });
}
