/**
 * Ids and counts are exactly what the schema says: a JSON `true` is not id 1 (it once disabled
 * the first staff account), and a query number is its digits, nothing Number() happens to read.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../db/client.ts';
import { makeStaff, signedIn, type StaffClient } from '../../test/admin-test-kit.ts';
import { call, MEMBER_TEST_ENV, uniqueMember } from '../modules/members/test-kit.ts';

let t: TestApp;
let staff: StaffClient;
let firstStaffId: bigint;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  // Staff id 1: the account `{ "id": true }` used to act on.
  firstStaffId = (await makeStaff(t, 'Staff')).id;
  staff = (await signedIn(t, 'Super Admin')).client;
});
afterAll(async () => {
  await t?.close();
});

const disabledAt = async (id: bigint) =>
  rowsOf<{ disabled_at: string | null }>(
    await t.db.execute(sql`select disabled_at from staff where id = ${id.toString()}::bigint`),
  )[0]?.disabled_at;

describe('booleans are never ids', () => {
  it('staff routes refuse { id: true } and leave staff 1 alone', async () => {
    expect(firstStaffId).toBe(1n);
    for (const path of ['/api/admin/staff.disable', '/api/admin/staff.unlock', '/api/admin/staff.totp.reset'])
      expect(await staff.post(path, { id: true })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION' },
      });
    expect(
      await staff.post('/api/admin/staff.role.update', { id: true, role: 'Administrator' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    });
    expect(await disabledAt(1n)).toBeNull();
    // The declared form still works.
    expect((await staff.post('/api/admin/staff.disable', { id: 1 })).status).toBe(200);
    expect(await disabledAt(1n)).not.toBeNull();
  });

  it('agent routes refuse { id: true } and a digit string where the contract says number', async () => {
    for (const id of [true, '2'])
      expect(await staff.post('/api/admin/agents.delete', { id })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION' },
      });
  });

  it('signup takes agentId/refUid as numbers or digits (the web forwards them from its URL), never booleans', async () => {
    for (const extra of [{ agentId: true }, { refUid: false }, { agentId: '1e0' }, { refUid: ' 3' }])
      expect(
        await call(t, 'POST', '/api/users.signup', { body: { ...uniqueMember(), ...extra } }),
      ).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION' },
      });
    for (const extra of [{ agentId: '2', refUid: '0' }, { agentId: 2 }])
      expect(
        (await call(t, 'POST', '/api/users.signup', { body: { ...uniqueMember(), ...extra } })).status,
      ).toBe(201);
  });
});

describe('query numbers are digits', () => {
  it.each([
    '/api/admin/members.search?page=1e1',
    '/api/admin/members.search?pageSize=0x10',
    '/api/admin/members.search?page=%201',
    '/api/admin/audit.search?staffId=true',
    '/api/admin/audit.search?staffId=1.0',
  ])('%s answers 400 VALIDATION', async (path) => {
    expect(await staff.get(path)).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
  });

  it('reads plain digits', async () => {
    expect((await staff.get('/api/admin/members.search?page=2&pageSize=5')).status).toBe(200);
    expect((await staff.get('/api/admin/audit.search?staffId=1')).status).toBe(200);
    expect((await call(t, 'GET', '/api/agents-supports?agentId=0x2')).status).toBe(400);
    expect((await call(t, 'GET', '/api/agents-supports?agentId=2')).status).toBe(200);
  });
});
