import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthenticatedMember } from '../auth/index.ts';
import { sendBounded } from './bounded-send.ts';
import type { Delivery, Subscription } from './hub.ts';

/** One open member socket on this node. */
export interface Connection {
  socket: WebSocket;
  member: AuthenticatedMember;
  /** What authenticate() reads, kept to re-check the session later. */
  credentials: FastifyRequest;
  alive: boolean;
  beats: number;
  subscription: Subscription | undefined;
  /** Public channels the client asked for (`{"action":"subscribe","channel":...}`). */
  topics: Map<string, Subscription>;
}

/** This node's open member sockets and the ways one leaves them. */
export interface Connections {
  readonly open: Set<Connection>;
  /** Stops every subscription of the socket (its own channel and its topics). */
  release: (connection: Connection) => void;
  /** Forgets the socket, releases it and closes it with `code`. */
  drop: (connection: Connection, code: number, reason: string) => void;
  /** Frames of the socket's own channel and of its public topics go out the same bounded way. */
  sender: (connection: Connection) => (delivery: Pick<Delivery, 'text'>) => void;
}

export const createConnections = (maxBuffered: number, log: FastifyBaseLogger): Connections => {
  const open = new Set<Connection>();

  const release = (connection: Connection): void => {
    connection.subscription?.unsubscribe();
    for (const topic of connection.topics.values()) topic.unsubscribe();
    connection.topics.clear();
  };

  return {
    open,
    release,
    drop: (connection, code, reason) => {
      open.delete(connection);
      release(connection);
      connection.socket.close(code, reason);
    },
    sender:
      (connection) =>
      ({ text }) => {
        if (sendBounded(connection.socket, text, maxBuffered) === 'dropped') {
          open.delete(connection);
          release(connection);
          log.warn({ member: connection.member.uuid, maxBuffered }, 'realtime: slow consumer dropped');
        }
      },
  };
};

/**
 * Pings every socket each `heartbeatMs`; one that missed the previous pong is terminated, and every
 * `revalidateEvery`-th beat re-checks the socket's session. Answers the timer to clear on close.
 */
export const startHeartbeat = (
  connections: Connections,
  options: { heartbeatMs: number; revalidateEvery: number },
  revalidate: (connection: Connection) => Promise<void>,
  log: FastifyBaseLogger,
): NodeJS.Timeout => {
  const heartbeat = setInterval(() => {
    for (const connection of connections.open) {
      if (!connection.alive) {
        // Missed the last pong: the peer is gone or unreachable.
        connections.open.delete(connection);
        connections.release(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      connection.beats += 1;
      if (options.revalidateEvery > 0 && connection.beats % options.revalidateEvery === 0) {
        revalidate(connection).catch((error: unknown) =>
          log.warn({ err: error }, 'realtime session re-check failed'),
        );
      }
    }
  }, options.heartbeatMs);
  heartbeat.unref();
  return heartbeat;
};
