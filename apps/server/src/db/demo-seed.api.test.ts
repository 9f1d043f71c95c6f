import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyPin } from '../platform/pin-hash.ts';
import { DEMO_CREDENTIALS, seedDemo } from './demo-seed.ts';
import { agents, members, staff } from './schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const counts = async (): Promise<number[]> =>
  Promise.all(
    [agents, members, staff].map(
      async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? -1,
    ),
  );

describe('demo seed', () => {
  it('is idempotent: a second run changes nothing', async () => {
    await seedDemo(t.db);
    const first = await counts();
    const memberBefore = await t.db.select().from(members).where(eq(members.userName, 'demo01'));
    await seedDemo(t.db);
    expect(await counts()).toEqual(first);
    expect(first).toEqual([1, 1, 1]);
    expect(await t.db.select().from(members).where(eq(members.userName, 'demo01'))).toEqual(memberBefore);
  });

  it('creates demo01 whose PIN verifies with argon2id, on the centre agent', async () => {
    const [member] = await t.db
      .select()
      .from(members)
      .where(eq(members.userName, DEMO_CREDENTIALS.member.userName));
    expect(member).toMatchObject({
      phoneNumber: '0812345678',
      status: 0,
      agentId: 2,
      refUid: 0n,
      afSlug: 'demo01',
    });
    expect(member?.pinHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPin(member?.pinHash ?? '', 'Demo@1234')).toBe(true);
    expect(await verifyPin(member?.pinHash ?? '', 'Demo@12345')).toBe(false);
  });

  it('creates the Super Admin staff with the demo TOTP secret', async () => {
    const [admin] = await t.db.select().from(staff).where(eq(staff.username, 'admin'));
    expect(admin).toMatchObject({ role: 'Super Admin', totpSecret: 'JBSWY3DPEHPK3PXP' });
    expect(await verifyPin(admin?.pinHash ?? '', 'Admin@1234')).toBe(true);
  });

  it('the database refuses a staff role outside the three roles', async () => {
    await expect(
      t.db.insert(staff).values({ username: 'x', pinHash: 'h', role: 'Root' as 'Staff' }),
    ).rejects.toThrow();
  });
});
