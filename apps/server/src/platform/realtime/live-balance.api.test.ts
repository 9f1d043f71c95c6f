import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { credit, debit } from '../../modules/wallet/test-kit.ts';
import {
  createTestMember,
  openTestSocket,
  startTestNode,
  type TestNode,
} from '../../../test/realtime-node.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';

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

const template = inject('testDbTemplate');
const redisUrl = process.env.REDIS_URL;
const skipReason =
  template.engine !== 'postgres'
    ? 'needs the PostgreSQL engine (runs in api-postgres)'
    : !redisUrl
      ? 'needs REDIS_URL'
      : undefined;
if (skipReason) console.info(`[live balance across nodes] skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)(
  `live balance across two nodes${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: TestDatabase;
    let nodeA: TestNode;
    let nodeB: TestNode;
    const prefix = `chokdee-test:${process.pid}:${Date.now()}:`;

    beforeAll(async () => {
      database = await createTestDatabase(template);
      const options = { database, env: { REDIS_URL: redisUrl! }, realtime: { redisPrefix: prefix } };
      [nodeA, nodeB] = await Promise.all([startTestNode(options), startTestNode(options)]);
    });
    afterAll(async () => {
      await Promise.all([nodeA?.close(), nodeB?.close()]);
      await database?.destroy();
    });

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
