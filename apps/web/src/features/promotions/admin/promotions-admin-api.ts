import { adminPromotionsEndpoints as api, type EndpointAnswer, type EndpointInput } from '@chokdee/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { callApi } from '../../../lib/call-api.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';

const PROMOTIONS_KEY = [ADMIN_KEY, 'promotions'] as const;

export type AdminPromotionRow = EndpointAnswer<typeof api.list>['items'][number];
export type PromotionInput = EndpointInput<typeof api.create>;

export const useAdminPromotions = () =>
  useQuery({
    queryKey: PROMOTIONS_KEY,
    queryFn: ({ signal }) => callApi(api.list, undefined, { signal }),
    select: (answer) => answer.items,
  });

export const usePromotionClaims = (id: string, page: number) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'claims', id, page],
    queryFn: ({ signal }) => callApi(api.claims, { id, page, pageSize: 50 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePromotionActions = () => ({
  create: useStaffCall(api.create, PROMOTIONS_KEY),
  update: useStaffCall(api.update, PROMOTIONS_KEY),
});
