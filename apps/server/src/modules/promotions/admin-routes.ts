import { adminPromotionsEndpoints as endpoints } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { claimsForStaff, createPromotion, listForStaff, updatePromotion } from './admin-promotions.ts';

/** The back office of promotions: list, create, edit (and disable), and each one's claims. */
export const adminPromotionRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    mountEndpoint(app, endpoints.list, () => listForStaff(db));
    mountEndpoint(app, endpoints.create, (request) => createPromotion(db, actorOf(request), request.body));
    mountEndpoint(app, endpoints.update, (request) => updatePromotion(db, actorOf(request), request.body));
    mountEndpoint(app, endpoints.claims, (request) => claimsForStaff(db, request.query));
    done();
  };
