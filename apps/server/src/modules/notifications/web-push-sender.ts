import webpush from 'web-push';
import type { PushConfig } from '../../config/push-config.ts';
import type { PushSubscriptionInput } from './notifications-repository.ts';

/** What a push service answered: `gone` (404/410) means the subscription is dead and is removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSend = (subscription: PushSubscriptionInput, payload: string) => Promise<PushOutcome>;

const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * The web-push library builds the request (VAPID JWT, RFC 8291 aes128gcm payload); fetch sends
 * it, so the timeout is ours and a plain-http stand-in works outside production.
 */
export const createPushSender = (vapid: NonNullable<PushConfig['vapid']>): PushSend => {
  return async (subscription, payload) => {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
    );
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
};
