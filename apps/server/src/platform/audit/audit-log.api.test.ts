import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { withAudit } from './write-audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The database's own message (drizzle wraps it as the cause of "Failed query"). */
const failureOf = async (query: Promise<unknown>): Promise<string> => {
  try {
    await query;
    return 'no error';
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
  }
};

type Items = {
  items: { action: string; staffId: number | null; staffUsername: string | null; createdAt: string }[];
  total: number;
};

describe('audit_log', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await withAudit(t.db, { staffId: null, ip: null }, () =>
      Promise.resolve({
        result: null,
        audit: {
          action: 'test.row',
          targetType: 'member' as const,
          targetId: 'x',
          before: null,
          after: { a: 1 },
        },
      }),
    );
    expect(await failureOf(t.db.execute(sql`update audit_log set action = 'forged'`))).toMatch(
      /audit_log is append-only: UPDATE refused/,
    );
    expect(await failureOf(t.db.execute(sql`delete from audit_log`))).toMatch(
      /audit_log is append-only: DELETE refused/,
    );
    expect(await failureOf(t.db.execute(sql`truncate audit_log`))).toMatch(
      /audit_log is append-only: TRUNCATE refused/,
    );
    expect(await t.db.select({ action: auditLog.action }).from(auditLog)).toContainEqual({
      action: 'test.row',
    });
  });

  it('a change that fails leaves no audit row (same transaction)', async () => {
    const failing = withAudit(t.db, { staffId: null, ip: null }, async (tx) => {
      await tx.execute(sql`select 1`);
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    const rows = await t.db.execute(sql`select count(*)::int as n from audit_log where action = 'never'`);
    expect(rowsOf<{ n: number }>(rows)[0]?.n).toBe(0);
  });

  it('audit.search filters by staff, action prefix, target and dates; Staff see only their own rows; no route writes it', async () => {
    const boss = await signedIn(t, 'Super Admin');
    const clerk = await signedIn(t, 'Staff');
    await boss.client.post('/api/admin/site.maintenance.update', { enabled: false });

    const all = (await boss.client.get('/api/admin/audit.search?pageSize=100')).body.data as unknown as Items;
    expect(all.items.map((i) => i.action)).toEqual(
      expect.arrayContaining(['site.maintenance.update', 'staff.login', 'test.row']),
    );
    expect(all.items[0]).toMatchObject({ action: 'site.maintenance.update', staffUsername: boss.username });
    expect(all.items[0]?.createdAt).toMatch(/\+07:00$/);

    const bySite = (
      await boss.client.get(
        '/api/admin/audit.search?action=site.&targetType=site_setting&targetId=maintenance',
      )
    ).body.data as unknown as Items;
    expect(bySite.items.map((i) => i.action)).toEqual(['site.maintenance.update']);
    const byStaff = (await boss.client.get(`/api/admin/audit.search?staffId=${clerk.id}`)).body
      .data as unknown as Items;
    expect(byStaff.items.map((i) => i.action)).toEqual(['staff.login']);
    const future = (await boss.client.get('/api/admin/audit.search?from=2999-01-01T00:00:00%2B07:00')).body
      .data as unknown as Items;
    expect(future.total).toBe(0);
    const past = (await boss.client.get('/api/admin/audit.search?to=2000-01-01T00:00:00Z')).body
      .data as unknown as Items;
    expect(past.total).toBe(0);

    const own = (await clerk.client.get(`/api/admin/audit.search?staffId=${boss.id}`)).body
      .data as unknown as Items;
    expect(own.items.every((i) => i.staffId === Number(clerk.id))).toBe(true);
    expect(own.total).toBe(1);

    for (const path of ['/api/admin/audit.create', '/api/admin/audit.update', '/api/admin/audit.delete']) {
      expect((await boss.client.post(path, {})).status).toBe(404);
    }
  });
});
