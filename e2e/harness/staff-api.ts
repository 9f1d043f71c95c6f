/**
 * Staff calls for the browser specs without the back-office pages: log in over HTTP with the
 * TOTP code, then call /api/admin with the session cookie and the CSRF header, as the back office's
 * script does.
 */
import type { StaffLogin } from './staff.ts';
import { totp } from './totp.ts';

export interface StaffApi {
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
}

const cookiePairs = (response: Response): Record<string, string> =>
  Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1))];
    }),
  );

export async function staffApi(baseUrl: string, who: StaffLogin): Promise<StaffApi> {
  const response = await fetch(`${baseUrl}/api/admin/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: who.username,
      password: who.pin,
      totpCode: totp(who.totpSecret),
    }),
  });
  if (response.status !== 200)
    throw new Error(`staff login answered ${response.status}: ${await response.text()}`);
  const cookies = cookiePairs(response);
  const token = cookies.staffToken;
  const csrf = cookies.staffCsrf;
  if (!token || !csrf) throw new Error('staff login set no session cookies');
  return {
    post: async (path, body, headers = {}) => {
      const answer = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `staffToken=${encodeURIComponent(token)}; staffCsrf=${encodeURIComponent(csrf)}`,
          'x-csrf-token': csrf,
          ...headers,
        },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    },
  };
}
