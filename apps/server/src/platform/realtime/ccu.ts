import { decideAccess, isAccountStatus } from '@chokdee/domain';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { authenticate, type AuthDeps, type AuthenticatedMember } from '../auth/index.ts';
import { DEFAULT_MAX_BUFFERED_BYTES, sendBounded } from './bounded-send.ts';
import { createInProcessHub, frameText, type RealtimeHub, type Subscription } from './hub.ts';
import { moneyUpdateMessage, MONEY_UPDATE } from './money.ts';
import { createRedisHub } from './redis-hub.ts';

/** Close codes the web client acts on (4000-4999 are the application's). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_GOING_AWAY = 1001;
/** Internal event on a member's channel: every node re-checks that member's sockets; never sent to a client. */
export const SESSION_CHECK = 'session-check';

export interface RealtimeOptions {
  /** A hub built by the caller (tests); otherwise Redis when `redisUrl` is set, else in-process. */
  hub?: RealtimeHub;
  redisUrl?: string | undefined;
  /** Redis channel prefix (default `chokdee:ccu:`); deployments or test runs sharing one Redis set their own. */
  redisPrefix?: string;
  /** Server ping interval; a socket that has not answered the previous ping is terminated. */
  heartbeatMs?: number;
  /** Every n-th heartbeat re-checks the socket's session (logout, PIN change, ban elsewhere). */
  revalidateEveryBeats?: number;
  maxBufferedBytes?: number;
  /** WebSocket upgrade attempts per IP per minute. */
  connectsPerMinute?: number;
}

export const REALTIME_DEFAULTS = {
  heartbeatMs: 25_000,
  revalidateEveryBeats: 4,
  maxBufferedBytes: DEFAULT_MAX_BUFFERED_BYTES,
  // Generous: mobile carriers put many members behind one address (CGNAT).
  connectsPerMinute: 120,
} as const;

