import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { wholeNumber } from '../validation/whole-number.ts';

/** What happened; the web app words each kind with its params in the member's language. */
export const NOTIFICATION_KINDS = [
  'DEPOSIT_CREDITED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'POY_WON',
  'BROADCAST',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The contract's `{ id, kind, title, body, createdAt, readAt }`: `title` is the kind again (the
 * message code) and `body` the params as JSON (`{"amount":500}`), never wording from the server.
 */
export const notificationAnswer = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationAnswer = z.input<typeof notificationAnswer>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsPage = z.object({
  items: z.array(notificationAnswer),
  page: z.number(),
  total: z.number(),
  unread: z.number(),
});

const tags = ['notifications'];
const member = { member: 'member' } as const;

export const notificationsListEndpoint = endpoint({
  method: 'GET',
  path: '/api/notifications',
  auth: member,
  query: z.object({ page: wholeNumber(z.number().int().min(1).max(10_000)).default(1) }),
  response: notificationsPage,
  summary: "The member's own notifications, newest first, 20 a page, with the unread count",
  tags,
});

export const notificationsUnreadEndpoint = endpoint({
  method: 'GET',
  path: '/api/notifications.unread',
  auth: member,
  response: z.object({ unread: z.number() }),
  summary: "The member's unread count alone, for the header badge",
  tags,
});

export const notificationsReadEndpoint = endpoint({
  method: 'POST',
  path: '/api/notifications.read',
  auth: member,
  body: z.object({
    ids: z
      .array(z.string().regex(/^\d{1,18}$/, 'ids must be notification ids'))
      .min(1)
      .max(100),
  }),
  response: z.object({ unread: z.number() }),
  summary: 'Marks the given notifications of the member read (ids of others change nothing)',
  tags,
});

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

export const pushSubscribeEndpoint = endpoint({
  method: 'POST',
  path: '/api/push.subscribe',
  auth: member,
  body: z.object({
    endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an https URL' }).max(1000),
    keys: z.object({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(30) }),
  }),
  response: z.object({}),
  summary: "Stores this browser's Web Push subscription (one per endpoint; re-subscribing updates it)",
  tags,
});

export const pushKeyEndpoint = endpoint({
  method: 'GET',
  path: '/api/push.key',
  auth: 'public',
  response: z.object({ publicKey: z.string().nullable() }),
  summary: "The server's VAPID public key for PushManager.subscribe (null when push is off)",
  tags,
});
