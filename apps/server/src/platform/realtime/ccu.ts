import type { ServerResponse } from 'node:http';
import websocket from '@fastify/websocket';
// The `compress` route option, whichever program checks this file.
import type {} from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthDeps } from '../auth/index.ts';
import { liveSessionStatuses } from '../auth/live-sessions.ts';
import { createBroadcast } from './broadcast.ts';
import { createConnections, createHeartbeat, type Connection } from './connections.ts';
import { createInProcessHub } from './hub.ts';
import { moneyUpdateMessage, MONEY_UPDATE } from './money.ts';
import {
  CLOSE_GOING_AWAY,
  MEMBER_CHANGED,
  REALTIME_DEFAULTS,
  type Realtime,
  type RealtimeOptions,
} from './realtime-options.ts';
import { createRedisHub } from './redis-hub.ts';
import { commandHandler, type GuardedChannel } from './socket-commands.ts';
import { createSessionRechecks } from './session-rechecks.ts';
import { judge, UNAUTHORIZED, type Verdict } from './socket-auth.ts';

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
  const connections = createConnections(maxBuffered, log);
  // From the upgrade's preValidation to its handler.
  const verdicts = new WeakMap<FastifyRequest, { verdict: Verdict; response: ServerResponse }>();
  const publicChannels: RegExp[] = [];
  const guardedChannels: GuardedChannel[] = [];
  const nodes = createBroadcast(hub, (error) =>
    log.error({ err: error }, 'realtime broadcast listener failed'),
  );

  const realtime: Realtime = {
    hub,
    publishMoneyUpdate: async (memberUuid, balanceSatang) => {
      try {
        await hub.publish(memberUuid, MONEY_UPDATE, moneyUpdateMessage(balanceSatang));
      } catch (error) {
        log.error({ err: error, member: memberUuid }, 'money-update publish failed');
      }
    },
    recheckMember: (memberUuid) => realtime.broadcast(MEMBER_CHANGED, memberUuid),
    broadcast: async (event, message = '') => {
      try {
        await nodes.send(event, message);
      } catch (error) {
        log.error({ err: error, event }, 'realtime broadcast failed');
      }
    },
    onBroadcast: (event, listener) => nodes.on(event, listener),
    connectionCount: () => connections.open.size,
    allowChannels: (pattern) => {
      publicChannels.push(pattern);
    },
    guardChannels: (pattern, mayWatch) => {
      guardedChannels.push({ pattern, mayWatch });
    },
  };
  app.decorate('realtime', realtime);

  const command = commandHandler({
    hub,
    publicChannels,
    guardedChannels,
    sender: connections.sender,
    maxBuffered,
    log,
  });

  const rechecks = createSessionRechecks({
    liveSessions: (sids) => liveSessionStatuses(auth.db, sids),
    isOpen: (connection) => connections.open.has(connection),
    close: (connection, refusal) => connections.drop(connection, refusal.closeCode, refusal.reason),
    onError: (error) => log.warn({ err: error }, 'realtime session re-check failed'),
  });
  const heartbeat = createHeartbeat(
    connections,
    { heartbeatMs, revalidateEvery },
    (due) => rechecks.request(due),
    log,
  );
  heartbeat.start();

  realtime.onBroadcast(MEMBER_CHANGED, (memberUuid) => {
    auth.sessions?.forgetMember(memberUuid);
    const sockets = [...connections.open].filter(
      (connection) => connection.kind === 'member' && connection.member === memberUuid,
    );
    if (sockets.length > 0) rechecks.request(sockets);
  });

  // A socket's token is checked once, at connect: kept in the request cache it would only hold
  // memory for as long as the socket lives (10,000 sockets: about 0.6 kB each).
  const connectAuth: AuthDeps = { db: auth.db, jwtSecret: auth.jwtSecret };

  // One listener for every socket, so a socket keeps nothing of its upgrade request alive.
  const onSocketError = function (this: WebSocket, error: Error): void {
    log.debug({ err: error }, 'realtime socket error');
    this.terminate();
  };

  await app.register(websocket, {
    // Clients only send subscribe/unsubscribe commands; a big frame from one is abuse.
    options: { maxPayload: 4 * 1024, perMessageDeflate: false },
    // Going away (1001) tells clients to reconnect, to another node behind the load balancer.
    preClose: function (this: FastifyInstance, done) {
      heartbeat.stop();
      for (const connection of connections.open) connections.release(connection);
      connections.open.clear();
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
    heartbeat.stop();
    await hub.close();
  });

  app.get(
    '/ccu',
    {
      websocket: true,
      // An upgraded socket has no HTTP answer to compress.
      compress: false,
      schema: { hide: true },
      config: { rateLimit: { max: connectsPerMinute, timeWindow: '1 minute' } },
      // Before the upgrade: the handler then only has to act on the verdict.
      preValidation: async (request, reply) => {
        verdicts.set(request, { verdict: await judge(connectAuth, request), response: reply.raw });
      },
    },
    (socket, request) => {
      const judged = verdicts.get(request);
      verdicts.delete(request);
      const verdict = judged?.verdict ?? UNAUTHORIZED;
      if ('closeCode' in verdict) {
        socket.close(verdict.closeCode, verdict.reason);
        return;
      }
      // @fastify/websocket's own error listener and the upgrade's response (still assigned to the
      // TCP socket) would keep the request, its reply, headers and logger for the socket's life.
      socket.removeAllListeners('error');
      socket.on('error', onSocketError);
      if (judged?.response.socket === request.raw.socket) judged.response.detachSocket(request.raw.socket);

      const watcher =
        'member' in verdict
          ? { kind: 'member' as const, id: verdict.member.uuid, sid: verdict.member.sid }
          : verdict.watcher;
      const connection: Connection = {
        socket,
        kind: watcher.kind,
        member: watcher.id,
        sid: watcher.sid,
        alive: true,
        beats: 0,
        subscription: undefined,
        topics: undefined,
      };
      connections.open.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        connections.open.delete(connection);
        connections.release(connection);
      });
      socket.on('message', (data) => {
        if (connections.open.has(connection)) command(connection, data);
      });
      if (connection.kind === 'member')
        connection.subscription = hub.subscribe(connection.member, (delivery) =>
          connections.send(connection, delivery.text),
        );
    },
  );

  log.debug({ transport: hub.transport }, 'realtime hub ready');
  return realtime;
};
