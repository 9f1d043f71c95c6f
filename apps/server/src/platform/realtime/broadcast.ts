import { randomUUID } from 'node:crypto';
import type { RealtimeHub } from './hub.ts';

/**
 * The hub channel every node listens on from its start, for changes all nodes must apply (not a
 * member uuid nor a public `name:id` channel, so no socket can ask for it).
 */
export const BROADCAST_CHANNEL = 'nodes';

export type BroadcastListener = (message: string) => void;

export interface Broadcast {
  /** Runs the event's listeners on this node at once, then on every other node through the hub. */
  send(event: string, message: string): Promise<void>;
  on(event: string, listener: BroadcastListener): void;
  /** Resolves once other nodes' broadcasts reach this node (Redis: SUBSCRIBE acknowledged). */
  ready: Promise<void>;
}

/** On the wire: `[sender node, message]`, so a node does not apply its own broadcast twice. */
const decode = (payload: string): [string, string] | null => {
  try {
    const value: unknown = JSON.parse(payload);
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string')
      return [value[0], value[1]];
  } catch {
    // fall through
  }
  return null;
};

/**
 * Node-wide events over the realtime hub. A listener that throws goes to `onError` and does not
 * stop the others. Delivery to other nodes is what the hub gives (Redis pub/sub: at most once,
 * lost while a node is cut off), so what a listener invalidates must also expire by itself.
 */
export const createBroadcast = (hub: RealtimeHub, onError: (error: unknown) => void): Broadcast => {
  const node = randomUUID();
  const listeners = new Map<string, BroadcastListener[]>();
  const run = (event: string, message: string): void => {
    for (const listener of listeners.get(event) ?? []) {
      try {
        listener(message);
      } catch (error) {
        onError(error);
      }
    }
  };
  const subscription = hub.subscribe(BROADCAST_CHANNEL, ({ frame }) => {
    const decoded = decode(frame.message);
    if (decoded && decoded[0] !== node) run(frame.event, decoded[1]);
  });
  return {
    send: async (event, message) => {
      run(event, message);
      await hub.publish(BROADCAST_CHANNEL, event, JSON.stringify([node, message]));
    },
    on: (event, listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    ready: subscription.ready,
  };
};
