/**
 * Helpers for the member API tests (real HTTP with fetch). Not a test file itself.
 */
import type { ServedApp } from '../../../test/test-app.ts';
import { startLineStandIn, type LineStandIn } from '../../dev/line-stand-in.ts';

/** Tests sign up many members from one IP: lift the per-IP limits except where a test checks them. */
export const MEMBER_TEST_ENV = { RATE_LIMIT_LOGIN_PER_MIN: '10000', RATE_LIMIT_SIGNUP_PER_10MIN: '10000' };

export const GOOD_PIN = 'Good#Pin1';

/** A local LINE OpenID stand-in, and the app environment that points LINE login at it (limits lifted). */
export const startLineForTests = async (): Promise<{ standIn: LineStandIn; env: Record<string, string> }> => {
  const client = { clientId: 'chokdee-test', clientSecret: 'line-stand-in-secret-0123456789' };
  const standIn = await startLineStandIn({ ...client, port: 0 });
  const env = {
    ...MEMBER_TEST_ENV,
    RATE_LIMIT_LINE_LOGIN_PER_MIN: '10000',
    LINE_ISSUER: standIn.issuer,
    LINE_CLIENT_ID: client.clientId,
    LINE_CLIENT_SECRET: client.clientSecret,
  };
  return { standIn, env };
};

export interface CallResult {
  status: number;
  body: { data?: Record<string, unknown>; message?: string; code?: string; fields?: Record<string, string> };
  headers: Headers;
}

export const call = async (
  t: ServedApp,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<CallResult> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as CallResult['body']) : {},
    headers: response.headers,
  };
};

export const bearerOf = (result: CallResult): string => {
  const header = result.headers.get('authorization') ?? '';
  const token = /^Bearer (\S+)$/.exec(header)?.[1];
  if (!token) throw new Error(`no Bearer token in answer ${result.status} ${JSON.stringify(result.body)}`);
  return token;
};

/** name=value pairs of the Set-Cookie headers. */
export const cookiesOf = (result: CallResult): Record<string, string> =>
  Object.fromEntries(
    result.headers.getSetCookie().map((line) => (line.split(';')[0] ?? '').split('=') as [string, string]),
  );

let counter = 0;
const LETTERS = 'abcdefghijkmnpqrstuvwxyz';
/** A date of birth well over any minimum age, for members the tests sign up. */
export const ADULT_BIRTH_DATE = '1990-05-17';

/** A fresh valid user name and phone number for each call (unique within a test file). */
export const uniqueMember = (): {
  userName: string;
  phoneNumber: string;
  password: string;
  birthDate: string;
} => {
  counter += 1;
  // Letters between the digits keep the spec's "no run of 5" rule satisfied for any counter.
  const tag = String(counter)
    .split('')
    .map((digit, i) => `${digit}${LETTERS[(i * 7 + counter) % LETTERS.length] ?? 'a'}`)
    .join('');
  return {
    userName: `member${tag}`.slice(0, 20),
    phoneNumber: `08${String(counter).padStart(8, '0')}`,
    password: GOOD_PIN,
    birthDate: ADULT_BIRTH_DATE,
  };
};

/** Signs up a fresh member; answers its token and ids. */
export const signUp = async (
  t: ServedApp,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; uuid: string; userName: string; phoneNumber: string }> => {
  const member = uniqueMember();
  const result = await call(t, 'POST', '/api/users.signup', { body: { ...member, ...extra } });
  if (result.status !== 201)
    throw new Error(`signup failed: ${result.status} ${JSON.stringify(result.body)}`);
  return {
    token: bearerOf(result),
    uuid: String(result.body.data?.uuid),
    userName: member.userName,
    phoneNumber: member.phoneNumber,
  };
};
