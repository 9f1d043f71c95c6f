import { satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { fundedMember, makeRound } from '../lotto/lotto-test-kit.ts';
import { placePoy } from '../lotto/place-poy.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { balanceOf } from '../wallet/test-kit.ts';
import { evaluateAchievements } from './evaluate-achievements.ts';
import { entryCount, expectReconciled } from './loyalty-test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = await signedIn(t, 'Administrator');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectReconciled(t);
});

const texts = (th: string, en = '') => ({ th, en, kh: '', mm: '' });
const create = (body: Record<string, unknown>) =>
  admin.client.post('/api/admin/loyalty.achievements.create', {
    target: 1,
    family: null,
    reward: 0,
    description: texts('คำอธิบาย'),
    ...body,
  });

interface Achievement {
  code: string;
  name: string;
  description: string;
  reward: number;
  progress: number;
  target: number;
  achievedAt: string | null;
}
const mine = async (token: string, lang = 'th'): Promise<Map<string, Achievement>> => {
  const answer = await call(t, 'GET', `/api/achievements?lang=${lang}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return new Map((answer.body.data as unknown as Achievement[]).map((a) => [a.code, a]));
};

const placeSome = async (memberId: bigint, count: number, price = 100_00n) => {
  const roundId = await makeRound(t.db, 'gov');
  for (let i = 0; i < count; i++)
    await placePoy(t.db, {
      memberId,
      body: {
        betId: roundId,
        lines: [{ option: 'teng_lang_2', number: String(10 + i), price: satang(price) }],
      },
    });
};

describe('achievements', () => {
  it('shows progress toward staff rules in the member language, awards once with its reward', async () => {
    const created = await create({
      code: 'poys-3',
      kind: 'POYS_PLACED',
      target: 3,
      reward: 25.5,
      name: texts('แทง 3 โพย', 'Place 3 slips'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(
      (await create({ code: 'turnover-500', kind: 'MONTH_TURNOVER', target: 500, name: texts('ยอด 500') }))
        .status,
    ).toBe(201);
    expect((await create({ code: 'poys-3', kind: 'POYS_PLACED', name: texts('ซ้ำ') })).body.code).toBe(
      'ACHIEVEMENT_EXISTS',
    );
    const m = await fundedMember(t, 1_000);
    const other = await fundedMember(t, 1_000);
    await placeSome(m.id, 2);

    const before = await mine(m.token, 'en');
    expect(before.get('poys-3')).toEqual({
      code: 'poys-3',
      name: 'Place 3 slips',
      description: 'คำอธิบาย',
      reward: 25.5,
      progress: 2,
      target: 3,
      achievedAt: null,
    });
    expect(before.get('turnover-500')).toMatchObject({ name: 'ยอด 500', progress: 200, target: 500 });
    // The deposit that funded the member is their first (the migration's rule, 20 baht).
    expect(before.get('first-deposit')).toMatchObject({ progress: 1, target: 1, achievedAt: null });

    await placeSome(m.id, 1, 300_00n);
    const cash = (await balanceOf(t.db, m.id))?.balance ?? 0n;
    await Promise.all([evaluateAchievements(t.db), evaluateAchievements(t.db)]);
    await evaluateAchievements(t.db);
    const after = await mine(m.token);
    for (const code of ['poys-3', 'turnover-500', 'first-deposit'])
      expect(after.get(code)?.achievedAt).toMatch(/\+07:00$/);
    expect(after.get('poys-3')).toMatchObject({ progress: 3, name: 'แทง 3 โพย' });
    // 25.50 + 20 baht, paid once however often and however concurrently it ran.
    expect((await balanceOf(t.db, m.id))?.balance).toBe(cash + 45_50n);
    expect(await entryCount(t, m.id, 'ACHIVEMENT_ADDMONEY')).toBe(2);
    const awards = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from member_achievements where member_id = ${m.id.toString()}::bigint`,
      ),
    );
    expect(awards[0]?.n).toBe(3);

    // Another member sees their own progress only.
    const theirs = await mine(other.token);
    expect(theirs.get('poys-3')).toMatchObject({ progress: 0, achievedAt: null });
    expect(theirs.get('turnover-500')).toMatchObject({ progress: 0 });
  });

  it('a disabled rule is no longer shown nor awarded; changes are audited; Staff cannot change', async () => {
    const created = await create({ code: 'poys-1', kind: 'POYS_PLACED', name: texts('โพยแรก') });
    const rule = created.body.data as { id: number };
    const updated = await admin.client.post('/api/admin/loyalty.achievements.update', {
      id: rule.id,
      kind: 'POYS_PLACED',
      target: 1,
      family: null,
      reward: 0,
      name: texts('โพยแรก'),
      description: texts('-'),
      active: false,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const m = await fundedMember(t, 100);
    await placeSome(m.id, 1);
    await evaluateAchievements(t.db);
    expect((await mine(m.token)).has('poys-1')).toBe(false);
    const list = await admin.client.get('/api/admin/loyalty.achievements.list');
    expect(
      (list.body.data as { items: { code: string; awarded: number; active: boolean }[] }).items,
    ).toContainEqual(expect.objectContaining({ code: 'poys-1', awarded: 0, active: false }));
    const audit = rowsOf<{ action: string }>(
      await t.db.execute(
        sql`select action from audit_log where target_id = ${String(rule.id)} and target_type = 'achievement' order by id`,
      ),
    );
    expect(audit.map((a) => a.action)).toEqual([
      'loyalty.achievements.create',
      'loyalty.achievements.update',
    ]);
    const staff = await signedIn(t, 'Staff');
    expect((await staff.client.post('/api/admin/loyalty.achievements.create', {})).status).toBe(403);
    expect((await create({ code: 'win-x', kind: 'FAMILY_WIN', name: texts('ถูก') })).status).toBe(400);
  });

  it('the test-only dev route runs the same evaluation', async () => {
    const m = await fundedMember(t, 10);
    const answer = await call(t, 'POST', '/api/dev/achievements.evaluate', {});
    expect(answer.status).toBe(200);
    expect((await mine(m.token)).get('first-deposit')?.achievedAt).not.toBeNull();
  });
});
