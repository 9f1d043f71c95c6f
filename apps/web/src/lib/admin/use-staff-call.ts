import type { EndpointAnswer, EndpointDeclaration, EndpointInput } from '@chokdee/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callApi } from '../call-api.ts';

type Send<E extends EndpointDeclaration> = (
  endpoint: E,
  input: EndpointInput<E>,
) => Promise<EndpointAnswer<E>>;

/**
 * A back-office action on a declared endpoint: a success refetches every query under `changes`
 * (the lists the action changes) before the mutation settles.
 */
export function useStaffCall<E extends EndpointDeclaration>(endpoint: E, changes: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    // The input is the declared one; callApi's optional-input overload cannot see it through E.
    mutationFn: (input: EndpointInput<E>) => (callApi as Send<E>)(endpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: changes }),
  });
}
