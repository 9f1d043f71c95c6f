import {
  type EndpointQuery,
  yingResultsOneEndpoint,
  yingsCreateEndpoint,
  yingsEndpoint,
  yingsExportEndpoint,
  yingsSummaryEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint, routeOptionsOf } from '../../platform/mount-endpoint.ts';
import { ok } from '../../platform/reply.ts';
import {
  exportYings,
  findLatestYings,
  getRoundShooting,
  shotView,
  yingsCsv,
  yingSummary,
} from './find-yings.ts';
import { getYingResult } from './get-ying-result.ts';
import { shootYing, YingCooldownError } from './shoot-ying.ts';
import { YING_CHANNEL_PATTERN, YingUpdateBatcher } from './ying-updates.ts';

/**
 * Yeekee shooting (api-contract "Lotto, Yeekee, 4D, poy"; docs/yeekee.md). Member calls sit in
 * the `lotto` area (status 4 → 403); the export is public — the fairness promise is that anyone
 * can recompute a result from it.
 */
export const yeekeeRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    const updates = new YingUpdateBatcher(app.realtime.hub, app.log.child({ module: 'yeekee' }));
    app.realtime.allowChannels(YING_CHANNEL_PATTERN);
    app.addHook('onClose', () => updates.close());

    mountEndpoint(app, yingsCreateEndpoint, async (request, reply) => {
      try {
        const shot = await shootYing(db, { memberId: request.member.id, body: request.body });
        const view = shotView({
          seq: shot.seq,
          ying_number: shot.yingNumber,
          user_name: request.member.userName,
          created_at: shot.createdAt.toISOString(),
        });
        updates.add(request.body.betId, view, shot.count, shot.sum);
        return view;
      } catch (error) {
        if (error instanceof YingCooldownError) void reply.header('retry-after', String(error.retryAfter));
        throw error;
      }
    });
    mountEndpoint(app, yingsEndpoint, async (request) => {
      const round = await getRoundShooting(db, request.query.betId);
      return findLatestYings(db, round.id, request.query.limit);
    });
    mountEndpoint(app, yingsSummaryEndpoint, (request) => yingSummary(db, request.body.betId));
    mountEndpoint(app, yingResultsOneEndpoint, (request) => getYingResult(db, request.body.betId));

    // Declared by its JSON answer; `format=csv` sends text instead, which the JSON serializer
    // leaves alone, so the route keeps its own handler rather than mountEndpoint's `{ data }`.
    app.route({
      ...routeOptionsOf(yingsExportEndpoint),
      handler: async (request, reply) => {
        const { betId, format } = request.query as EndpointQuery<typeof yingsExportEndpoint>;
        const shots = await exportYings(db, betId);
        if (format === 'csv')
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="yings-${betId}.csv"`)
            .send(yingsCsv(shots));
        return reply.send(ok(shots));
      },
    });

    done();
  };
