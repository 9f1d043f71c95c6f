/** One message for the sockets of one channel; on the wire exactly `{ event, channel, message }`. */
export interface RealtimeFrame {
  event: string;
  channel: string;
  /** A string (the contract puts JSON inside it, e.g. `{"balance":123.45}`). */
  message: string;
}

/** What a subscriber gets: the frame and its JSON text, serialized once for every local socket. */
export interface Delivery {
  frame: RealtimeFrame;
  text: string;
}

export type DeliveryListener = (delivery: Delivery) => void;

export interface Subscription {
  /** Resolves once messages published anywhere reach this listener (Redis: SUBSCRIBE acknowledged). */
  ready: Promise<void>;
  /** Idempotent. */
  unsubscribe(): void;
}

/**
 * The realtime hub: publish to a channel (a member uuid), subscribe per connection. Delivery is
 * best effort and at most once: a frame published while no socket of the channel is connected
 * (or while Redis is unreachable) is not kept. Two transports with this one interface:
 * in-process (one node) and Redis pub/sub (any number of nodes).
 */
export interface RealtimeHub {
  readonly transport: 'in-process' | 'redis';
  /** Resolves when handed to the transport; rejects only when the transport refuses it. */
  publish(channel: string, event: string, message: string): Promise<void>;
  subscribe(channel: string, listener: DeliveryListener): Subscription;
  /** Channels with at least one local listener. */
  channelCount(): number;
  close(): Promise<void>;
}

export const frameText = (frame: RealtimeFrame): string =>
  // Fixed key order: the contract shows `{ "event", "channel", "message" }`.
  JSON.stringify({ event: frame.event, channel: frame.channel, message: frame.message });

/**
 * The local side of both transports: channel -> listeners. A listener that throws is reported and
 * does not stop the others. Built for one listener per open socket (thousands per node): a
 * channel holds a plain array, a subscription is one small object, no closure per listener.
 */
export class LocalFanout {
  private readonly channels = new Map<string, DeliveryListener[]>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  /** Adds the listener; true when the channel had none. */
  add(channel: string, listener: DeliveryListener): boolean {
    const listeners = this.channels.get(channel);
    if (listeners) {
      listeners.push(listener);
      return false;
    }
    this.channels.set(channel, [listener]);
    return true;
  }

  /** Removes one registration of the listener; true when the channel has no listener left. */
  remove(channel: string, listener: DeliveryListener): boolean {
    const listeners = this.channels.get(channel);
    if (!listeners) return true;
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
    if (listeners.length > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  has(channel: string): boolean {
    return this.channels.has(channel);
  }

  channelCount(): number {
    return this.channels.size;
  }

  deliver(frame: RealtimeFrame): void {
    const listeners = this.channels.get(frame.channel);
    if (!listeners) return;
    const delivery: Delivery = { frame, text: frameText(frame) };
    // A copy when several: a listener may unsubscribe itself or another while the frame goes round.
    for (const listener of listeners.length === 1 ? listeners : [...listeners]) {
      try {
        listener(delivery);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  clear(): void {
    this.channels.clear();
  }
}

/**
 * A listener's registration on a LocalFanout; `onEmpty` runs when it removed the channel's last
 * listener (Redis: UNSUBSCRIBE). A class rather than closures: one exists per open socket.
 */
export class FanoutSubscription implements Subscription {
  private done = false;

  constructor(
    readonly ready: Promise<void>,
    private readonly fanout: LocalFanout,
    private readonly channel: string,
    private readonly listener: DeliveryListener,
    private readonly onEmpty?: (channel: string) => void,
  ) {}

  unsubscribe(): void {
    if (this.done) return;
    this.done = true;
    if (this.fanout.remove(this.channel, this.listener)) this.onEmpty?.(this.channel);
  }
}

const READY: Promise<void> = Promise.resolve();

/** Single node: publish goes straight to the local listeners. */
export const createInProcessHub = (onError: (error: unknown) => void = () => undefined): RealtimeHub => {
  const fanout = new LocalFanout(onError);
  return {
    transport: 'in-process',
    publish: (channel, event, message) => {
      fanout.deliver({ event, channel, message });
      return Promise.resolve();
    },
    subscribe: (channel, listener) => {
      fanout.add(channel, listener);
      return new FanoutSubscription(READY, fanout, channel, listener);
    },
    channelCount: () => fanout.channelCount(),
    close: () => {
      fanout.clear();
      return Promise.resolve();
    },
  };
};
