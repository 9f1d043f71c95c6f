import { usersLogoutEndpoint } from '@chokdee/domain';
import { callApi } from '../../lib/call-api.ts';
import { logout } from '../../lib/auth.ts';
import { setEndingOwnSession } from '../../lib/site-status.ts';

/**
 * Ends the session: asks the server to revoke the token and clear its httpOnly cookie
 * (`users.logout`; a failure is logged, the local session is dropped anyway), then forgets the
 * script-visible cookies, the query cache and the balance. The revocation's own echoes (this tab's
 * socket closing with 4401, a call answered 401 meanwhile) are not shown as the 401 page.
 * Navigation to `/` is left to the caller.
 */
export async function endSession(): Promise<void> {
  setEndingOwnSession(true);
  try {
    await callApi(usersLogoutEndpoint);
  } catch (error) {
    console.warn('users.logout failed', error);
  } finally {
    logout();
    setEndingOwnSession(false);
  }
}
