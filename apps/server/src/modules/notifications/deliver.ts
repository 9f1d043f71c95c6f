import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RealtimeHub } from '../../platform/realtime/index.ts';
import { claimUndelivered, removeSubscription } from './notifications-repository.ts';
import type { PushSend } from './web-push-sender.ts';

/** The realtime frame the member header listens for: `{"unread":3,"kind":"DEPOSIT_CREDITED"}`. */
export const NOTIFICATION_EVENT = 'notification';

const BATCH = 200;

export interface DeliveryDeps {
  db: Database;
  hub: RealtimeHub;
  /** Undefined when push is off. */
  push: PushSend | undefined;
  log: FastifyBaseLogger;
}

/**
 * One pass of the outbox: claims committed notifications, tells the member's open sockets (the
 * unread badge) and sends one Web Push per subscription; a 404/410 removes that subscription.
 * A push that fails otherwise is not retried (the inbox keeps the notification). Answers how
 * many notifications it delivered.
 */
export const deliverNotifications = async (deps: DeliveryDeps): Promise<number> => {
  const claimed = await claimUndelivered(deps.db, BATCH);
  await Promise.all(
    claimed.map(async (n) => {
      const frame = JSON.stringify({ unread: n.unread, kind: n.kind });
      await deps.hub.publish(n.member_uuid, NOTIFICATION_EVENT, frame).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'notification frame not published');
      });
      const push = deps.push;
      if (!push) return;
      const payload = JSON.stringify({ id: n.id, kind: n.kind, params: n.params });
      for (const subscription of n.subscriptions) {
        if ((await push(subscription, payload)) === 'gone')
          await removeSubscription(deps.db, subscription.endpoint);
      }
    }),
  );
  return claimed.length;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** One delivery pass with this app's hub and push sender (server.ts runs it every second; tests call it). */
    deliverNotifications: () => Promise<number>;
  }
}
