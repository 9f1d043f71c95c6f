import { EventEmitter } from 'node:events';

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
 * The local side of both transports: channel -> listeners on one EventEmitter. A listener that
 * throws is reported and does not stop the others.
 */
export class LocalFanout {
  private readonly emitter = new EventEmitter({ captureRejections: false });

  constructor(private readonly onListenerError: (error: unknown) => void) {
    // One listener per open socket; thousands per channel would be unusual but are not a leak.
    this.emitter.setMaxListeners(0);
  }

  /** Adds the listener; `handle` removes it again, `first` tells whether the channel had none. */
  add(channel: string, listener: DeliveryListener): { handle: DeliveryListener; first: boolean } {
    const handle: DeliveryListener = (delivery) => {
      try {
        listener(delivery);
      } catch (error) {
        this.onListenerError(error);
      }
    };
    this.emitter.on(channel, handle);
    return { handle, first: this.emitter.listenerCount(channel) === 1 };
  }

  /** Removes a handle from add(); true when the channel has no listener left. */
  remove(channel: string, handle: DeliveryListener): boolean {
    this.emitter.off(channel, handle);
    return this.emitter.listenerCount(channel) === 0;
  }

  has(channel: string): boolean {
    return this.emitter.listenerCount(channel) > 0;
  }

  channelCount(): number {
    return this.emitter.eventNames().length;
  }

  deliver(frame: RealtimeFrame): void {
    if (!this.has(frame.channel)) return;
    this.emitter.emit(frame.channel, { frame, text: frameText(frame) } satisfies Delivery);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

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
      const { handle } = fanout.add(channel, listener);
      let done = false;
      return {
        ready: Promise.resolve(),
        unsubscribe: () => {
          if (done) return;
          done = true;
          fanout.remove(channel, handle);
        },
      };
    },
    channelCount: () => fanout.channelCount(),
    close: () => {
      fanout.clear();
      return Promise.resolve();
    },
  };
};
