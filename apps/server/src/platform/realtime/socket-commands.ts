import type { FastifyBaseLogger } from 'fastify';
import { OPEN, sendBounded } from './bounded-send.ts';
import type { Connection } from './connections.ts';
import { frameText, type Delivery, type RealtimeHub } from './hub.ts';
import type { Watcher } from './realtime-options.ts';

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

/** Channels only some sockets may watch (`Realtime.guardChannels`). */
export interface GuardedChannel {
  pattern: RegExp;
  mayWatch: (watcher: Watcher, channel: string) => Promise<boolean>;
}

interface CommandDeps {
  hub: RealtimeHub;
  /** The patterns of channels any member socket may subscribe to (`Realtime.allowChannels`). */
  publicChannels: readonly RegExp[];
  guardedChannels: readonly GuardedChannel[];
  sender: (connection: Connection) => (delivery: Pick<Delivery, 'text'>) => void;
  maxBuffered: number;
  log: FastifyBaseLogger;
}

/**
 * `{"action":"subscribe","channel":"ying:123"}` → `{"event":"subscribed","channel":"ying:123","message":""}`
 * once frames published anywhere reach the socket; a channel not allowed, or a fifth one, →
 * `subscribe-refused`. `unsubscribe` stops it (no answer).
 */
/** Public channels are member sockets' only; a guarded channel asks its guard. */
const mayWatch = async (
  { publicChannels, guardedChannels }: Pick<CommandDeps, 'publicChannels' | 'guardedChannels'>,
  connection: Connection,
  channel: string,
): Promise<boolean> => {
  if (connection.kind === 'member' && publicChannels.some((p) => p.test(channel))) return true;
  const guarded = guardedChannels.find((g) => g.pattern.test(channel));
  if (!guarded) return false;
  return guarded.mayWatch({ kind: connection.kind, id: connection.member, sid: connection.sid }, channel);
};

/**
 * `{"action":"subscribe","channel":"ying:123"}` → `{"event":"subscribed","channel":"ying:123","message":""}`
 * once frames published anywhere reach the socket; a channel not allowed, or a fifth one, →
 * `subscribe-refused`. `unsubscribe` stops it (no answer).
 */
export const commandHandler =
  (deps: CommandDeps) =>
  (connection: Connection, data: unknown): void => {
    const { hub, sender, maxBuffered, log } = deps;
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
    if ((connection.topics?.size ?? 0) >= MAX_TOPICS_PER_SOCKET) {
      reply('subscribe-refused');
      return;
    }
    const subscribe = (): void => {
      // Subscribed meanwhile (a repeated command) or the socket left while a guard was asked.
      if (connection.topics?.has(cmd.channel) || connection.socket.readyState !== OPEN) return;
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
    mayWatch(deps, connection, cmd.channel)
      .then((allowed) => (allowed ? subscribe() : reply('subscribe-refused')))
      .catch((error: unknown) => {
        log.warn({ err: error, channel: cmd.channel }, 'realtime channel guard failed');
        reply('subscribe-refused');
      });
  };
