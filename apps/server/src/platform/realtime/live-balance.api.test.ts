import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, debit } from '../../modules/wallet/test-kit.ts';
import {
  createTestMember,
  openTestSocket,
  startTestNode,
  startTwoNodes,
  twoNodesSkipReason,
  type TestNode,
  type TwoNodes,
} from '../../../test/realtime-node.ts';

// End to end: a committed ledger entry (wallet module) reaches the member's sockets through app.realtime.
const frameFor = (uuid: string, balance: number): string =>
  JSON.stringify({ event: 'money-update', channel: uuid, message: JSON.stringify({ balance }) });

describe('live balance from the ledger (one node)', () => {
  let node: TestNode;
  beforeAll(async () => {
    node = await startTestNode();
  });
  afterAll(() => node?.close());

  it('a committed credit and debit each send the new balance; a refused debit (rolled back) sends nothing', async () => {
    const member = await createTestMember(node);
    const socket = openTestSocket(`${node.wsUrl}/ccu?token=${member.token}`);
    await socket.opened;

    const started = Date.now();
    await credit(node.db, member.id, 10_050n);
    expect(await socket.nextFrame(undefined, 1_000)).toBe(frameFor(member.uuid, 100.5));
    expect(Date.now() - started).toBeLessThan(1_000);

    await expect(debit(node.db, member.id, 20_000n)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await debit(node.db, member.id, 50n);
    expect(await socket.nextFrame((text) => text !== frameFor(member.uuid, 100.5), 1_000)).toBe(
      frameFor(member.uuid, 100),
    );
    expect(socket.frames).toEqual([frameFor(member.uuid, 100.5), frameFor(member.uuid, 100)]);
    socket.ws.close();
  });
});

const skipReason = twoNodesSkipReason('live balance across nodes');

describe.skipIf(skipReason !== undefined)(
  `live balance across two nodes${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let nodes: TwoNodes;
    let nodeA: TestNode;
    let nodeB: TestNode;

    beforeAll(async () => {
      nodes = await startTwoNodes();
      ({ nodeA, nodeB } = nodes);
    });
    afterAll(() => nodes?.close());

    it('a credit committed on node A reaches, within 1 s, a socket connected to node B', async () => {
      const member = await createTestMember(nodeA);
      const onB = openTestSocket(`${nodeB.wsUrl}/ccu?token=${member.token}`);
      await onB.opened;
      const probe = nodeB.app.realtime.hub.subscribe(member.uuid, () => undefined);
      await probe.ready;
      probe.unsubscribe();

      const started = Date.now();
      await credit(nodeA.db, member.id, 123_456n);
      expect(await onB.nextFrame(undefined, 1_000)).toBe(frameFor(member.uuid, 1234.56));
      expect(Date.now() - started).toBeLessThan(1_000);
      onB.ws.close();
    });
  },
);
