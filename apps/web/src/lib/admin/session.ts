import { adminAuthLogoutEndpoint, adminAuthMeEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../call-api.ts';
import { queryClient } from '../query-client.ts';

/** Every admin query key starts with this, so logout and 401 drop them all at once. */
export const ADMIN_KEY = 'admin';
export const ME_KEY = [ADMIN_KEY, 'me'] as const;

/** The signed-in staff member (`auth.me`); 401 = nobody. */
export const useStaffMe = () =>
  useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => callApi(adminAuthMeEndpoint, undefined, { signal }),
    retry: false,
    staleTime: 60_000,
  });

export const dropAdminQueries = (): void => queryClient.removeQueries({ queryKey: [ADMIN_KEY] });

/** Ends the staff session on the server (a failure is logged; the local state is dropped anyway). */
export async function logOutStaff(): Promise<void> {
  try {
    await callApi(adminAuthLogoutEndpoint);
  } catch (error) {
    console.error('staff logout failed', error);
  }
  dropAdminQueries();
}