/** `app.realtime`: what other modules use. */
export interface Realtime {
  readonly hub: RealtimeHub;
  /**
   * Sends `money-update` with the balance (satang, converted to baht) to every socket of the
   * member on every node. Call it after COMMIT (see withAfterCommit). Never rejects: a failure
   * is logged, the committed balance stays the truth that `GET /api/cashs` answers.
   */
  publishMoneyUpdate(memberUuid: string, balanceSatang: bigint): Promise<void>;
  /**
   * Re-checks every socket of the member on every node at once (not at the next heartbeat): a
   * revoked session or a ban closes them with 4401, a status without member access with 4403.
   * Call it after the COMMIT that revoked or changed something. Never rejects.
   */
  recheckMember(memberUuid: string): Promise<void>;
  /** Open member sockets on this node. */
  connectionCount(): number;
  /**
   * Makes channels matching `pattern` subscribable by any member socket (public live data such as
   * a Yeekee round's shots: `ying:<betId>`). A member's own channel (its uuid) is always on.
   */
  allowChannels(pattern: RegExp): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

interface Connection {
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

/** Public channels one socket may watch at once. */
export const MAX_TOPICS_PER_SOCKET = 4;

/** What a client may send: subscribe to / unsubscribe from an allowed public channel. */
interface ClientCommand {
  action: 'subscribe' | 'unsubscribe';
  channel: string;
}

const parseCommand = (data: unknown): ClientCommand | null => {
  try {
    const value = JSON.parse(String(data)) as Partial<ClientCommand>;
    if (
      (value.action === 'subscribe' || value.action === 'unsubscribe') &&
      typeof value.channel === 'string' &&
      value.channel.length <= 100
    )
      return { action: value.action, channel: value.channel };
  } catch {
    // Not JSON: ignored like any other unknown command.
  }
  return null;
};

type Verdict =
  { member: AuthenticatedMember; credentials: FastifyRequest } | { closeCode: number; reason: string };

/** `?token=` first (browsers cannot set headers on a WebSocket), then the header or the cookie. */
const credentialsOf = (request: FastifyRequest): FastifyRequest => {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  if (typeof token === 'string' && token !== '') {
    return { headers: { authorization: `Bearer ${token}` }, cookies: {} } as unknown as FastifyRequest;
  }
  return {
    headers: { authorization: request.headers.authorization },
    cookies: { ...request.cookies },
  } as unknown as FastifyRequest;
};

/** The member API's rule (api-contract, Account status) for the live balance: area `member`. */
const judge = async (deps: AuthDeps, credentials: FastifyRequest): Promise<Verdict> => {
  const member = await authenticate(deps, credentials);
  if (!member) return { closeCode: CLOSE_UNAUTHORIZED, reason: 'Unauthorized' };
  const decision = isAccountStatus(member.status) ? decideAccess(member.status, 'member') : 'forbidden';
  if (decision === 'unauthorized') return { closeCode: CLOSE_UNAUTHORIZED, reason: 'Unauthorized' };
  if (decision === 'forbidden') return { closeCode: CLOSE_FORBIDDEN, reason: 'Forbidden' };
  return { member, credentials };
};

/**
 * `WS /ccu?token=<jwt>` (api-contract, Wallet) and `app.realtime`. The upgrade is accepted and
 * then closed with 4401 (4403 for a status without member access) when the token is not good,
 * because a browser cannot read the HTTP status of a refused upgrade and must know to stop
 * retrying. Register once on the root app.
 */
export const registerRealtime = async (
  app: FastifyInstance,
  auth: AuthDeps,
  options: RealtimeOptions = {},
): Promise<Realtime> => {
  const heartbeatMs = options.heartbeatMs ?? REALTIME_DEFAULTS.heartbeatMs;
  const revalidateEvery = options.revalidateEveryBeats ?? REALTIME_DEFAULTS.revalidateEveryBeats;
  const maxBuffered = options.maxBufferedBytes ?? REALTIME_DEFAULTS.maxBufferedBytes;
  const connectsPerMinute = options.connectsPerMinute ?? REALTIME_DEFAULTS.connectsPerMinute;
  const log = app.log.child({ module: 'realtime' });

  const hub =
    options.hub ??
    (options.redisUrl
      ? createRedisHub({
          url: options.redisUrl,
          log,
          ...(options.redisPrefix ? { prefix: options.redisPrefix } : {}),
        })
      : createInProcessHub((error) => log.error({ err: error }, 'realtime listener failed')));
  const connections = new Set<Connection>();
  const verdicts = new WeakMap<FastifyRequest, Verdict>();
  const publicChannels: RegExp[] = [];

  const realtime: Realtime = {
    hub,
    publishMoneyUpdate: async (memberUuid, balanceSatang) => {
      try {
        await hub.publish(memberUuid, MONEY_UPDATE, moneyUpdateMessage(balanceSatang));
      } catch (error) {
        log.error({ err: error, member: memberUuid }, 'money-update publish failed');
      }
    },
    recheckMember: async (memberUuid) => {
      try {
        await hub.publish(memberUuid, SESSION_CHECK, '');
      } catch (error) {
        log.error({ err: error, member: memberUuid }, 'session-check publish failed');
      }
    },
    connectionCount: () => connections.size,
    allowChannels: (pattern) => {
      publicChannels.push(pattern);
    },
  };
  app.decorate('realtime', realtime);

  const release = (connection: Connection): void => {
    connection.subscription?.unsubscribe();
    for (const topic of connection.topics.values()) topic.unsubscribe();
    connection.topics.clear();
  };

  const drop = (connection: Connection, code: number, reason: string): void => {
    connections.delete(connection);
    release(connection);
    connection.socket.close(code, reason);
  };

  /** Frames of the socket's own channel and of its public topics go out the same bounded way. */
  const sender =
    (connection: Connection) =>
    ({ text }: { text: string }) => {
      if (sendBounded(connection.socket, text, maxBuffered) === 'dropped') {
        connections.delete(connection);
        release(connection);
        log.warn({ member: connection.member.uuid, maxBuffered }, 'realtime: slow consumer dropped');
      }
    };

  /**
   * `{"action":"subscribe","channel":"ying:123"}` → `{"event":"subscribed","channel":"ying:123","message":""}`
   * once frames published anywhere reach the socket; a channel not allowed, or a fifth one, →
   * `subscribe-refused`. `unsubscribe` stops it (no answer).
   */
  const command = (connection: Connection, data: unknown): void => {
    const cmd = parseCommand(data);
    if (!cmd) return;
    const reply = (event: string) =>
      sendBounded(connection.socket, frameText({ event, channel: cmd.channel, message: '' }), maxBuffered);
    if (cmd.action === 'unsubscribe') {
      connection.topics.get(cmd.channel)?.unsubscribe();
      connection.topics.delete(cmd.channel);
      return;
    }
    if (connection.topics.has(cmd.channel)) {
      reply('subscribed');
      return;
    }
    if (!publicChannels.some((p) => p.test(cmd.channel)) || connection.topics.size >= MAX_TOPICS_PER_SOCKET) {
      reply('subscribe-refused');
      return;
    }
    const topic = hub.subscribe(cmd.channel, sender(connection));
    connection.topics.set(cmd.channel, topic);
    topic.ready
      .then(() => {
        if (connection.topics.get(cmd.channel) === topic) reply('subscribed');
      })
      .catch((error: unknown) =>
        log.warn({ err: error, channel: cmd.channel }, 'realtime topic subscribe failed'),
      );
  };

  const revalidate = async (connection: Connection): Promise<void> => {
    const verdict = await judge(auth, connection.credentials);
    if ('closeCode' in verdict) drop(connection, verdict.closeCode, verdict.reason);
  };

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        // Missed the last pong: the peer is gone or unreachable.
        connections.delete(connection);
        release(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      connection.beats += 1;
      if (revalidateEvery > 0 && connection.beats % revalidateEvery === 0) {
        revalidate(connection).catch((error: unknown) =>
          log.warn({ err: error }, 'realtime session re-check failed'),
        );
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  await app.register(websocket, {
    // Clients only send subscribe/unsubscribe commands; a big frame from one is abuse.
    options: { maxPayload: 4 * 1024, perMessageDeflate: false },
    // Going away (1001) tells clients to reconnect, to another node behind the load balancer.
    preClose: function (this: FastifyInstance, done) {
      clearInterval(heartbeat);
      for (const connection of connections) release(connection);
      connections.clear();
      const server = this.websocketServer;
      for (const client of server.clients) client.close(CLOSE_GOING_AWAY, 'server shutting down');
      // A client that never answers the close handshake must not hold the shutdown.
      const force = setTimeout(() => {
        for (const client of server.clients) client.terminate();
      }, 1_000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        done();
      });
    },
  });

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await hub.close();
  });

