import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, MEMBER_TEST_ENV, signUp } from '../members/test-kit.ts';

const PREVIEW = '/api/admin/notifications.broadcast.preview';
const SEND = '/api/admin/notifications.broadcast';

let t: TestApp;
let staff: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  staff = (await signedIn(t, 'Administrator')).client;
});
afterAll(async () => {
  await t?.close();
});

/** A member set up with the given columns (level, agent_id, status). */
const member = async (columns: { level?: number; agentId?: number; status?: number } = {}) => {
  const m = await signUp(t);
  await t.db.execute(sql`
    update members set level = ${columns.level ?? 0}, agent_id = ${columns.agentId ?? 2},
      status = ${columns.status ?? 0}
    where uuid = ${m.uuid}::uuid`);
  return m;
};

const inboxOf = async (token: string) => {
  const res = await call(t, 'GET', '/api/notifications', { token });
  expect(res.status).toBe(200);
  return (res.body.data as { items: { kind: string; body: string }[] }).items;
};

const notificationCount = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from notifications`))[0]!.n;

const preview = async (query: string) => {
  const res = await staff.get(`${PREVIEW}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { members: number }).members;
};

describe('staff broadcast', () => {
  it('previews and reaches exactly its audience, with the texts per language, audited', async () => {
    const before = {
      all: await preview('audience=ALL'),
      level: await preview('audience=LEVEL&minLevel=3'),
      agent: await preview('audience=AGENT&agentId=77'),
    };
    const plain = await member();
    const vip = await member({ level: 4 });
    const agents = await member({ agentId: 77 });
    const banned = await member({ level: 5, agentId: 77, status: 9 });
    const waiting = await member({ level: 5, status: 1 });

    expect(await preview('audience=ALL')).toBe(before.all + 3);
    expect(await preview('audience=LEVEL&minLevel=3')).toBe(before.level + 1);
    expect(await preview('audience=AGENT&agentId=77')).toBe(before.agent + 1);

    const sent = await staff.post(SEND, {
      audience: { audience: 'LEVEL', minLevel: 3 },
      text: { th: 'โปรวันเกิดสำหรับสมาชิก VIP', en: 'A birthday bonus for VIP members', kh: '', mm: '' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toEqual({ members: before.level + 1 });

    const [item] = await inboxOf(vip.token);
    expect(item?.kind).toBe('BROADCAST');
    // Empty languages are not stored: the web app shows the Thai text for them.
    expect(JSON.parse(item?.body ?? '{}')).toEqual({
      th: 'โปรวันเกิดสำหรับสมาชิก VIP',
      en: 'A birthday bonus for VIP members',
    });
    expect(await inboxOf(plain.token)).toEqual([]);
    expect(await inboxOf(agents.token)).toEqual([]);
    const outside = rowsOf<{ n: number }>(
      await t.db.execute(sql`
        select count(*)::int as n from notifications n join members m on m.id = n.member_id
        where m.uuid in (${banned.uuid}::uuid, ${waiting.uuid}::uuid)`),
    )[0]!.n;
    expect(outside).toBe(0);

    const [audit] = (await auditOf(t, 'LEVEL')).slice(-1);
    expect(audit).toMatchObject({
      action: 'notifications.broadcast',
      targetType: 'broadcast',
      after: { audience: 'LEVEL', minLevel: 3, members: before.level + 1 },
    });
  });

  it('refuses an audience without its parameter, an empty Thai text and a text over 500 characters, writing nothing', async () => {
    await member();
    const count = await notificationCount();
    const refused = [
      await staff.post(SEND, { audience: { audience: 'LEVEL' }, text: { th: 'x' } }),
      await staff.post(SEND, { audience: { audience: 'AGENT' }, text: { th: 'x' } }),
      await staff.post(SEND, { audience: { audience: 'ALL' }, text: { th: '   ', en: 'only English' } }),
      await staff.post(SEND, { audience: { audience: 'ALL' }, text: { th: 'x'.repeat(501) } }),
      await staff.post(SEND, { audience: { audience: 'EVERYONE' }, text: { th: 'x' } }),
      await staff.get(`${PREVIEW}?audience=LEVEL&minLevel=101`),
    ];
    for (const res of refused) expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(await notificationCount()).toBe(count);
  });
});
