import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Spec §3 userInfo (`GET /api/users-infos`). */
export interface UserInfo {
  level: number | string | null;
  lineId: string | null;
  userName: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  phoneNumber: string | null;
  lineUid: string | null;
  /** False for a member registered through LINE who has not set a PIN yet. */
  hasPin?: boolean;
  cash: number;
  afCash: number;
  loyaltyPoint: number;
  supportData?: Record<string, unknown> | null;
}

export const USER_INFO_KEY = ['user-info'] as const;

export const userInfoQuery = queryOptions({
  queryKey: USER_INFO_KEY,
  queryFn: () => api.get<UserInfo>('users-infos'),
});
