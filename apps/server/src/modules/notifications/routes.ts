import {
  notificationsListEndpoint,
  notificationsReadEndpoint,
  notificationsUnreadEndpoint,
  pushKeyEndpoint,
  pushSubscribeEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { PushConfig } from '../../config/push-config.ts';
import type { Database } from '../../db/client.ts';
import { validationError } from '../../platform/errors.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { markRead, pageOfNotifications, saveSubscription, unreadCount } from './notifications-repository.ts';

/** The member's inbox and push subscription (docs/support.md, "Notifications"). */
export const notificationRoutes =
  (deps: { db: Database; push: PushConfig }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, push } = deps;

    mountEndpoint(app, notificationsListEndpoint, async (request) => {
      const { rows, total, unread } = await pageOfNotifications(db, request.member.id, request.query.page);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.kind,
          body: JSON.stringify(row.params),
          createdAt: row.created_at,
          readAt: row.read_at,
        })),
        page: request.query.page,
        total,
        unread,
      };
    });

    mountEndpoint(app, notificationsUnreadEndpoint, async (request) => ({
      unread: await unreadCount(db, request.member.id),
    }));

    mountEndpoint(app, notificationsReadEndpoint, async (request) => ({
      unread: await markRead(db, request.member.id, request.body.ids),
    }));

    mountEndpoint(app, pushSubscribeEndpoint, async (request) => {
      const { endpoint, keys } = request.body;
      // The server POSTs to this URL: production accepts only https push services.
      if (!push.allowHttpEndpoints && !endpoint.startsWith('https://'))
        throw validationError({ endpoint: 'endpoint must be an https URL' });
      await saveSubscription(db, request.member.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return {};
    });

    mountEndpoint(app, pushKeyEndpoint, () => Promise.resolve({ publicKey: push.vapid?.publicKey ?? null }));

    done();
  };
