import { readCookie } from './cookies.ts';

/**
 * The server sets the script-readable `csrfToken` cookie with every session (login, signup, LINE)
 * for the session's lifetime and clears it at logout; the token itself is httpOnly. So the app
 * knows a guest without asking the API: no marker, no `users.auth` (docs/web.md, Sessions).
 */
export const SESSION_MARKER_COOKIE = 'csrfToken';

export const hasSession = (): boolean => Boolean(readCookie(SESSION_MARKER_COOKIE));
