/**
 * Helpers for the back-office API tests (real HTTP with fetch). Not a test file itself.
 */
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@chokdee/domain';
import { eq } from 'drizzle-orm';
import type { ServedApp } from './test-app.ts';
import { auditLog, staff } from '../src/db/schema/index.ts';
import { hashPin } from '../src/platform/pin-hash.ts';
import { newTotpSecret, totpAt } from '../src/platform/staff-auth/index.ts';
import {
  ADULT_BIRTH_DATE,
  bearerOf,
  call,
  cookiesOf,
  GOOD_PIN,
  type CallResult,
} from '../src/modules/members/test-kit.ts';

export const STAFF_PIN = 'Staff#Pin1';

let counter = 0;
let pinHash: Promise<string> | undefined;

/** Inserts a staff row directly (with a TOTP secret when `enrolled`). */
export const makeStaff = async (t: ServedApp, role: StaffRole, options: { enrolled?: boolean } = {}) => {
  counter += 1;
  const username = `staff${counter}.${role.replace(' ', '').toLowerCase()}`;
  const secret = options.enrolled === false ? null : newTotpSecret();
  pinHash ??= hashPin(STAFF_PIN);
  const [row] = await t.db
    .insert(staff)
    .values({ username, role, pinHash: await pinHash, totpSecret: secret })
    .returning({ id: staff.id });
  return { id: row!.id, username, secret };
};

/** The TOTP code `offset` steps from now (a second login in one window needs a later step). */
export const codeFor = (secret: string, offset = 0): string =>
  totpAt(secret, Date.now() / 1000 + offset * 30);

/** A browser-like staff client: keeps the staffToken/staffCsrf cookies and echoes x-csrf-token. */
export class StaffClient {
  cookies: Record<string, string> = {};
  constructor(private readonly t: ServedApp) {}

  async login(username: string, password = STAFF_PIN, totpCode?: string): Promise<CallResult> {
    const result = await call(this.t, 'POST', '/api/admin/auth.login', {
      body: { username, password, ...(totpCode ? { totpCode } : {}) },
    });
    if (result.status === 200) this.cookies = { ...this.cookies, ...cookiesOf(result) };
    return result;
  }

  request(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<CallResult> {
    const cookie = Object.entries(this.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const headers: Record<string, string> = { cookie };
    if (this.cookies.staffCsrf) headers['x-csrf-token'] = this.cookies.staffCsrf;
    Object.assign(headers, extra);
    return call(this.t, method, path, { body: method === 'GET' ? undefined : (body ?? {}), headers });
  }

  get = (path: string): Promise<CallResult> => this.request('GET', path);
  post = (path: string, body?: unknown): Promise<CallResult> => this.request('POST', path, body);
}

/** A staff member of `role`, TOTP enrolled, signed in. */
export const signedIn = async (t: ServedApp, role: StaffRole) => {
  const who = await makeStaff(t, role);
  const client = new StaffClient(t);
  const result = await client.login(who.username, STAFF_PIN, codeFor(who.secret!));
  if (result.status !== 200)
    throw new Error(`staff login failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { ...who, client };
};

/** Audit rows of one target, oldest first. */
export const auditOf = (t: ServedApp, targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);

/** Signs up a fresh member with random (rule-abiding) user name and phone. */
export const newMember = async (t: ServedApp, extra: Record<string, unknown> = {}) => {
  const tail = randomBytes(5).readUInt32BE(0).toString().padStart(8, '1').slice(-8);
  const userName = `adm${randomBytes(4).toString('hex')}`.replace(/(.)\1{3,}/g, '$1');
  const phoneNumber = `08${tail}`;
  const result = await call(t, 'POST', '/api/users.signup', {
    body: { userName, phoneNumber, password: GOOD_PIN, birthDate: ADULT_BIRTH_DATE, ...extra },
  });
  if (result.status !== 201)
    throw new Error(`signup failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { token: bearerOf(result), uuid: String(result.body.data?.uuid), userName, phoneNumber };
};
