import { adminJurisdictionEndpoints as endpoints } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { JURISDICTIONS_CHANGED, readJurisdictions, updateJurisdictions } from './jurisdictions.ts';

/** The countries the site serves and the ranges always let in (Super Admin, audited). */
export const adminComplianceRoutes =
  ({ db }: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, endpoints.read, () => readJurisdictions(db));
    mountEndpoint(app, endpoints.update, async (request) => {
      const lists = await updateJurisdictions(db, actorOf(request), request.body);
      await request.server.realtime.broadcast(JURISDICTIONS_CHANGED);
      return lists;
    });
    done();
  };
