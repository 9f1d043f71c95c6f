/**
 * A NUL character (U+0000) anywhere a client can put text — body, query string, path — is refused
 * at the edge with the contract's 400 VALIDATION and changes nothing (PostgreSQL text cannot hold
 * it, so it used to reach the database and answer 500).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../db/client.ts';
import { signedIn, type StaffClient } from '../../test/admin-test-kit.ts';
import { fundedMember } from '../modules/lotto/lotto-test-kit.ts';
import { call, MEMBER_TEST_ENV, type CallResult } from '../modules/members/test-kit.ts';
import { NUL_MESSAGE } from './text-guard.ts';

const NUL = '\u0000';

let t: TestApp;
let staff: StaffClient;
let token: string;
let uuid: string;
let otherUuid: string;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  staff = (await signedIn(t, 'Super Admin')).client;
  ({ token, uuid } = await fundedMember(t, 100));
  otherUuid = (await fundedMember(t, 0)).uuid;
});
afterAll(async () => {
  await t?.close();
});

type Send = () => Promise<CallResult>;
const member =
  (method: string, path: string, body?: unknown): Send =>
  () =>
    call(t, method, path, { token, body });
const guest =
  (path: string, body: unknown): Send =>
  () =>
    call(t, 'POST', path, { body });
const admin =
  (method: string, path: string, body?: unknown): Send =>
  () =>
    staff.request(method, path, body);

// The routes the audit found answering 500, and a path parameter and a nested field besides.
const CASES: [string, Send, string][] = [
  ['users.login', guest('/api/users.login', { userName: `a${NUL}b`, password: 'x' }), 'userName'],
  ['admin auth.login', guest('/api/admin/auth.login', { username: `a${NUL}`, password: 'x' }), 'username'],
  ['poys.all', member('GET', `/poy-api/poys.all?betGroup=a%00b`), 'betGroup'],
  ['members.search', admin('GET', '/api/admin/members.search?q=%00'), 'q'],
  [
    'wallet.adjust',
    () =>
      staff.request(
        'POST',
        '/api/admin/wallet.adjust',
        { uuid, direction: 'increase', amount: 1, reason: `why${NUL}` },
        { 'idempotency-key': 'nul-1' },
      ),
    'reason',
  ],
  [
    'wallet.move',
    () =>
      staff.request(
        'POST',
        '/api/admin/wallet.move',
        { fromUuid: uuid, toUuid: otherUuid, amount: 1, reason: `${NUL}why` },
        { 'idempotency-key': 'nul-2' },
      ),
    'reason',
  ],
  [
    'site.maintenance.update',
    admin('POST', '/api/admin/site.maintenance.update', { enabled: false, message: `closed${NUL}` }),
    'message',
  ],
  [
    'member-banks.verify',
    admin('POST', '/api/admin/member-banks.verify', { id: '1', bankAccountName: `Som${NUL}chai` }),
    'bankAccountName',
  ],
  [
    'poys.create (nested)',
    member('POST', '/poy-api/poys.create', {
      betId: '1',
      lines: [{ number: `1${NUL}`, option: 'x', price: 1 }],
    }),
    'lines.0.number',
  ],
  ['a path parameter', admin('GET', '/api/admin/lotto/rounds/1%00/results'), 'id'],
  ['object key', guest('/api/users.login', { userName: 'a', password: 'x', [`k${NUL}`]: 1 }), 'body'],
];

describe('NUL in any text', () => {
  it.each(CASES)('%s answers 400 VALIDATION naming the field', async (_name, send, field) => {
    const result = await send();
    expect(result).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } },
    });
  });

  it('changes nothing', async () => {
    await admin('POST', '/api/admin/site.maintenance.update', { enabled: true, message: `x${NUL}` })();
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from audit_log where action like 'site.maintenance%'`),
    );
    expect(row?.n).toBe(0);
    expect((await call(t, 'GET', '/api/cashs', { token })).body.data?.money).toBe(100);
  });
});
