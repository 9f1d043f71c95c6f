import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { NumberSet } from '../types.ts';
import { NUMBER_SETS_KEY } from './use-number-sets.ts';

export interface SaveNumberSetInput {
  /** Absent: a new set. */
  id?: string;
  name: string;
  lines: NumberSet['lines'];
}

/** `POST /api/number-sets.create` or `.update` (a taken name answers 409). */
export function useSaveNumberSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveNumberSetInput) =>
      input.id === undefined
        ? api.post<NumberSet>('number-sets.create', { name: input.name, lines: input.lines })
        : api.post<NumberSet>('number-sets.update', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NUMBER_SETS_KEY }),
  });
}
