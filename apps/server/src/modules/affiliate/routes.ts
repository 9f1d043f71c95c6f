import { affiliateEndpoints as endpoints, AFFILIATE_CHART_DAYS, percentOf } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { siteOriginOf } from '../../platform/site-origin.ts';
import { affiliateSummary, earningsByDay, referredMembers } from './affiliate-repository.ts';

/** The member's affiliate page: every answer is the caller's own (no input names a member). */
export const affiliateRoutes =
  (deps: { db: Database; publicOrigin: string | undefined }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, endpoints.me, async (request) => {
      const me = await affiliateSummary(db, request.member.id);
      return {
        slug: me.slug,
        link: `${siteOriginOf(request, deps.publicOrigin)}/register/${me.slug}`,
        referred: { total: me.referred, active30d: me.active30d },
        earnings: { today: me.today, month: me.month, allTime: me.allTime, pending: me.pending },
        minPayout: me.minPayout,
        levels: [
          { level: 1 as const, percent: percentOf(me.level1Bp), basis: me.basis },
          { level: 2 as const, percent: percentOf(me.level2Bp), basis: me.basis },
        ],
      };
    });
    mountEndpoint(app, endpoints.members, async (request) => ({
      ...(await referredMembers(db, request.member.id, request.query)),
      page: request.query.page,
      pageSize: request.query.pageSize,
    }));
    mountEndpoint(app, endpoints.earnings, async (request) => ({
      days: await earningsByDay(db, request.member.id, AFFILIATE_CHART_DAYS),
    }));

    done();
  };
