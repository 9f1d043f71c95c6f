import { isAccountStatus, usersAuthEndpoint, type AccountStatus, type EndpointAnswer } from '@chokdee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { hasSession } from '../../lib/session-marker.ts';

/** `POST /api/users.auth` answer: who the accessToken cookie belongs to (the app never reads the token). */
export interface AuthUser {
  uuid: string;
  status: AccountStatus;
  name: string;
  userName: string;
}

export const AUTH_QUERY_KEY = ['auth'] as const;

const toAuthUser = (data: EndpointAnswer<typeof usersAuthEndpoint>): AuthUser => ({
  uuid: data.uuid,
  // An unknown status is treated as banned by the guards (safest reading of an unknown value).
  status: isAccountStatus(data.status) ? data.status : 9,
  name: data.name ?? '',
  userName: data.userName,
});

/**
 * The member, or null for a guest. A guest (no session marker) costs no call; with a marker the
 * server is asked, and its 401 (the session was revoked) rejects: the api client has already
 * raised the 401 page (lib/site-status.ts).
 */
export async function fetchAuth(): Promise<AuthUser | null> {
  if (!hasSession()) return null;
  return toAuthUser(await callApi(usersAuthEndpoint));
}

export const authQuery = queryOptions({ queryKey: AUTH_QUERY_KEY, queryFn: fetchAuth, retry: false });

/**
 * The login state for components (shares the cache with the route guards). Logout and login drop
 * the auth query from the cache (resetAuth, queryClient.clear) without re-rendering its observers;
 * re-render so the observer picks up the new query and header, balance and socket follow.
 */
export function useAuth() {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'removed' && (event.query.queryKey as readonly unknown[])[0] === AUTH_QUERY_KEY[0])
          rerender();
      }),
    [],
  );
  return useQuery(authQuery);
}

/** For loaders: the cached login state (fresh for the query client's staleTime) or a new users.auth. */
export const loadAuth = (): Promise<AuthUser | null> => queryClient.ensureQueryData(authQuery);

/** After login, signup, LINE login or logout: the next guard asks the server again. */
export const resetAuth = (): void => queryClient.removeQueries({ queryKey: AUTH_QUERY_KEY });
