import { adminLoyaltyEndpoints as api, type EndpointAnswer, type EndpointInput } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { callApi } from '../../../lib/call-api.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';

export const LOYALTY_ADMIN_KEY = [ADMIN_KEY, 'loyalty'] as const;

export type LoyaltySettings = EndpointAnswer<typeof api.settings>;
export type StaffAchievement = EndpointAnswer<typeof api.achievementsList>['items'][number];
export type AchievementCreate = EndpointInput<typeof api.achievementsCreate>;

export const useLoyaltySettings = () =>
  useQuery({
    queryKey: [...LOYALTY_ADMIN_KEY, 'settings'],
    queryFn: ({ signal }) => callApi(api.settings, undefined, { signal }),
  });

export const useStaffAchievements = () =>
  useQuery({
    queryKey: [...LOYALTY_ADMIN_KEY, 'achievements'],
    queryFn: ({ signal }) => callApi(api.achievementsList, undefined, { signal }),
    select: (answer) => answer.items,
  });

export const useLoyaltyReport = (days: number) =>
  useQuery({
    queryKey: [...LOYALTY_ADMIN_KEY, 'report', days],
    queryFn: ({ signal }) => callApi(api.report, { days }, { signal }),
    select: (answer) => answer.days,
  });

export const useLoyaltyActions = () => ({
  saveSettings: useStaffCall(api.settingsUpdate, LOYALTY_ADMIN_KEY),
  create: useStaffCall(api.achievementsCreate, LOYALTY_ADMIN_KEY),
  update: useStaffCall(api.achievementsUpdate, LOYALTY_ADMIN_KEY),
});
