import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import type { FastifyServerFactory, RawServerDefault } from 'fastify';

/** An idle HTTP/2 session ends like an idle keep-alive socket does (Fastify's keepAliveTimeout). */
const SESSION_IDLE_MS = 72_000;

/**
 * HTTPS answered by the server itself (TLS_CERT_FILE and TLS_KEY_FILE), HTTP/2 first: a phone then
 * fetches the page's script files over one connection instead of six HTTP/1.1 ones, each with its
 * own handshake and a round trip per file (docs/performance.md). Clients without HTTP/2 and
 * WebSocket upgrades (`/ccu`), which browsers make over HTTP/1.1, get HTTP/1.1 on the same port.
 *
 * Fastify and run-server.ts stop an HTTP/1.1 server with `closeIdleConnections` (on close) and
 * `closeAllConnections` (when the grace period is over); this server answers both: the first sends
 * every HTTP/2 session a GOAWAY, which lets its running requests finish, and the second cuts every
 * connection.
 */
export const secureServerFactory =
  (tls: { cert: Buffer; key: Buffer }): FastifyServerFactory =>
  (handler) => {
    // The handler is Fastify's router, which serves HTTP/2's compatibility request and response
    // as it serves HTTP/1.1's (Fastify's own `http2: true` hands it the same objects).
    const server = createSecureServer({ ...tls, allowHTTP1: true }, handler as never);
    const sessions = new Set<ServerHttp2Session>();
    const sockets = new Set<TLSSocket>();
    server.on('session', (session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
      session.setTimeout(SESSION_IDLE_MS, () => session.close());
    });
    server.on('secureConnection', (socket: TLSSocket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    return Object.assign(server, {
      closeIdleConnections: () => {
        for (const session of sessions) session.close();
      },
      closeAllConnections: () => {
        for (const socket of sockets) socket.destroy();
      },
    }) as unknown as RawServerDefault;
  };
