import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  auditOf,
  codeFor,
  makeStaff,
  signedIn,
  STAFF_PIN,
  StaffClient,
} from '../../../test/admin-test-kit.ts';

let t: TestApp;
let boss: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp();
  boss = await signedIn(t, 'Super Admin');
});
afterAll(async () => {
  await t.close();
});

describe('staff management (Super Admin)', () => {
  it('staff.create → 201, listed, first login must enrol; the PIN never reaches the audit row', async () => {
    const created = await boss.client.post('/api/admin/staff.create', {
      username: 'new.admin',
      password: 'Fresh#Pin1',
      role: 'Administrator',
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect(created.body.data).toEqual({ id, username: 'new.admin', role: 'Administrator' });
    expect(
      (
        await boss.client.post('/api/admin/staff.create', {
          username: 'new.admin',
          password: 'Fresh#Pin1',
          role: 'Staff',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await boss.client.post('/api/admin/staff.create', {
          username: 'weak',
          password: 'weak',
          role: 'Staff',
        })
      ).status,
    ).toBe(400);
    const list = (await boss.client.get('/api/admin/staff.list')).body.data as unknown as {
      username: string;
    }[];
    expect(list.find((s) => s.username === 'new.admin')).toMatchObject({
      role: 'Administrator',
      totpEnrolled: false,
      locked: false,
      disabled: false,
    });
    expect((await new StaffClient(t).login('new.admin', 'Fresh#Pin1')).body.data).toMatchObject({
      enrolmentRequired: true,
    });
    const audit = await auditOf(t, String(id));
    expect(audit[0]).toMatchObject({
      staffId: boss.id,
      action: 'staff.create',
      before: null,
      after: { username: 'new.admin', role: 'Administrator' },
    });
    expect(JSON.stringify(audit.map((a) => [a.before, a.after]))).not.toContain('Fresh#Pin1');
  });

  it('staff.role.update applies on the next call; audited; the last Super Admin cannot be demoted', async () => {
    const who = await signedIn(t, 'Staff');
    expect((await who.client.get('/api/admin/agents.list')).status).toBe(403);
    expect(
      (await boss.client.post('/api/admin/staff.role.update', { id: Number(who.id), role: 'Administrator' }))
        .body.data,
    ).toMatchObject({ role: 'Administrator' });
    expect((await who.client.get('/api/admin/agents.list')).status).toBe(200);
    expect(await auditOf(t, String(who.id))).toMatchObject([
      { action: 'staff.login' },
      { action: 'staff.role.update', before: { role: 'Staff' }, after: { role: 'Administrator' } },
    ]);
    expect(
      (await boss.client.post('/api/admin/staff.role.update', { id: Number(boss.id), role: 'Staff' })).status,
    ).toBe(409);
  });

  it('staff.totp.reset ends the sessions and the next login leads to enrolment; staff.disable ends them and refuses login', async () => {
    const who = await signedIn(t, 'Administrator');
    expect(
      (await boss.client.post('/api/admin/staff.totp.reset', { id: Number(who.id) })).body.data,
    ).toMatchObject({ totpEnrolled: false });
    expect((await who.client.get('/api/admin/auth.me')).status).toBe(401);
    const again = new StaffClient(t);
    expect((await again.login(who.username)).body.data).toMatchObject({ enrolmentRequired: true });

    expect(
      (await boss.client.post('/api/admin/staff.disable', { id: Number(who.id) })).body.data,
    ).toMatchObject({ disabled: true });
    expect((await again.get('/api/admin/auth.me')).status).toBe(401);
    expect((await new StaffClient(t).login(who.username)).status).toBe(401);
    expect(
      (await boss.client.post('/api/admin/staff.enable', { id: Number(who.id) })).body.data,
    ).toMatchObject({ disabled: false });
    expect((await new StaffClient(t).login(who.username)).status).toBe(200);
    expect((await auditOf(t, String(who.id))).map((a) => a.action)).toEqual([
      'staff.login',
      'staff.totp.reset',
      'staff.login',
      'staff.disable',
      'staff.enable',
      'staff.login',
    ]);
    expect((await boss.client.post('/api/admin/staff.disable', { id: Number(boss.id) })).status).toBe(409);
  });

  it('staff.unlock clears a lockout; audited with before/after', async () => {
    const who = await makeStaff(t, 'Staff');
    for (let i = 1; i <= 5; i++) await new StaffClient(t).login(who.username, `Wrong#Pin${i}`);
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, codeFor(who.secret!))).status).toBe(423);
    await boss.client.post('/api/admin/staff.unlock', { id: Number(who.id) });
    expect(await auditOf(t, String(who.id))).toMatchObject([
      {
        action: 'staff.unlock',
        before: { locked: true, failedLoginCount: 5 },
        after: { locked: false, failedLoginCount: 0 },
      },
    ]);
    expect((await new StaffClient(t).login(who.username, STAFF_PIN, codeFor(who.secret!))).status).toBe(200);
  });
});
