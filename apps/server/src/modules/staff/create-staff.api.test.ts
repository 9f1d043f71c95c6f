import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, staff } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPin } from '../../platform/pin-hash.ts';
import { createStaff } from './create-staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('createStaff', () => {
  it('stores an argon2id PIN hash, no TOTP secret yet (enrolled at first login), and an audit row', async () => {
    const created = await createStaff(t.db, {
      username: 'ops.lead',
      role: 'Administrator',
      password: 'Strong#Pin1',
    });
    const [row] = await t.db.select().from(staff).where(eq(staff.username, 'ops.lead'));
    expect(row).toMatchObject({ role: 'Administrator', totpSecret: null });
    expect(await verifyPin(row?.pinHash ?? '', 'Strong#Pin1')).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, created.id.toString()));
    expect(audit).toMatchObject([
      {
        staffId: null,
        action: 'staff.create',
        targetType: 'staff',
        before: null,
        after: { username: 'ops.lead', role: 'Administrator' },
      },
    ]);
  });

  it('refuses a duplicate username with a clear message', async () => {
    await createStaff(t.db, { username: 'twice', role: 'Staff', password: 'Strong#Pin1' });
    const again = createStaff(t.db, { username: 'twice', role: 'Super Admin', password: 'Other#Pin22' });
    await expect(again).rejects.toThrow(AppError);
    await expect(
      createStaff(t.db, { username: 'twice', role: 'Staff', password: 'Strong#Pin1' }),
    ).rejects.toThrow('Staff user "twice" already exists');
  });

  it('refuses a PIN that breaks the rule and an unknown role', async () => {
    await expect(
      createStaff(t.db, { username: 'weakpin', role: 'Staff', password: 'password' }),
    ).rejects.toThrow('Password is invalid');
    await expect(
      createStaff(t.db, { username: 'badrole', role: 'Root' as 'Staff', password: 'Strong#Pin1' }),
    ).rejects.toThrow(/Role must be one of/);
    expect(await t.db.select().from(staff)).toHaveLength(2);
  });
});
