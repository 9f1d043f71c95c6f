import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, GOOD_PIN, MEMBER_TEST_ENV } from './test-kit.ts';
import { auditOf, signedIn, newMember } from '../../../test/admin-test-kit.ts';

// Typed unknown: vitest's asymmetric matchers are `any`.
const ANY_TEXT: unknown = expect.any(String);
const BANGKOK_TIME: unknown = expect.stringMatching(/\+07:00$/);

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = await signedIn(t, 'Administrator');
});
afterAll(async () => {
  await t.close();
});

const device = (visitorId: string, token: string) =>
  call(t, 'POST', '/api/devices', { token, body: { visitorId, components: {}, confidence: { score: 1 } } });

describe('members.search / members.one', () => {
  it('finds a member by username prefix, phone, uuid and a device visitorId; pages', async () => {
    const m = await newMember(t);
    const visitorId = `vis-${m.uuid.slice(0, 8)}`;
    await t.db.execute(
      sql`insert into devices (visitor_id, member_id, payload) select ${visitorId}, id, '{}'::jsonb from members where uuid = ${m.uuid}::uuid`,
    );
    for (const q of [m.userName.slice(0, 7), m.phoneNumber, m.uuid, visitorId]) {
      const result = await admin.client.get(`/api/admin/members.search?q=${encodeURIComponent(q)}`);
      expect(result.status, q).toBe(200);
      expect(
        (result.body.data as unknown as { items: { uuid: string }[] }).items.map((i) => i.uuid),
        q,
      ).toContain(m.uuid);
    }
    const none = await admin.client.get('/api/admin/members.search?q=zz%25');
    expect(none.body.data).toMatchObject({ items: [], total: 0 });
    const page = await admin.client.get('/api/admin/members.search?pageSize=1&page=1');
    expect(page.body.data).toMatchObject({ page: 1, pageSize: 1 });
    expect((page.body.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(1);
  });

  it('members.one shows profile, lockout, devices and members sharing a visitorId', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    await device('shared-visitor-1', a.token);
    await device('shared-visitor-1', b.token);
    const result = await admin.client.get(`/api/admin/members.one?uuid=${a.uuid}`);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      uuid: a.uuid,
      userName: a.userName,
      status: 0,
      lockout: { locked: false, failedLoginCount: 0, lockedAt: null },
      devices: [{ visitorId: 'shared-visitor-1', seen: 1 }],
      linkedMembers: [
        { uuid: b.uuid, userName: b.userName, via: 'visitorId', visitorIds: ['shared-visitor-1'] },
      ],
    });
    expect(String(result.body.data?.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    expect(
      (await admin.client.get('/api/admin/members.one?uuid=00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('member changes', () => {
  it("status 1 via admin → the member's next guarded call is 403; audited with before/after", async () => {
    const m = await newMember(t);
    expect(
      (await call(t, 'POST', '/api/users-infos.update', { token: m.token, body: { name: 'Somchai' } }))
        .status,
    ).toBe(200);
    const result = await admin.client.post('/api/admin/members.status.update', {
      uuid: m.uuid,
      status: 1,
      reason: 'KYC pending',
    });
    expect(result.body.data).toEqual({ uuid: m.uuid, status: 1 });
    expect(
      (await call(t, 'POST', '/api/users-infos.update', { token: m.token, body: { name: 'Somchai' } }))
        .status,
    ).toBe(403);
    expect(await auditOf(t, m.uuid)).toMatchObject([
      {
        staffId: admin.id,
        action: 'member.status.update',
        targetType: 'member',
        before: { status: 0 },
        after: { status: 1, reason: 'KYC pending' },
        ip: ANY_TEXT,
      },
    ]);
  });

  it('status 9 → existing tokens answer 401 and stay dead (sessions revoked); login → 403', async () => {
    const m = await newMember(t);
    await admin.client.post('/api/admin/members.status.update', { uuid: m.uuid, status: 9, reason: 'fraud' });
    expect((await call(t, 'POST', '/api/users.auth', { token: m.token })).status).toBe(401);
    await admin.client.post('/api/admin/members.status.update', {
      uuid: m.uuid,
      status: 0,
      reason: 'appeal',
    });
    expect((await call(t, 'POST', '/api/users.auth', { token: m.token })).status).toBe(401);
    const audit = await auditOf(t, m.uuid);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ status: 0 }, { status: 9, reason: 'fraud', sessionsRevoked: 1 }],
      [{ status: 9 }, { status: 0, reason: 'appeal' }],
    ]);
  });

  it('an invalid status or missing reason → 400; unknown member → 404 and no audit row', async () => {
    const m = await newMember(t);
    expect(
      (await admin.client.post('/api/admin/members.status.update', { uuid: m.uuid, status: 5, reason: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (await admin.client.post('/api/admin/members.status.update', { uuid: m.uuid, status: 2 })).status,
    ).toBe(400);
    expect(
      (
        await admin.client.post('/api/admin/members.status.update', {
          uuid: '00000000-0000-4000-8000-000000000000',
          status: 2,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect(await auditOf(t, m.uuid)).toEqual([]);
  });

  it('members.unlock clears a lockout (the member logs in again); audited', async () => {
    const m = await newMember(t);
    for (let i = 1; i <= 5; i++)
      await call(t, 'POST', '/api/users.login', {
        body: { userName: m.userName, password: `Wrong#Pin${i}` },
      });
    expect(
      (await call(t, 'POST', '/api/users.login', { body: { userName: m.userName, password: GOOD_PIN } }))
        .status,
    ).toBe(423);
    expect((await admin.client.post('/api/admin/members.unlock', { uuid: m.uuid })).status).toBe(200);
    expect(
      (await call(t, 'POST', '/api/users.login', { body: { userName: m.userName, password: GOOD_PIN } }))
        .status,
    ).toBe(200);
    const [row] = await auditOf(t, m.uuid);
    expect(row).toMatchObject({
      action: 'member.unlock',
      before: { failedLoginCount: 5, loginLockedAt: BANGKOK_TIME },
      after: { failedLoginCount: 0, loginLockedAt: null },
    });
  });

  it('members.logout revokes every session of the member; audited', async () => {
    const m = await newMember(t);
    const second = await call(t, 'POST', '/api/users.login', {
      body: { userName: m.userName, password: GOOD_PIN },
    });
    const result = await admin.client.post('/api/admin/members.logout', { uuid: m.uuid });
    expect(result.body.data).toEqual({ uuid: m.uuid, sessionsRevoked: 2 });
    expect((await call(t, 'POST', '/api/users.auth', { token: m.token })).status).toBe(401);
    expect(
      (
        await call(t, 'POST', '/api/users.auth', {
          headers: { authorization: second.headers.get('authorization')! },
        })
      ).status,
    ).toBe(401);
    expect(await auditOf(t, m.uuid)).toMatchObject([
      { action: 'member.logout', before: { activeSessions: 2 }, after: { activeSessions: 0 } },
    ]);
  });
});
