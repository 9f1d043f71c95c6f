/**
 * Public live channels on the tab's one `WS /ccu` connection (docs/api.md, "Live shots over
 * `WS /ccu`"): a page watches a channel such as `ying:<betId>`; the registry sends
 * `{"action":"subscribe","channel"}` while the socket is open — again after every reconnect — and
 * `unsubscribe` when the last watcher leaves. Frames of the channel (and the server's `subscribed`
 * answer, the moment to re-read what was missed while disconnected) go to its watchers.
 */

export interface ChannelFrame {
  event: string;
  channel: string;
  /** The frame's payload, usually JSON text. */
  message: string;
}

export type ChannelListener = (frame: ChannelFrame) => void;

/** A `{ event, channel, message }` frame with string fields, or null. */
export function parseFrame(data: unknown): ChannelFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { event, channel, message } = value as Record<string, unknown>;
    if (typeof event !== 'string' || typeof channel !== 'string' || typeof message !== 'string') return null;
    return { event, channel, message };
  } catch {
    return null;
  }
}

const command = (action: 'subscribe' | 'unsubscribe', channel: string) => JSON.stringify({ action, channel });

export class ChannelRegistry {
  private readonly watchers = new Map<string, Set<ChannelListener>>();
  private send: ((text: string) => void) | null = null;

  /** Starts watching; the returned function stops (idempotent). */
  watch(channel: string, listener: ChannelListener): () => void {
    let set = this.watchers.get(channel);
    if (!set) {
      set = new Set();
      this.watchers.set(channel, set);
      this.send?.(command('subscribe', channel));
    }
    set.add(listener);
    return () => {
      const current = this.watchers.get(channel);
      if (!current?.delete(listener) || current.size > 0) return;
      this.watchers.delete(channel);
      this.send?.(command('unsubscribe', channel));
    };
  }

  /** The socket is open: subscribe every watched channel through `send`. */
  attach(send: (text: string) => void): void {
    this.send = send;
    for (const channel of this.watchers.keys()) send(command('subscribe', channel));
  }

  /** The socket is gone: nothing is sent until the next attach. */
  detach(): void {
    this.send = null;
  }

  /** Hands a frame to the watchers of its channel. */
  dispatch(frame: ChannelFrame): void {
    this.watchers.get(frame.channel)?.forEach((listener) => listener(frame));
  }
}

/** The app's registry, attached to the connection the shell keeps open (useLiveBalance). */
export const realtimeChannels = new ChannelRegistry();
