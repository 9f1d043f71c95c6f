import { api } from '../../lib/api-client.ts';
import { logout } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query-client.ts';

/**
 * Ends the session: clears the query cache, asks the server to revoke the token and clear its
 * httpOnly cookie (`users.logout`; a failure is logged, the local session is dropped anyway), then
 * forgets the script-visible cookies and the balance. Navigation to `/` is left to the caller.
 */
export async function endSession(): Promise<void> {
  queryClient.clear();
  try {
    await api.post('users.logout');
  } catch (error) {
    console.warn('users.logout failed', error);
  }
  logout();
}
