import {
  createYingRequest,
  maskUserName,
  toBangkokIso,
  yingRoundRequest,
  yingsExportQuery,
  yingsQuery,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { exportYings, findLatestYings, getRoundShooting, yingsCsv, yingSummary } from './find-yings.ts';
import { getYingResult } from './get-ying-result.ts';
import { shootYing, YingCooldownError } from './shoot-ying.ts';
import { YING_CHANNEL_PATTERN, YingUpdateBatcher } from './ying-updates.ts';

const tags = ['yeekee'];
const security = [{ bearer: [] }];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

const shotSchema = z.object({
  seq: z.number(),
  yingNumber: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
const summarySchema = z.object({ count: z.number(), sum: z.string(), sixteenth: shotSchema.nullable() });
const resultSchema = z.object({
  betId: z.string(),
  status: z.enum(['DRAWN', 'SETTLED', 'VOIDED']),
  count: z.number(),
  sum: z.string(),
  sixteenth: shotSchema.nullable(),
  r: z.string().nullable(),
  top3: z.string().nullable(),
  top2: z.string().nullable(),
  bottom2: z.string().nullable(),
  exportUrl: z.string(),
});

/**
 * Yeekee shooting (api-contract "Lotto, Yeekee, 4D, poy"; docs/yeekee.md). Member calls sit in
 * the `lotto` area (status 4 → 403); the export is public — the fairness promise is that anyone
 * can recompute a result from it.
 */
export const yeekeeRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    const member = { member: 'lotto' as const };
    const updates = new YingUpdateBatcher(app.realtime.hub, app.log.child({ module: 'yeekee' }));
    app.realtime.allowChannels(YING_CHANNEL_PATTERN);
    app.addHook('onClose', () => updates.close());

    app.post(
      '/api/yings.create',
      {
        config: member,
        schema: {
          tags,
          security,
          summary:
            'Shoot a 5-digit number into an open Yeekee round (until close + 2 min); 429 within 5 s of the last shot',
          body: createYingRequest,
          response: { 201: dataOf(shotSchema) },
        },
      },
      async (request, reply) => {
        try {
          const shot = await shootYing(db, { memberId: request.member.id, body: request.body });
          const view = {
            seq: shot.seq,
            yingNumber: shot.yingNumber,
            userName: maskUserName(request.member.userName),
            createdAt: toBangkokIso(shot.createdAt),
          };
          updates.add(request.body.betId, view, shot.count, shot.sum);
          return await reply.status(201).send({ data: view });
        } catch (error) {
          if (error instanceof YingCooldownError) void reply.header('retry-after', String(error.retryAfter));
          throw error;
        }
      },
    );

    app.get(
      '/api/yings',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: 'The latest shots of a round, newest first (masked names)',
          querystring: yingsQuery,
          response: { 200: dataOf(z.array(shotSchema)) },
        },
      },
      async (request) => {
        const round = await getRoundShooting(db, request.query.betId);
        return { data: await findLatestYings(db, round.id, request.query.limit) };
      },
    );

    app.post(
      '/api/yings.summary',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: 'Count, running sum (decimal string) and the shot currently 16th from the newest',
          body: yingRoundRequest,
          response: { 200: dataOf(summarySchema) },
        },
      },
      async (request) => ({ data: await yingSummary(db, request.body.betId) }),
    );

    app.post(
      '/api/ying-results.one',
      {
        config: member,
        schema: {
          tags,
          security,
          summary:
            'The computed result once shooting closed: S, the 16th shot, R, the result fields and the export link (400 before)',
          body: yingRoundRequest,
          response: { 200: dataOf(resultSchema) },
        },
      },
      async (request) => ({ data: await getYingResult(db, request.body.betId) }),
    );

    app.get(
      '/api/yings.export',
      {
        schema: {
          tags,
          summary:
            'Public: every shot of a round, oldest first, as JSON (default) or CSV (format=csv), once shooting closed (400 before)',
          querystring: yingsExportQuery,
        },
      },
      async (request, reply) => {
        const shots = await exportYings(db, request.query.betId);
        if (request.query.format === 'csv')
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="yings-${request.query.betId}.csv"`)
            .send(yingsCsv(shots));
        return reply.send({ data: shots });
      },
    );

    done();
  };
