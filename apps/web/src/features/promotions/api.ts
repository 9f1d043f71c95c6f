import { promotionClaimEndpoint, promotionsEndpoint } from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';
import { walletKeys } from '../wallet/index.ts';

export const promotionKeys = {
  all: ['promotions'] as const,
  /** The list answers claim fields only to a member, and its texts in the language asked. */
  list: (member: boolean, lang: string) => ['promotions', member ? 'member' : 'guest', lang] as const,
};

/** `GET /api/promotions` in `lang`: a member's copy says what each claim would pay. */
export const usePromotions = (member: boolean, lang: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: promotionKeys.list(member, lang),
    queryFn: ({ signal }) => callApi(promotionsEndpoint, { locale: lang }, { signal }),
    staleTime: 30_000,
  });

/**
 * `POST /api/promotions.claim`. The server pays once whatever is sent twice, so no idempotency key
 * is needed: a retry is refused as already claimed. The list and the wallet refetch after it (the
 * header balance follows the socket's money-update).
 */
export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(promotionClaimEndpoint, { id }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
