import type { FastifyBaseLogger } from 'fastify';
import { sendBounded } from './bounded-send.ts';
import type { Connection } from './connections.ts';
import { frameText, type Delivery, type RealtimeHub } from './hub.ts';

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

interface CommandDeps {
  hub: RealtimeHub;
  /** The patterns of channels any member socket may subscribe to (`Realtime.allowChannels`). */
  publicChannels: readonly RegExp[];
  sender: (connection: Connection) => (delivery: Pick<Delivery, 'text'>) => void;
  maxBuffered: number;
  log: FastifyBaseLogger;
}

/**
 * `{"action":"subscribe","channel":"ying:123"}` → `{"event":"subscribed","channel":"ying:123","message":""}`
 * once frames published anywhere reach the socket; a channel not allowed, or a fifth one, →
 * `subscribe-refused`. `unsubscribe` stops it (no answer).
 */
export const commandHandler =
  ({ hub, publicChannels, sender, maxBuffered, log }: CommandDeps) =>
  (connection: Connection, data: unknown): void => {
    const cmd = parseCommand(data);
    if (!cmd) return;
    const reply = (event: string) =>
      sendBounded(connection.socket, frameText({ event, channel: cmd.channel, message: '' }), maxBuffered);
    if (cmd.action === 'unsubscribe') {
      connection.topics?.get(cmd.channel)?.unsubscribe();
      connection.topics?.delete(cmd.channel);
      return;
    }
    if (connection.topics?.has(cmd.channel)) {
      reply('subscribed');
      return;
    }
    if (
      !publicChannels.some((p) => p.test(cmd.channel)) ||
      (connection.topics?.size ?? 0) >= MAX_TOPICS_PER_SOCKET
    ) {
      reply('subscribe-refused');
      return;
    }
    const topic = hub.subscribe(cmd.channel, sender(connection));
    (connection.topics ??= new Map()).set(cmd.channel, topic);
    topic.ready
      .then(() => {
        if (connection.topics?.get(cmd.channel) === topic) reply('subscribed');
      })
      .catch((error: unknown) =>
        log.warn({ err: error, channel: cmd.channel }, 'realtime topic subscribe failed'),
      );
  };
