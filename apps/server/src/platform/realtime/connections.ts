import type { FastifyBaseLogger } from 'fastify';
import { sendBounded, type SendableSocket } from './bounded-send.ts';
import type { Delivery, Subscription } from './hub.ts';
import type { WatcherKind } from './realtime-options.ts';

/** The part of a `ws` WebSocket a connection uses (a fake in unit tests). */
export interface LiveSocket extends SendableSocket {
  ping(): void;
  close(code?: number, reason?: string): void;
}

/**
 * One open member socket on this node: only what its life needs (thousands are open at once,
 * so no copy of the upgrade request, the token or the member row).
 */
export interface Connection {
  readonly socket: LiveSocket;
  /** A member socket has its own channel and session re-checks; guests and staff watch chats only. */
  readonly kind: WatcherKind;
  /** The member's uuid (its own channel), the guest id or the staff id. */
  readonly member: string;
  /** member_sessions.id (staff_sessions.id for staff) of the socket's token; '' for a guest. */
  readonly sid: string;
  alive: boolean;
  beats: number;
  subscription: Subscription | undefined;
  /** Public channels the client asked for (`{"action":"subscribe","channel":...}`); made by the first. */
  topics: Map<string, Subscription> | undefined;
}

/** This node's open member sockets and the ways one leaves them. */
export interface Connections {
  readonly open: Set<Connection>;
  /** Stops every subscription of the socket (its own channel and its topics). */
  release: (connection: Connection) => void;
  /** Forgets the socket, releases it and closes it with `code`. */
  drop: (connection: Connection, code: number, reason: string) => void;
  /** Forgets the socket, releases it and terminates it (no close frame). */
  terminate: (connection: Connection) => void;
  /** Frames of the socket's own channel and of its public topics go out the same bounded way. */
  send: (connection: Connection, text: string) => void;
  /** `send` as a hub listener (a topic subscription). */
  sender: (connection: Connection) => (delivery: Pick<Delivery, 'text'>) => void;
}

export const createConnections = (maxBuffered: number, log: FastifyBaseLogger): Connections => {
  const open = new Set<Connection>();

  const release = (connection: Connection): void => {
    connection.subscription?.unsubscribe();
    if (!connection.topics) return;
    for (const topic of connection.topics.values()) topic.unsubscribe();
    connection.topics = undefined;
  };

  const send = (connection: Connection, text: string): void => {
    if (sendBounded(connection.socket, text, maxBuffered) === 'dropped') {
      open.delete(connection);
      release(connection);
      log.warn({ member: connection.member, maxBuffered }, 'realtime: slow consumer dropped');
    }
  };

  return {
    open,
    release,
    drop: (connection, code, reason) => {
      open.delete(connection);
      release(connection);
      connection.socket.close(code, reason);
    },
    terminate: (connection) => {
      open.delete(connection);
      release(connection);
      connection.socket.terminate();
    },
    send,
    sender:
      (connection) =>
      ({ text }) =>
        send(connection, text),
  };
};

/**
 * Sockets pinged between two turns of the event loop: frames and requests wait at most one slice
 * (measured on a busy 2-core machine: a ping's write is 30-300 µs, so 100 stay within ~30 ms).
 */
export const PING_SLICE = 100;

export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface HeartbeatOptions {
  heartbeatMs: number;
  /** Every n-th beat of a socket is also its session re-check; 0: never. */
  revalidateEvery: number;
}

export interface Heartbeat {
  /** One beat over every open socket, in slices (what the timer runs; tests call it directly). */
  beat(): Promise<void>;
  /** Beats every `heartbeatMs`, the next one timed from the start of the previous. */
  start(): void;
  stop(): void;
}

/**
 * Each beat pings every socket; one that missed the previous pong is terminated. The sockets whose
 * `revalidateEvery`-th beat this is go, all together at the end of the beat, to `recheck` (which
 * checks them many per query, off this loop). The sockets are pinged PING_SLICE at a time with a
 * turn of the event loop between slices, so 10,000 pings never hold a money-update frame back long.
 */
export const createHeartbeat = (
  connections: Connections,
  options: HeartbeatOptions,
  recheck: (due: readonly Connection[]) => void,
  log: FastifyBaseLogger,
): Heartbeat => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  /** Pings the socket (or terminates it); true when its session is due for a re-check. */
  const beatOne = (connection: Connection): boolean => {
    if (!connection.alive) {
      // Missed the last pong: the peer is gone or unreachable.
      connections.terminate(connection);
      return false;
    }
    connection.alive = false;
    connection.socket.ping();
    connection.beats += 1;
    return (
      connection.kind === 'member' &&
      options.revalidateEvery > 0 &&
      connection.beats % options.revalidateEvery === 0
    );
  };

  const beat = async (): Promise<void> => {
    const sockets = [...connections.open];
    const due: Connection[] = [];
    for (let i = 0; i < sockets.length; i++) {
      if (i > 0 && i % PING_SLICE === 0) await yieldToLoop();
      const connection = sockets[i]!;
      // Closed while an earlier slice waited.
      if (connections.open.has(connection) && beatOne(connection)) due.push(connection);
    }
    if (due.length > 0) recheck(due);
  };

  const tick = async (): Promise<void> => {
    const started = Date.now();
    try {
      await beat();
    } catch (error) {
      log.error({ err: error }, 'realtime heartbeat failed');
    }
    if (running) schedule(Math.max(0, options.heartbeatMs - (Date.now() - started)));
  };

  const schedule = (delay: number): void => {
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  };

  return {
    beat,
    start: () => {
      if (running) return;
      running = true;
      schedule(options.heartbeatMs);
    },
    stop: () => {
      running = false;
      clearTimeout(timer);
    },
  };
};
