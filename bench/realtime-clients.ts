/**
 * Socket clients of the realtime bench (a child of bench/realtime.ts): opens one socket per token,
 * answers pings (ws does by default) and notes when each frame arrived.
 */
import WebSocket from 'ws';
import {
  frameKey,
  wallNow,
  type ClientCommand,
  type ClientReport,
  type FrameKey,
} from './realtime-protocol.ts';
import { pooled } from './timing.ts';

const received: Array<[FrameKey, number]> = [];
const closes: Record<string, number> = {};
const sockets: WebSocket[] = [];

const send = (report: ClientReport): void => {
  process.send!(report);
};

const onMessage = (data: WebSocket.RawData): void => {
  const at = wallNow();
  const frame = JSON.parse((data as Buffer).toString('utf8')) as { channel: string; message: string };
  received.push([frameKey(frame.channel, frame.message), at]);
};

const openOne = (url: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('message', onMessage);
    ws.once('open', () => {
      sockets.push(ws);
      resolve();
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    ws.on('close', (code) => {
      closes[code] = (closes[code] ?? 0) + 1;
    });
  });

const open = async (url: string, tokens: string[], concurrency: number): Promise<ClientReport> => {
  let ok = 0;
  let failed = 0;
  let firstError: string | undefined;
  await pooled(
    tokens.map((token) => async () => {
      try {
        await openOne(`${url}?token=${token}`);
        ok += 1;
      } catch (error) {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }),
    concurrency,
  );
  return { type: 'opened', ok, failed, firstError };
};

process.on('message', (command: ClientCommand) => {
  if (command.type === 'open') void open(command.url, command.tokens, command.concurrency).then(send);
  else if (command.type === 'report') send({ type: 'report', received, closes });
  else {
    for (const ws of sockets) ws.terminate();
    process.disconnect();
  }
});
