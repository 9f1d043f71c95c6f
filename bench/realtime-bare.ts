/**
 * The realtime bench's baseline (a child of bench/realtime.ts): a bare `ws` server, one socket per
 * member id given as `?token=`, each balance change sent straight to that socket as the same
 * money-update frame the app sends. No authentication, no heartbeat, no hub.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { frameText } from '../apps/server/src/platform/realtime/hub.ts';
import { moneyUpdateMessage, MONEY_UPDATE } from '../apps/server/src/platform/realtime/money.ts';
import { frameKey, wallNow } from './realtime-protocol.ts';
import { memberIndexOf, serveBench } from './realtime-serve.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);

await serveBench(async () => {
  const members = Array.from({ length: SOCKETS }, () => randomUUID());
  const balances = new Array<bigint>(SOCKETS).fill(0n);
  const sockets = new Map<string, WebSocket>();
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    perMessageDeflate: false,
    maxPayload: 4096,
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  server.on('connection', (socket, request) => {
    const member = new URL(request.url ?? '/', 'http://bench').searchParams.get('token') ?? '';
    sockets.set(member, socket);
    socket.on('close', () => sockets.delete(member));
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ccu`,
    tokens: members,
    config: 'bare ws: Map of member id → socket, direct send, no heartbeat',
    open: () => sockets.size,
    change: (i) => {
      const index = memberIndexOf(i, SOCKETS);
      const member = members[index]!;
      balances[index] = balances[index]! + BigInt(i + 1);
      const message = moneyUpdateMessage(balances[index]);
      const publishedAt = wallNow();
      sockets.get(member)?.send(frameText({ event: MONEY_UPDATE, channel: member, message }));
      return Promise.resolve({ key: frameKey(member, message), publishedAt });
    },
    close: async () => {
      for (const socket of server.clients) socket.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
});
