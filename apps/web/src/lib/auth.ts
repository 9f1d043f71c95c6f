import { deleteCookie } from './cookies.ts';
import { queryClient } from './query-client.ts';
import { forgetBalance } from './balance.ts';
import { setBirthDateRequired } from './site-status.ts';

/**
 * Forgets the session on this device: the token and CSRF cookies (as far as script can reach
 * them; the server also clears its httpOnly `accessToken` on `users.logout`), cached queries, the
 * balance and the member's date-of-birth question. Navigation to `/` is left to the caller.
 */
export function logout(): void {
  deleteCookie('accessToken');
  deleteCookie('csrfToken');
  queryClient.clear();
  forgetBalance();
  setBirthDateRequired(false);
}
