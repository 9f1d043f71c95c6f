import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../../test/push-service-stand-in.ts';
import { openTestSocket } from '../../../test/realtime-node.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import {
  fast,
  member,
  onlyActive,
  receivingAccount,
  sendStatement,
  statementLine,
  type Member,
} from '../deposits/deposits-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { notifyMember } from './notify.ts';

let t: TestApp;
let push: PushServiceStandIn;
let bank: string;
beforeAll(async () => {
  [t, push] = await Promise.all([startTestApp({ env: MEMBER_TEST_ENV }), startPushServiceStandIn()]);
  bank = await receivingAccount(t);
  await onlyActive(t, bank);
});
afterAll(async () => {
  await Promise.all([t?.close(), push?.close()]);
});

interface Item {
  id: string;
  kind: string;
  title: string;
  body: string;
  readAt: string | null;
}
const inbox = async (m: Member) => {
  const res = await call(t, 'GET', '/api/notifications', { token: m.token });
  expect(res.status).toBe(200);
  return res.body.data as { items: Item[]; unread: number; total: number };
};

/** A fast deposit of `amount` baht credited by a matching bank statement line. */
const creditDeposit = async (m: Member, amount: number): Promise<number> => {
  const res = await fast(t, m, amount);
  const prepared = (res.body.data as { prepareAmount: number }).prepareAmount;
  const line = statementLine(prepared);
  const sent = await sendStatement(t, bank, [line]);
  expect(sent.status).toBe(200);
  // The bank sends the same line again: the replay credits nothing and notifies nothing.
  await sendStatement(t, bank, [line]);
  return prepared;
};

const subscribe = async (m: Member) => {
  const subscription = push.subscribe();
  const res = await call(t, 'POST', '/api/push.subscribe', { token: m.token, body: subscription });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return subscription;
};

const subscriptionCount = async (endpoint: string): Promise<number> =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from push_subscriptions where endpoint = ${endpoint}`),
  )[0]!.n;

describe('notifications', () => {
  it('a credited deposit adds one notification, tells the open socket and sends one encrypted push', async () => {
    const m = await member(t);
    const subscription = await subscribe(m);
    const socket = openTestSocket(`${t.url.replace('http', 'ws')}/ccu?token=${m.token}`);
    await socket.opened;

    const amount = await creditDeposit(m, 300);
    await t.app.deliverNotifications();

    const page = await inbox(m);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'DEPOSIT_CREDITED',
      title: 'DEPOSIT_CREDITED',
      readAt: null,
    });
    expect(JSON.parse(page.items[0]!.body)).toEqual({ amount });

    const frame = await socket.nextFrame((text) => text.includes('"notification"'));
    expect(JSON.parse(frame)).toEqual({
      event: 'notification',
      channel: m.uuid,
      message: JSON.stringify({ unread: 1, kind: 'DEPOSIT_CREDITED' }),
    });
    socket.ws.close();

    const mine = push.received.filter((p) => p.endpoint === subscription.endpoint);
    expect(push.refused).toEqual([]);
    expect(mine).toHaveLength(1);
    expect(JSON.parse(mine[0]!.payload)).toEqual({
      id: page.items[0]!.id,
      kind: 'DEPOSIT_CREDITED',
      params: { amount },
    });
    // Delivered once: the next pass sends nothing again.
    await t.app.deliverNotifications();
    expect(push.received.filter((p) => p.endpoint === subscription.endpoint)).toHaveLength(1);
  });

  it('a 410 from the push service removes the subscription; the inbox keeps the notification', async () => {
    const m = await member(t);
    const subscription = await subscribe(m);
    // Subscribing again from the same browser updates the one row.
    await call(t, 'POST', '/api/push.subscribe', { token: m.token, body: subscription });
    expect(await subscriptionCount(subscription.endpoint)).toBe(1);
    push.markGone(subscription.endpoint);

    await creditDeposit(m, 200);
    await t.app.deliverNotifications();
    expect(await subscriptionCount(subscription.endpoint)).toBe(0);
    expect((await inbox(m)).unread).toBe(1);
  });

  it('a rolled-back change leaves no notification', async () => {
    const m = await member(t);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyMember(tx, m.id, 'BROADCAST', { code: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await inbox(m)).total).toBe(0);
  });

  it("a member reads and marks only their own notifications; another's id changes nothing", async () => {
    const [a, b] = await Promise.all([member(t), member(t)]);
    await notifyMember(t.db, a.id, 'BROADCAST', { code: 'a' });
    await notifyMember(t.db, b.id, 'BROADCAST', { code: 'b' });
    const [pageA, pageB] = await Promise.all([inbox(a), inbox(b)]);
    expect(pageA.items.map((i) => i.body)).toEqual([JSON.stringify({ code: 'a' })]);
    expect(pageB.items.map((i) => i.body)).toEqual([JSON.stringify({ code: 'b' })]);

    const other = await call(t, 'POST', '/api/notifications.read', {
      token: a.token,
      body: { ids: [pageB.items[0]!.id] },
    });
    expect(other.body.data).toEqual({ unread: 1 });
    expect((await inbox(b)).items[0]!.readAt).toBeNull();

    const own = await call(t, 'POST', '/api/notifications.read', {
      token: a.token,
      body: { ids: [pageA.items[0]!.id] },
    });
    expect(own.body.data).toEqual({ unread: 0 });
    const unread = await call(t, 'GET', '/api/notifications.unread', { token: b.token });
    expect(unread.body.data).toEqual({ unread: 1 });
    expect((await inbox(a)).items[0]!.readAt).not.toBeNull();
  });

  it('refuses bad input with a clear 400 and answers 401 without a session', async () => {
    const m = await member(t);
    const bad = await call(t, 'POST', '/api/notifications.read', { token: m.token, body: { ids: ['x'] } });
    expect(bad.status).toBe(400);
    const badKey = await call(t, 'POST', '/api/push.subscribe', {
      token: m.token,
      body: { endpoint: 'ftp://x', keys: { p256dh: 'a', auth: 'b' } },
    });
    expect(badKey.status).toBe(400);
    expect((await call(t, 'GET', '/api/notifications')).status).toBe(401);
    const key = await call(t, 'GET', '/api/push.key');
    expect((key.body.data as { publicKey: string }).publicKey).toMatch(/^[\w-]{80,}$/);
  });
});
