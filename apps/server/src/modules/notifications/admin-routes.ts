import { adminBroadcastEndpoints as endpoints } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { broadcast, countAudience } from './broadcast.ts';

/** Staff broadcast: the audience's size first, then the notification to all of it. */
export const adminBroadcastRoutes =
  ({ db }: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, endpoints.preview, (request) => countAudience(db, request.query));
    mountEndpoint(app, endpoints.send, (request) => broadcast(db, actorOf(request), request.body));
    done();
  };