  app.get(
    '/ccu',
    {
      websocket: true,
      schema: { hide: true },
      config: { rateLimit: { max: connectsPerMinute, timeWindow: '1 minute' } },
      // Before the upgrade: the handler then only has to act on the verdict.
      preValidation: async (request) => {
        verdicts.set(request, await judge(auth, credentialsOf(request)));
      },
    },
    (socket, request) => {
      const verdict = verdicts.get(request) ?? { closeCode: CLOSE_UNAUTHORIZED, reason: 'Unauthorized' };
      verdicts.delete(request);
      if ('closeCode' in verdict) {
        socket.close(verdict.closeCode, verdict.reason);
        return;
      }
      const connection: Connection = {
        socket,
        member: verdict.member,
        credentials: verdict.credentials,
        alive: true,
        beats: 0,
        subscription: undefined,
        topics: new Map(),
      };
      connections.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        connections.delete(connection);
        release(connection);
      });
      socket.on('message', (data) => {
        if (connections.has(connection)) command(connection, data);
      });
      const send = sender(connection);
      connection.subscription = hub.subscribe(verdict.member.uuid, (delivery) => {
        if (delivery.frame.event !== SESSION_CHECK) return send(delivery);
        revalidate(connection).catch((error: unknown) =>
          log.warn({ err: error }, 'realtime session re-check failed'),
        );
      });
    },
  );

  log.debug({ transport: hub.transport }, 'realtime hub ready');
  return realtime;
};
