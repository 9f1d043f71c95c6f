import { placePoyRequest } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { cancelPoy } from './cancel-poy.ts';
import { findPoys, poySummarySchema } from './find-poys.ts';
import { placePoy } from './place-poy.ts';
import { getPoyDetail, poyDetailSchema } from './poy-view.ts';
import { idempotencyHeaders } from './routes.ts';

const tags = ['poy'];
const security = [{ bearer: [] }];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const ID = /^\d{1,18}$/;
const poyIdOf = (value: string): bigint => {
  // Not a number is no poy of this member either: the same 404 as another member's poy.
  if (!ID.test(value)) throw appError('POY_NOT_FOUND');
  return BigInt(value);
};

/** Bet slips under /poy-api (api-contract "Lotto, Yeekee, 4D, poy"). */
export const poyRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    const member = { member: 'lotto' as const };

    app.post(
      '/poy-api/poys.create',
      {
        config: member,
        schema: {
          tags,
          security,
          summary:
            'Place a slip (all or nothing; rates fixed per line; 409 RATE_CHANGED with the new rates); Idempotency-Key header optional',
          headers: idempotencyHeaders,
          body: placePoyRequest,
          response: { 201: dataOf(poyDetailSchema) },
        },
      },
      async (request, reply) => {
        const poyId = await placePoy(db, {
          memberId: request.member.id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return reply.status(201).send({ data: await getPoyDetail(db, request.member.id, poyId, new Date()) });
      },
    );

    app.get(
      '/poy-api/poys.all',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: "The member's poys, newest first (at most 100)",
          querystring: z.object({
            betGroup: z.string().max(20).optional(),
            betId: z.string().regex(ID).optional(),
          }),
          response: { 200: dataOf(z.array(poySummarySchema)) },
        },
      },
      async (request) => ({
        data: await findPoys(db, {
          memberId: request.member.id,
          betGroup: request.query.betGroup,
          betId: request.query.betId === undefined ? undefined : BigInt(request.query.betId),
        }),
      }),
    );

    app.get(
      '/poy-api/poys.one',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: "One of the member's poys with its lines (another member's: 404)",
          querystring: z.object({ id: z.string().max(30) }),
          response: { 200: dataOf(poyDetailSchema) },
        },
      },
      async (request) => ({
        data: await getPoyDetail(db, request.member.id, poyIdOf(request.query.id), new Date()),
      }),
    );

    app.post(
      '/poy-api/poys.cancel',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: 'Cancel a poy within the cancel window (ABORT_POY refund)',
          body: z.object({ poyId: z.string().max(30) }),
          response: { 200: dataOf(z.object({ poyId: z.string(), status: z.literal('CANCELLED') })) },
        },
      },
      async (request) => {
        await cancelPoy(db, { memberId: request.member.id, poyId: poyIdOf(request.body.poyId) });
        return { data: { poyId: request.body.poyId, status: 'CANCELLED' as const } };
      },
    );
    done();
  };
