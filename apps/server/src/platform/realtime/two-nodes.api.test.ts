import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { call } from '../../modules/members/test-kit.ts';
import {
  createTestMember,
  openTestSocket,
  startTwoNodes,
  twoNodesSkipReason,
  waitFor,
  type TestNode,
  type TwoNodes,
} from '../../../test/realtime-node.ts';

const skipReason = twoNodesSkipReason('two-nodes realtime');

describe.skipIf(skipReason !== undefined)(
  `two server nodes on one PostgreSQL and one Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let nodes: TwoNodes;
    let nodeA: TestNode;
    let nodeB: TestNode;

    beforeAll(async () => {
      nodes = await startTwoNodes();
      ({ nodeA, nodeB } = nodes);
    });
    afterAll(() => nodes?.close());

    it('uses the Redis transport on both nodes', () => {
      expect(nodeA.app.realtime.hub.transport).toBe('redis');
      expect(nodeB.app.realtime.hub.transport).toBe('redis');
    });

    it('a socket on node B receives, within 1 s, a money-update published on node A, and not one for another member', async () => {
      // The member and session are written through node A and authenticated by node B: one database.
      const member = await createTestMember(nodeA);
      const other = await createTestMember(nodeA);
      const onB = openTestSocket(`${nodeB.wsUrl}/ccu?token=${member.token}`);
      const onA = openTestSocket(`${nodeA.wsUrl}/ccu?token=${member.token}`);
      await Promise.all([onB.opened, onA.opened]);
      // The socket's SUBSCRIBE was sent at upgrade; a second subscription resolves once Redis has acknowledged both.
      for (const node of [nodeA, nodeB]) {
        const probe = node.app.realtime.hub.subscribe(member.uuid, () => undefined);
        await probe.ready;
        probe.unsubscribe();
      }

      const started = Date.now();
      await nodeA.app.realtime.publishMoneyUpdate(other.uuid, 1n);
      await nodeA.app.realtime.publishMoneyUpdate(member.uuid, 500_001n);
      const expected = JSON.stringify({
        event: 'money-update',
        channel: member.uuid,
        message: '{"balance":5000.01}',
      });
      expect(await onB.nextFrame(undefined, 1_000)).toBe(expected);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(await onA.nextFrame(undefined, 1_000)).toBe(expected);

      // And the other way round.
      await nodeB.app.realtime.publishMoneyUpdate(member.uuid, 7n);
      await onA.nextFrame((text) => text.includes('0.07'), 1_000);
      await onB.nextFrame((text) => text.includes('0.07'), 1_000);
      expect(onB.frames.every((text) => text.includes(member.uuid))).toBe(true);

      onA.ws.close();
      onB.ws.close();
      // The last socket of a member gone: the node releases the member's Redis channel (the
      // nodes' broadcast channel stays).
      await waitFor(
        () => nodeB.app.realtime.hub.channelCount() === 1 && nodeA.app.realtime.hub.channelCount() === 1,
        2_000,
        'channels released',
      );
    });

    it("a staff reply sent on node A reaches the member's chat socket on node B", async () => {
      const member = await createTestMember(nodeA);
      const opened = await call(nodeA, 'POST', '/api/chat.open', { body: {}, token: member.token });
      const conversationId = String(opened.body.data?.conversationId);
      const channel = `chat:${conversationId}`;
      const onB = openTestSocket(`${nodeB.wsUrl}/ccu?token=${member.token}`);
      await onB.opened;
      onB.ws.send(JSON.stringify({ action: 'subscribe', channel }));
      // `subscribed` comes once node B's Redis SUBSCRIBE is acknowledged.
      await onB.nextFrame((text) => text.includes('"event":"subscribed"'), 2_000);

      const staff = await signedIn(nodeA, 'Staff');
      const sent = await staff.client.post('/api/admin/support.send', {
        conversationId,
        text: 'ได้รับเรื่องแล้วค่ะ',
      });
      expect(sent.status).toBe(201);
      const frame = JSON.parse(await onB.nextFrame((text) => text.includes('chat-message'), 2_000)) as {
        channel: string;
        message: string;
      };
      expect(frame.channel).toBe(channel);
      expect(JSON.parse(frame.message)).toEqual(sent.body.data);
      onB.ws.close();
    });
  },
);
