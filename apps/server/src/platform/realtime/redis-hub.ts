import { Redis } from 'ioredis';
import { FanoutSubscription, LocalFanout, type DeliveryListener, type RealtimeHub } from './hub.ts';

export interface RedisHubOptions {
  url: string;
  /** Prefix of the Redis channels, so several deployments can share one Redis. */
  prefix?: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export const DEFAULT_REDIS_PREFIX = 'chokdee:ccu:';

// How long close() waits for QUIT before dropping the connection.
const QUIT_TIMEOUT_MS = 1_000;

/** Redis payload: `[event, message]`; the channel is the Redis channel minus the prefix. */
const decodePayload = (payload: string): [string, string] | null => {
  try {
    const value: unknown = JSON.parse(payload);
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    )
      return [value[0], value[1]];
  } catch {
    // fall through
  }
  return null;
};

const closeConnection = async (redis: Redis): Promise<void> => {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.quit().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    // status changes while awaiting quit()
    if ((redis.status as string) !== 'end') redis.disconnect();
  }
};

/**
 * Multi-node transport: one publisher and one subscriber connection per node. The subscriber
 * holds a Redis channel per member only while a socket of that member is connected to this node,
 * so a node receives only what its own sockets want. ioredis reconnects by itself and
 * re-subscribes the channels it held (autoResubscribe); frames published while a node is cut off
 * from Redis are lost for its sockets (documented in docs/scaling.md).
 */
export const createRedisHub = (options: RedisHubOptions): RealtimeHub => {
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  const { log } = options;
  const fanout = new LocalFanout((error) => log.error({ err: error }, 'realtime listener failed'));
  // Publishing fails after a few reconnection attempts instead of queueing for ever.
  const publisher = new Redis(options.url, {
    connectionName: 'chokdee-realtime-pub',
    maxRetriesPerRequest: 3,
  });
  // A SUBSCRIBE issued while disconnected waits for the connection instead of failing: a
  // failed one would leave a socket connected but deaf.
  const subscriber = new Redis(options.url, {
    connectionName: 'chokdee-realtime-sub',
    maxRetriesPerRequest: null,
  });
  // Per channel: the pending or done SUBSCRIBE, so later sockets of the same member can wait on it.
  const subscribed = new Map<string, Promise<void>>();
  let closed = false;

  // Without an 'error' listener a lost connection would crash the process; ioredis retries anyway.
  let lastErrorLog = 0;
  const onRedisError = (role: string) => (error: Error) => {
    const now = Date.now();
    if (now - lastErrorLog < 10_000) return;
    lastErrorLog = now;
    log.warn({ err: error, role }, 'realtime redis connection error (retrying)');
  };
  publisher.on('error', onRedisError('publisher'));
  subscriber.on('error', onRedisError('subscriber'));

  subscriber.on('message', (redisChannel: string, payload: string) => {
    if (!redisChannel.startsWith(prefix)) return;
    const decoded = decodePayload(payload);
    if (!decoded) return;
    fanout.deliver({ channel: redisChannel.slice(prefix.length), event: decoded[0], message: decoded[1] });
  });

  const subscribeRedis = (channel: string): Promise<void> => {
    const pending = subscriber.subscribe(prefix + channel).then(
      () => undefined,
      (error: unknown) => {
        log.error({ err: error, channel }, 'realtime redis subscribe failed');
        throw error;
      },
    );
    // The socket's own `ready` may be ignored; the rejection is logged above.
    pending.catch(() => undefined);
    subscribed.set(channel, pending);
    return pending;
  };

  // The last local listener of the channel is gone.
  const unsubscribeRedis = (channel: string): void => {
    if (closed) return;
    subscribed.delete(channel);
    // Commands on one connection run in order: a SUBSCRIBE sent after this UNSUBSCRIBE wins.
    subscriber
      .unsubscribe(prefix + channel)
      .catch((error: unknown) => log.warn({ err: error, channel }, 'realtime redis unsubscribe failed'));
  };

  return {
    transport: 'redis',
    publish: async (channel, event, message) => {
      if (closed) throw new Error('realtime hub is closed');
      await publisher.publish(prefix + channel, JSON.stringify([event, message]));
    },
    subscribe: (channel, listener: DeliveryListener) => {
      const first = fanout.add(channel, listener);
      const ready =
        first || !subscribed.has(channel)
          ? subscribeRedis(channel)
          : (subscribed.get(channel) as Promise<void>);
      return new FanoutSubscription(ready, fanout, channel, listener, unsubscribeRedis);
    },
    channelCount: () => fanout.channelCount(),
    close: async () => {
      if (closed) return;
      closed = true;
      fanout.clear();
      subscribed.clear();
      await Promise.all([closeConnection(publisher), closeConnection(subscriber)]);
    },
  };
};
