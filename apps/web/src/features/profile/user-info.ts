import { usersInfosEndpoint, type EndpointAnswer } from '@chokdee/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';

/** Spec §3 userInfo (`GET /api/users-infos`), balances in baht. */
export type UserInfo = EndpointAnswer<typeof usersInfosEndpoint>;

export const USER_INFO_KEY = ['user-info'] as const;

export const userInfoQuery = queryOptions({
  queryKey: USER_INFO_KEY,
  queryFn: () => callApi(usersInfosEndpoint),
});
