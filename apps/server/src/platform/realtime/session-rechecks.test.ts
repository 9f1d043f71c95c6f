import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import {
  createConnections,
  createHeartbeat,
  PING_SLICE,
  type Connection,
  type LiveSocket,
} from './connections.ts';
import { createSessionRechecks } from './session-rechecks.ts';

class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  pings = 0;
  closed: { code: number | undefined; reason: string | undefined } | undefined;
  terminated = false;
  send(): void {}
  ping(): void {
    this.pings += 1;
  }
  close(code?: number, reason?: string): void {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

const connection = (n: number): Connection & { socket: FakeSocket } => ({
  socket: new FakeSocket(),
  kind: 'member',
  member: `member-${n}`,
  sid: `sid-${n}`,
  alive: true,
  beats: 0,
  subscription: undefined,
  topics: undefined,
});

/** Open sockets, live sessions by sid, and every query the re-checks made (as its list of sids). */
const setup = (count: number, statusOf: (sid: string) => number | undefined = () => 0) => {
  const connections = createConnections(1024, silent);
  const all = Array.from({ length: count }, (_, n) => connection(n));
  for (const c of all) connections.open.add(c);
  const queries: string[][] = [];
  const rechecks = createSessionRechecks({
    liveSessions: (sids) => {
      queries.push([...sids]);
      const live = new Map<string, number>();
      for (const sid of sids) {
        const status = statusOf(sid);
        if (status !== undefined) live.set(sid, status);
      }
      return Promise.resolve(live);
    },
    isOpen: (c) => connections.open.has(c),
    close: (c, refusal) => connections.drop(c, refusal.closeCode, refusal.reason),
    onError: (error) => {
      throw error;
    },
  });
  return { connections, all, queries, rechecks };
};

describe('session re-checks of open sockets', () => {
  it('checks 2,500 sockets with 3 queries (1,000 sessions each) and closes the ones the status table refuses', async () => {
    const revoked = new Set(['sid-7', 'sid-1500']);
    const { connections, all, queries, rechecks } = setup(2_500, (sid) =>
      revoked.has(sid) ? undefined : sid === 'sid-42' ? 9 : sid === 'sid-2400' ? 1 : 0,
    );
    rechecks.request(all);
    await rechecks.settled();

    expect(queries.map((sids) => sids.length)).toEqual([1_000, 1_000, 500]);
    expect(new Set(queries.flat()).size).toBe(2_500);
    // Revoked or expired → 4401; banned (9) → 4401; guest (1, no member access) → 4403.
    expect(all[7]!.socket.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(all[1500]!.socket.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(all[42]!.socket.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(all[2400]!.socket.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(all.filter((c) => c.socket.closed)).toHaveLength(4);
    expect(connections.open.size).toBe(2_496);
    expect(connections.open.has(all[42]!)).toBe(false);
  });

  it('the sockets of one member asked for in the same turn share one query; a socket closed meanwhile is not looked up', async () => {
    const { connections, all, queries, rechecks } = setup(3, () => undefined);
    connections.terminate(all[2]!);
    // As recheckMember asks: one socket at a time, in the same turn.
    for (const c of all) rechecks.request([c]);
    await rechecks.settled();
    expect(queries).toEqual([['sid-0', 'sid-1']]);
    expect(all[2]!.socket.closed).toBeUndefined();
  });

  it('a failed query leaves its sockets open and the next batches still run', async () => {
    const connections = createConnections(1024, silent);
    const all = Array.from({ length: 3 }, (_, n) => connection(n));
    for (const c of all) connections.open.add(c);
    const errors: unknown[] = [];
    let calls = 0;
    const rechecks = createSessionRechecks({
      liveSessions: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database down')) : Promise.resolve(new Map());
      },
      isOpen: (c) => connections.open.has(c),
      close: (c, refusal) => connections.drop(c, refusal.closeCode, refusal.reason),
      onError: (error) => errors.push(error),
      batchSize: 2,
    });
    rechecks.request(all);
    await rechecks.settled();
    expect(errors).toHaveLength(1);
    expect(all[0]!.socket.closed).toBeUndefined();
    expect(all[1]!.socket.closed).toBeUndefined();
    expect(all[2]!.socket.closed?.code).toBe(4401);
  });
});

describe('heartbeat', () => {
  it('pings every socket each beat, terminates one that missed the pong, and asks for a re-check every n-th beat', async () => {
    const { connections, all, queries, rechecks } = setup(1_200, (sid) => (sid === 'sid-5' ? 9 : 0));
    const heartbeat = createHeartbeat(
      connections,
      { heartbeatMs: 25_000, revalidateEvery: 2 },
      (due) => rechecks.request(due),
      silent,
    );
    const pong = () => {
      for (const c of connections.open) if (c !== all[3]) c.alive = true;
    };

    await heartbeat.beat();
    await rechecks.settled();
    expect(all.every((c) => c.socket.pings === 1)).toBe(true);
    expect(queries).toEqual([]);
    pong();

    await heartbeat.beat();
    await rechecks.settled();
    // all[3] never answered: terminated, not pinged again and not re-checked.
    expect(all[3]!.socket.terminated).toBe(true);
    expect(all[3]!.socket.pings).toBe(1);
    expect(all[0]!.socket.pings).toBe(2);
    // The second beat's re-checks: the 1,199 live sockets, handed over together, 1,000 per query.
    expect(queries.map((sids) => sids.length)).toEqual([1_000, 199]);
    expect(new Set(queries.flat())).toEqual(new Set(all.filter((c) => c !== all[3]).map((c) => c.sid)));
    // The banned member's socket closed.
    expect(all[5]!.socket.closed?.code).toBe(4401);
    expect(connections.open.size).toBe(1_198);
  });

  it('lets other work run between slices of pings', async () => {
    const { connections, all } = setup(PING_SLICE * 3);
    const heartbeat = createHeartbeat(
      connections,
      { heartbeatMs: 25_000, revalidateEvery: 0 },
      () => undefined,
      silent,
    );
    const pingedWhenOtherWorkRan: number[] = [];
    const beat = heartbeat.beat();
    // Queued after the beat began: runs before the beat ends, with whole slices pinged, not all.
    setImmediate(() => pingedWhenOtherWorkRan.push(all.filter((c) => c.socket.pings === 1).length));
    await beat;
    expect(pingedWhenOtherWorkRan).toHaveLength(1);
    expect(pingedWhenOtherWorkRan[0]! % PING_SLICE).toBe(0);
    expect(pingedWhenOtherWorkRan[0]).toBeLessThan(all.length);
    expect(all.every((c) => c.socket.pings === 1)).toBe(true);
  });
});
