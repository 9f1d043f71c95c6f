/** Member calls the browser specs make through the public API, outside the page. */

/** The date of birth of every member the specs sign up: well over the minimum age. */
export const ADULT_BIRTH_DATE = '1990-05-17';

/** Posts `users.signup` for a member of the specs (the public API, as the register page does). */
export const postSignup = (
  baseUrl: string,
  member: { userName: string; pin: string; phoneNumber: string },
): Promise<Response> =>
  fetch(`${baseUrl}/api/users.signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: member.userName,
      password: member.pin,
      phoneNumber: member.phoneNumber,
      birthDate: ADULT_BIRTH_DATE,
    }),
  });

/** Signs a member up through the public API; resolves to the HTTP status. */
export async function memberSignup(
  baseUrl: string,
  member: { userName: string; pin: string; phoneNumber: string },
): Promise<number> {
  return (await postSignup(baseUrl, member)).status;
}

/** A member as the specs see one through the public API: log in with fetch, call with Bearer. */
export async function memberLogin(baseUrl: string, userName: string, pin: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: pin }),
  });
  if (response.status !== 200)
    throw new Error(`member login answered ${response.status}: ${await response.text()}`);
  const header = response.headers.get('authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  if (!token) throw new Error('no Authorization header on users.login');
  return token;
}

export async function memberAuth(
  baseUrl: string,
  token: string,
): Promise<{ status: number; body: { data?: { status?: number } } }> {
  const response = await fetch(`${baseUrl}/api/users.auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as { data?: { status?: number } } };
}
