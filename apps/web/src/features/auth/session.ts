import { isAccountStatus, type AccountStatus } from '@chokdee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

/** `POST /api/users.auth` answer: who the accessToken cookie belongs to (the app never reads the token). */
export interface AuthUser {
  uuid: string;
  status: AccountStatus;
  name: string;
  userName: string;
}

export const AUTH_QUERY_KEY = ['auth'] as const;

const toAuthUser = (data: unknown): AuthUser | null => {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (typeof record.uuid !== 'string') return null;
  const status = Number(record.status);
  return {
    uuid: record.uuid,
    // An unknown status is treated as banned by the guards (safest reading of an undecodable token).
    status: isAccountStatus(status) ? status : 9,
    name: typeof record.name === 'string' ? record.name : '',
    userName: typeof record.userName === 'string' ? record.userName : '',
  };
};

/** The member, or null when not logged in (a 401 means no or an invalid token). */
export async function fetchAuth(): Promise<AuthUser | null> {
  try {
    return toAuthUser(await api.post<unknown>('users.auth'));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const authQuery = queryOptions({ queryKey: AUTH_QUERY_KEY, queryFn: fetchAuth, retry: false });

/** The login state for components (shares the cache with the route guards). */
export const useAuth = () => useQuery(authQuery);

/** For loaders: the cached login state (fresh for the query client's staleTime) or a new users.auth. */
export const loadAuth = (): Promise<AuthUser | null> => queryClient.ensureQueryData(authQuery);

/** After login, signup, LINE login or logout: the next guard asks the server again. */
export const resetAuth = (): void => queryClient.removeQueries({ queryKey: AUTH_QUERY_KEY });
