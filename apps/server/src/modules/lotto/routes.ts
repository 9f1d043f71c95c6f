import {
  FAMILY_OPTIONS,
  FOUR_D_FAMILIES,
  isFourDFamily,
  placeSetPoyRequest,
  resultQuerySchema,
  type FourDFamily,
  type RoundFamily,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { findRatesNow, findRecommended, minMaxOf, ratesOf } from './find-rates.ts';
import { findResults, roundResultSchema } from './find-results.ts';
import { findLatestRounds, getRound, groupRounds } from './find-rounds.ts';
import { placeSetPoy } from './place-set-poy.ts';
import { getPoyDetail, poyDetailSchema } from './poy-view.ts';
import { roundSchema, roundView } from './round-view.ts';

const tags = ['lotto'];
const security = [{ bearer: [] }];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const rateSchema = z.object({ option: z.string(), multiply: z.number() });
const numberRateSchema = rateSchema.extend({ number: z.string() });
const minMaxSchema = z.object({ betOption: z.string(), betMin: z.number(), betMax: z.number() });
const betIdQuery = z.object({ betId: z.string().min(1).max(30), betType: z.string().max(40).optional() });
const rounds = z.array(roundSchema);
const fourDLists = z.object({ hanoy: rounds, lao: rounds, laoSuper: rounds, malay: rounds });
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(100).optional() });

/** The 4D create paths name the family in kebab case (spec §7). */
const FOUR_D_PATHS: Record<FourDFamily, string> = {
  hanoy: 'hanoy',
  lao: 'lao',
  laoSuper: 'lao-super',
  malay: 'malay',
};

const optionsOf = (family: RoundFamily): readonly string[] =>
  isFourDFamily(family) ? ['set_4'] : FAMILY_OPTIONS[family];

/** Rounds, rates and 4D sets (api-contract "Lotto, Yeekee, 4D, poy"; docs/lotto.md "HTTP answers"). */
export const lottoRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    const member = { member: 'lotto' as const };

    app.get(
      '/api/bet-lists.latest',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: 'Rounds open now or closed within the hour, per group',
          response: {
            200: dataOf(
              z.object({
                gov: rounds,
                stock: rounds,
                yeekee: rounds,
                yeekee5Min: rounds,
                pingpong: rounds,
                gov4d: fourDLists,
              }),
            ),
          },
        },
      },
      async () => {
        const now = new Date();
        return { data: groupRounds(await findLatestRounds(db, now), (round) => roundView(round, now)) };
      },
    );

    app.get(
      '/api/bet-lists.one',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: 'One round with the options it sells, its rates, min/max per option and cancel window',
          querystring: z.object({ id: z.string().min(1).max(30) }),
          response: {
            200: dataOf(
              roundSchema.extend({
                options: z.array(z.string()),
                rates: z.array(rateSchema),
                minMax: z.array(minMaxSchema),
                cancelMinutes: z.number(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const round = await getRound(db, request.query.id);
        const family = round.family as RoundFamily;
        return {
          data: {
            ...roundView(round, new Date()),
            options: [...optionsOf(family)],
            rates: ratesOf(round),
            minMax: minMaxOf(round),
            cancelMinutes: round.cancelMinutes,
          },
        };
      },
    );

    app.get(
      '/api/bet-list-min-maxes.all',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: 'Minimum and maximum per line of each option (baht)',
          querystring: betIdQuery,
          response: { 200: dataOf(z.array(minMaxSchema)) },
        },
      },
      async (request) => ({ data: minMaxOf(await getRound(db, request.query.betId)) }),
    );

    app.get(
      '/api/number-reachs.rate-now.all',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: 'Default rates and every number whose rate differs now (0 = closed)',
          querystring: betIdQuery,
          response: {
            200: dataOf(z.object({ defaultRate: z.array(rateSchema), rateNow: z.array(numberRateSchema) })),
          },
        },
      },
      async (request) => {
        const round = await getRound(db, request.query.betId);
        return {
          data: {
            defaultRate: ratesOf(round),
            rateNow: await findRatesNow(db, round, request.query.betType),
          },
        };
      },
    );

    app.get(
      '/api/number-reachs.rate-recommend.all',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: 'The 10 most-bought numbers of the round',
          querystring: betIdQuery,
          response: { 200: dataOf(z.array(numberRateSchema)) },
        },
      },
      async (request) => ({
        data: await findRecommended(db, await getRound(db, request.query.betId), request.query.betType),
      }),
    );

    app.get(
      '/api/bet-list-results',
      {
        schema: {
          tags,
          summary:
            'Confirmed results (public): one round (betId), one Bangkok draw date (resultDate), and/or a group or family (betGroup; alone: its latest 30), newest first',
          querystring: resultQuerySchema,
          response: { 200: dataOf(z.array(roundResultSchema)) },
        },
      },
      async (request) => ({ data: await findResults(db, request.query) }),
    );

    app.post(
      '/api/lotteries.4d.latest',
      {
        config: member,
        schema: {
          tags,
          security,
          summary: '4D rounds open now or closed within the hour',
          response: { 200: dataOf(fourDLists) },
        },
      },
      async () => {
        const now = new Date();
        return {
          data: groupRounds(await findLatestRounds(db, now, FOUR_D_FAMILIES), (round) =>
            roundView(round, now),
          ).gov4d,
        };
      },
    );

    for (const family of FOUR_D_FAMILIES) {
      app.post(
        `/api/lotteries.${FOUR_D_PATHS[family]}.create`,
        {
          config: member,
          schema: {
            tags,
            security,
            summary: `Buy ${family} 4D sets (BET_SET_4); Idempotency-Key header optional`,
            headers: idempotencyHeaders,
            body: placeSetPoyRequest,
            response: { 201: dataOf(poyDetailSchema) },
          },
        },
        async (request, reply) => {
          const poyId = await placeSetPoy(db, {
            memberId: request.member.id,
            family,
            body: request.body,
            idempotencyKey: request.headers['idempotency-key'],
          });
          return reply
            .status(201)
            .send({ data: await getPoyDetail(db, request.member.id, poyId, new Date()) });
        },
      );
    }
    done();
  };
