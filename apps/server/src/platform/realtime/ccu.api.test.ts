import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { revokeSession } from '../auth/index.ts';
import { eq } from 'drizzle-orm';
import {
  createTestMember,
  openStalledSocket,
  openTestSocket,
  startTestNode,
  waitFor,
  type TestNode,
} from '../../../test/realtime-node.ts';
import { withAfterCommit } from './after-commit.ts';

const moneyFrame = (uuid: string, balance: number): string =>
  JSON.stringify({ event: 'money-update', channel: uuid, message: JSON.stringify({ balance }) });

describe('WS /ccu (one node, in-process hub)', () => {
  let node: TestNode;
  beforeAll(async () => {
    node = await startTestNode({ realtime: { maxBufferedBytes: 256 * 1024 } });
  });
  afterAll(() => node?.close());

  it('delivers a money-update for the member within 1 s to every socket of that member, and nothing of another member', async () => {
    const alice = await createTestMember(node);
    const bob = await createTestMember(node);
    const phone = openTestSocket(`${node.wsUrl}/ccu?token=${alice.token}`);
    // The cookie is accepted too (the browser sends it on a same-origin upgrade).
    const desktop = openTestSocket(`${node.wsUrl}/ccu`, {
      headers: { cookie: `accessToken=${alice.token}` },
    });
    const bobSocket = openTestSocket(`${node.wsUrl}/ccu?token=${bob.token}`);
    await Promise.all([phone.opened, desktop.opened, bobSocket.opened]);
    expect(node.app.realtime.connectionCount()).toBe(3);

    const started = Date.now();
    await node.app.realtime.publishMoneyUpdate(bob.uuid, 999n);
    await node.app.realtime.publishMoneyUpdate(alice.uuid, 12_345n);
    const [onPhone, onDesktop] = await Promise.all([phone.nextFrame(), desktop.nextFrame()]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(onPhone).toBe(moneyFrame(alice.uuid, 123.45));
    expect(JSON.parse(onPhone)).toEqual({
      event: 'money-update',
      channel: alice.uuid,
      message: '{"balance":123.45}',
    });
    expect(onDesktop).toBe(onPhone);
    expect(await bobSocket.nextFrame()).toBe(moneyFrame(bob.uuid, 9.99));
    // Alice's sockets got exactly her frame, never Bob's.
    expect(phone.frames).toEqual([moneyFrame(alice.uuid, 123.45)]);
    expect(desktop.frames).toEqual([moneyFrame(alice.uuid, 123.45)]);
    expect(bobSocket.frames).toEqual([moneyFrame(bob.uuid, 9.99)]);

    phone.ws.close();
    desktop.ws.close();
    bobSocket.ws.close();
    await Promise.all([phone.closed, desktop.closed, bobSocket.closed]);
    await waitFor(() => node.app.realtime.connectionCount() === 0, 2_000, 'connections released');
    // Only the nodes' broadcast channel is left.
    expect(node.app.realtime.hub.channelCount()).toBe(1);
  });

  it('publishes after COMMIT only: a rolled-back change sends nothing', async () => {
    const member = await createTestMember(node);
    const socket = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    await socket.opened;

    await expect(
      withAfterCommit(node.db, async (tx, afterCommit) => {
        await tx.execute(sql`select 1`);
        afterCommit(() => node.app.realtime.publishMoneyUpdate(member.uuid, 100n));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await withAfterCommit(node.db, async (tx, afterCommit) => {
      await tx.execute(sql`select 1`);
      afterCommit(() => node.app.realtime.publishMoneyUpdate(member.uuid, 200n));
    });
    expect(await socket.nextFrame()).toBe(moneyFrame(member.uuid, 2));
    expect(socket.frames).toEqual([moneyFrame(member.uuid, 2)]);
    socket.ws.close();
  });

  it('refuses a missing, forged or revoked token and a banned member with 4401; a guest-like member with 4403', async () => {
    const none = openTestSocket(`${node.wsUrl}/ccu`);
    expect((await none.closed).code).toBe(4401);

    const member = await createTestMember(node);
    const forged = openTestSocket(`${node.wsUrl}/ccu?token=${member.token.slice(0, -3)}abc`);
    expect((await forged.closed).code).toBe(4401);

    await revokeSession(node.db, member.sid);
    const revoked = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    expect((await revoked.closed).code).toBe(4401);

    const banned = await createTestMember(node);
    await node.db.update(members).set({ status: 9 }).where(eq(members.id, banned.id));
    const bannedSocket = openTestSocket(`${node.wsUrl}/ccu?token=${banned.token}`);
    expect((await bannedSocket.closed).code).toBe(4401);

    const guest = await createTestMember(node, 1);
    const guestSocket = openTestSocket(`${node.wsUrl}/ccu?token=${guest.token}`);
    expect((await guestSocket.closed).code).toBe(4403);

    for (const socket of [none, forged, revoked, bannedSocket, guestSocket])
      expect(socket.frames).toEqual([]);
    expect(node.app.realtime.connectionCount()).toBe(0);
  });

  it('recheckMember closes the member’s sockets at once (heartbeat 25 s): revoked → 4401, no member access → 4403; others stay', async () => {
    const member = await createTestMember(node);
    const bystander = await createTestMember(node);
    const socket = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    const other = openTestSocket(`${node.wsUrl}/ccu?token=${bystander.token}`);
    await Promise.all([socket.opened, other.opened]);
    // users.logout revokes the session and re-checks: a second tab on the same session learns it now.
    const logout = await fetch(`${node.url}/api/users.logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    expect((await socket.closed).code).toBe(4401);

    const guestLike = await createTestMember(node);
    const guestSocket = openTestSocket(`${node.wsUrl}/ccu?token=${guestLike.token}`);
    await guestSocket.opened;
    await node.db.update(members).set({ status: 1 }).where(eq(members.id, guestLike.id));
    await node.app.realtime.recheckMember(guestLike.uuid);
    expect((await guestSocket.closed).code).toBe(4403);

    expect(other.ws.readyState).toBe(other.ws.OPEN);
    expect(other.frames).toEqual([]);
    other.ws.close();
  });

  it('drops a socket whose client stopped reading instead of buffering for ever; other sockets keep receiving', async () => {
    const member = await createTestMember(node);
    const healthy = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    await healthy.opened;
    const stalled = await openStalledSocket(node.wsUrl, member.token);
    await waitFor(() => node.app.realtime.connectionCount() === 2, 2_000, 'both sockets');

    const big = 'x'.repeat(32 * 1024);
    let published = 0;
    // The kernel buffers a few MB for the stalled peer first; stop as soon as the server drops it.
    while (node.app.realtime.connectionCount() === 2 && published < 4_000) {
      await node.app.realtime.hub.publish(member.uuid, 'test-load', big);
      published += 1;
      // Let the healthy socket drain between frames.
      if (published % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(node.app.realtime.connectionCount()).toBe(1);
    await waitFor(
      () => stalled.destroyed || stalled.readableEnded || stalled.writableEnded || !stalled.writable,
      2_000,
      'stalled socket closed by the server',
    ).catch(() => undefined);

    await node.app.realtime.publishMoneyUpdate(member.uuid, 1n);
    await healthy.nextFrame((text) => text.includes('money-update'), 5_000);
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    stalled.destroy();
    healthy.ws.close();
  });
});

describe('WS /ccu heartbeats and session re-checks', () => {
  let node: TestNode;
  beforeAll(async () => {
    node = await startTestNode({ realtime: { heartbeatMs: 150, revalidateEveryBeats: 1 } });
  });
  afterAll(() => node?.close());

  it('terminates a socket that does not answer pings and keeps one that does', async () => {
    const member = await createTestMember(node);
    const answering = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    const silent = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`, { autoPong: false });
    await Promise.all([answering.opened, silent.opened]);
    const { code } = await silent.closed;
    // Terminated without a close frame.
    expect(code).toBe(1006);
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    expect(node.app.realtime.connectionCount()).toBe(1);
    answering.ws.close();
  });

  it('closes an open socket with 4401 once its session is revoked (logout elsewhere, PIN change)', async () => {
    const member = await createTestMember(node);
    const socket = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    await socket.opened;
    await revokeSession(node.db, member.sid);
    expect((await socket.closed).code).toBe(4401);
  });

  it('the periodic re-check closes a banned member’s socket with 4401 and one without member access with 4403; the others of the same batch stay', async () => {
    const banned = await createTestMember(node);
    const guestLike = await createTestMember(node);
    const bystanders = await Promise.all([createTestMember(node), createTestMember(node)]);
    const bannedSocket = openTestSocket(`${node.wsUrl}/ccu?token=${banned.token}`);
    const guestSocket = openTestSocket(`${node.wsUrl}/ccu?token=${guestLike.token}`);
    const others = bystanders.map((m) => openTestSocket(`${node.wsUrl}/ccu?token=${m.token}`));
    await Promise.all([bannedSocket.opened, guestSocket.opened, ...others.map((o) => o.opened)]);
    // No recheckMember: only the heartbeat's re-check can learn of these changes.
    await node.db.update(members).set({ status: 9 }).where(eq(members.id, banned.id));
    await node.db.update(members).set({ status: 1 }).where(eq(members.id, guestLike.id));
    expect((await bannedSocket.closed).code).toBe(4401);
    expect((await guestSocket.closed).code).toBe(4403);
    // Still subscribed: a socket the same batch had closed would have been released already.
    for (const [i, member] of bystanders.entries()) {
      await node.app.realtime.publishMoneyUpdate(member.uuid, 100n);
      expect(await others[i]!.nextFrame()).toBe(moneyFrame(member.uuid, 1));
      others[i]!.ws.close();
    }
  });

  it('closes the sockets with 1001 when the server shuts down', async () => {
    const other = await startTestNode();
    const member = await createTestMember(other);
    const socket = openTestSocket(`${other.wsUrl}/ccu?token=${member.token}`);
    await socket.opened;
    await other.close();
    expect((await socket.closed).code).toBe(1001);
  });
});

describe('WS /ccu connection rate limit', () => {
  let node: TestNode;
  beforeAll(async () => {
    node = await startTestNode({ realtime: { connectsPerMinute: 2 } });
  });
  afterAll(() => node?.close());

  it('answers 429 to the upgrade after the per-IP limit', async () => {
    const member = await createTestMember(node);
    const first = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    const second = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    await Promise.all([first.opened, second.opened]);
    const third = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    await expect(third.opened).rejects.toThrow('upgrade refused: 429');
    first.ws.close();
    second.ws.close();
  });
});
