import { numberSetsCreateEndpoint, numberSetsUpdateEndpoint, type EndpointInput } from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { NUMBER_SETS_KEY } from './use-number-sets.ts';

/** A new set (no `id`) or a change to an existing one. */
type SaveNumberSetInput = EndpointInput<typeof numberSetsCreateEndpoint> & { id?: string };

/** `POST /api/number-sets.create` or `.update` (a taken name answers 409). */
export function useSaveNumberSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...set }: SaveNumberSetInput) =>
      id === undefined
        ? callApi(numberSetsCreateEndpoint, set)
        : callApi(numberSetsUpdateEndpoint, { ...set, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NUMBER_SETS_KEY }),
  });
}
