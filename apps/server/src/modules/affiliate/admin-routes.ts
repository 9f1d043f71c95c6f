import { adminAffiliateEndpoints as endpoints, percentOf } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { planForStaff, runAccrual, savePlan } from './admin-affiliate.ts';
import { accrualsOfDay, plans, runDays } from './admin-repository.ts';

/** The back office of affiliate commissions: plans per agent, accrual runs and their rows. */
export const adminAffiliateRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, endpoints.plansList, async () => ({ items: (await plans(db)).map(planForStaff) }));
    mountEndpoint(app, endpoints.plansSave, (request) => savePlan(db, actorOf(request), request.body));
    mountEndpoint(app, endpoints.runsList, async (request) => ({
      ...(await runDays(db, request.query)),
      page: request.query.page,
      pageSize: request.query.pageSize,
    }));
    mountEndpoint(app, endpoints.accrualsList, async (request) => {
      const { items, total } = await accrualsOfDay(db, request.query);
      return {
        items: items.map(({ level1Bp, level2Bp, ...row }) => ({
          ...row,
          level1Percent: percentOf(level1Bp),
          level2Percent: percentOf(level2Bp),
        })),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    });
    mountEndpoint(app, endpoints.run, (request) => runAccrual(db, actorOf(request), request.body.day));

    done();
  };
