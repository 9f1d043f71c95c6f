import { pushKeyEndpoint, pushSubscribeEndpoint } from '@chokdee/domain';
import { callApi } from '../../lib/call-api.ts';

export type PushState = 'unsupported' | 'denied' | 'granted' | 'default';

export const pushState = (): PushState =>
  !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)
    ? 'unsupported'
    : Notification.permission;

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/**
 * Asks the browser's permission (only ever from the member's tap), subscribes this device with the
 * server's VAPID key and stores the subscription. The push handler is public/push-sw.js, which the
 * site's service worker (public/sw.js) imports.
 */
export const enablePush = async (): Promise<PushState> => {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { publicKey } = await callApi(pushKeyEndpoint);
  if (!publicKey) return 'unsupported';
  // The site's worker (sw.js, registered by sw-register.js) carries the push handler.
  const registration =
    (await navigator.serviceWorker.getRegistration()) ?? (await navigator.serviceWorker.register('/sw.js'));
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(publicKey),
    }));
  const json = subscription.toJSON();
  await callApi(pushSubscribeEndpoint, {
    endpoint: json.endpoint ?? '',
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'granted';
};
