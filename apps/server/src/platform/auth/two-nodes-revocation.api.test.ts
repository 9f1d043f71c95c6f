import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin-test-kit.ts';
import {
  startTwoNodes,
  twoNodesSkipReason,
  type TestNode,
  type TwoNodes,
} from '../../../test/realtime-node.ts';
import { bearerOf, call, GOOD_PIN, MEMBER_TEST_ENV, signUp } from '../../modules/members/test-kit.ts';
import { CASH_CHANGED } from '../../modules/wallet/cash-updates.ts';
import { MAINTENANCE_CHANGED } from '../../modules/site/maintenance-state.ts';
import { BROADCAST_CHANNEL } from '../realtime/broadcast.ts';
import { MEMBER_CHANGED } from '../realtime/realtime-options.ts';

const skipReason = twoNodesSkipReason('two-nodes revocation');

/**
 * Each node caches checked tokens, members' cash and the maintenance flag for a few seconds. A change
 * made through node A must apply on node B as soon as its broadcast reaches B (docs/scaling.md): every
 * case first makes node B cache the old answer, changes it through node A, waits until B's hub has
 * delivered the broadcast (B's own listeners run first: they subscribed at its start) and asks B
 * again. Without the wait the case would race the message's sub-millisecond transit against the
 * next HTTP request on a busy runner.
 */
describe.skipIf(skipReason !== undefined)(
  `a change on one node applies on the next request on the other${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let nodes: TwoNodes;
    let nodeA: TestNode;
    let nodeB: TestNode;

    const cashs = (node: TestNode, token: string) => call(node, 'GET', '/api/cashs', { token });
    const login = async (node: TestNode, userName: string): Promise<string> =>
      bearerOf(await call(node, 'POST', '/api/users.login', { body: { userName, password: GOOD_PIN } }));

    beforeAll(async () => {
      nodes = await startTwoNodes(MEMBER_TEST_ENV);
      ({ nodeA, nodeB } = nodes);
      // A later SUBSCRIBE on the same connection is acknowledged after the node's own one.
      for (const node of [nodeA, nodeB]) {
        const probe = node.app.realtime.hub.subscribe(BROADCAST_CHANNEL, () => undefined);
        await probe.ready;
        probe.unsubscribe();
      }
    });
    afterAll(() => nodes?.close());

    /** Subscribes on node B before a change; `arrived` resolves once B has received `event`. */
    const broadcastOnB = async (event: string): Promise<{ arrived: Promise<void> }> => {
      let arrived!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const probe = nodeB.app.realtime.hub.subscribe(BROADCAST_CHANNEL, ({ frame }) => {
        if (frame.event === event) arrived();
      });
      await probe.ready;
      return { arrived: arrival.finally(() => probe.unsubscribe()) };
    };

    it('a ban by staff on node A: the member’s token is refused on node B at once', async () => {
      const member = await signUp(nodeA);
      expect((await cashs(nodeB, member.token)).status).toBe(200);
      const staff = await signedIn(nodeA, 'Super Admin');
      const changed = await broadcastOnB(MEMBER_CHANGED);
      const ban = await staff.client.post('/api/admin/members.status.update', {
        uuid: member.uuid,
        status: 9,
        reason: 'fraud',
      });
      expect(ban.status).toBe(200);
      await changed.arrived;
      expect((await cashs(nodeB, member.token)).status).toBe(401);
    });

    it('a status change without a revocation (credit suspended) applies on node B at once, and back', async () => {
      const member = await signUp(nodeA);
      expect((await cashs(nodeB, member.token)).status).toBe(200);
      const staff = await signedIn(nodeA, 'Super Admin');
      const update = async (status: number) => {
        const changed = await broadcastOnB(MEMBER_CHANGED);
        const answer = await staff.client.post('/api/admin/members.status.update', {
          uuid: member.uuid,
          status,
          reason: 'check',
        });
        await changed.arrived;
        return answer;
      };
      expect((await update(2)).status).toBe(200);
      expect((await cashs(nodeB, member.token)).status).toBe(403);
      expect((await update(0)).status).toBe(200);
      expect((await cashs(nodeB, member.token)).status).toBe(200);
    });

    it('a PIN change on node A ends the member’s other sessions on node B at once; the caller’s stays', async () => {
      const member = await signUp(nodeA);
      const other = await login(nodeB, member.userName);
      expect((await cashs(nodeB, other)).status).toBe(200);
      expect((await cashs(nodeB, member.token)).status).toBe(200);
      const changed = await broadcastOnB(MEMBER_CHANGED);
      const change = await call(nodeA, 'POST', '/api/users.change-password', {
        token: member.token,
        body: { oldPassword: GOOD_PIN, newPassword: 'Next#Pin2' },
      });
      expect(change.status).toBe(200);
      await changed.arrived;
      expect((await cashs(nodeB, other)).status).toBe(401);
      expect((await cashs(nodeB, member.token)).status).toBe(200);
    });

    it('a logout on node A: the same token is refused on node B at once', async () => {
      const member = await signUp(nodeA);
      expect((await cashs(nodeB, member.token)).status).toBe(200);
      const changed = await broadcastOnB(MEMBER_CHANGED);
      const logout = await call(nodeA, 'POST', '/api/users.logout', { token: member.token, body: {} });
      expect(logout.status).toBe(200);
      await changed.arrived;
      expect((await cashs(nodeB, member.token)).status).toBe(401);
    });

    it('a balance change committed on node A shows in node B’s next balance read', async () => {
      const member = await signUp(nodeA);
      const before = await cashs(nodeB, member.token);
      expect(before.body.data).toEqual({ money: 0 });
      const staff = await signedIn(nodeA, 'Super Admin');
      const changed = await broadcastOnB(CASH_CHANGED);
      const credit = await staff.client.request(
        'POST',
        '/api/admin/wallet.adjust',
        { uuid: member.uuid, direction: 'increase', amount: 12.34, reason: 'cache check' },
        { 'idempotency-key': randomUUID() },
      );
      expect(credit.status).toBe(200);
      expect((await cashs(nodeA, member.token)).body.data).toEqual({ money: 12.34 });
      await changed.arrived;
      expect((await cashs(nodeB, member.token)).body.data).toEqual({ money: 12.34 });
    });

    it('maintenance switched on through node A closes node B’s member API at once, and off opens it', async () => {
      const member = await signUp(nodeA);
      expect((await cashs(nodeB, member.token)).status).toBe(200);
      const staff = await signedIn(nodeA, 'Super Admin');
      const maintenance = async (enabled: boolean) => {
        const changed = await broadcastOnB(MAINTENANCE_CHANGED);
        const answer = await staff.client.post('/api/admin/site.maintenance.update', { enabled });
        await changed.arrived;
        return answer;
      };
      expect((await maintenance(true)).status).toBe(200);
      const closed = await cashs(nodeB, member.token);
      expect(closed.status).toBe(503);
      expect(closed.body.code).toBe('MAINTENANCE');
      expect((await maintenance(false)).status).toBe(200);
      expect((await cashs(nodeB, member.token)).status).toBe(200);
    });
  },
);
