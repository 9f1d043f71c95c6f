import { deleteCookie } from './cookies.ts';
import { queryClient } from './query-client.ts';
import { setBalance } from './balance.ts';

/**
 * Forgets the session on this device: the token and CSRF cookies (as far as script can reach
 * them; the server also clears its httpOnly `accessToken` on `users.logout`), cached queries and the
 * balance. Navigation to `/` is left to the caller.
 */
export function logout(): void {
  deleteCookie('accessToken');
  deleteCookie('csrfToken');
  queryClient.clear();
  setBalance(null);
}
