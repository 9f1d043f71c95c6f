import {
  betListMinMaxesEndpoint,
  betListResultsEndpoint,
  betListResultsStatsEndpoint,
  betListsLatestEndpoint,
  betListsOneEndpoint,
  betListsShowcaseEndpoint,
  FAMILY_OPTIONS,
  FOUR_D_FAMILIES,
  fourDLatestEndpoint,
  isFourDFamily,
  rateNowEndpoint,
  rateRecommendEndpoint,
  setPoyCreateEndpoints,
  type RoundFamily,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { discountView, findRatesNow, findRecommended, minMaxOf, ratesOf } from './find-rates.ts';
import { findRoundDiscount } from './poys-repository.ts';
import { findResults, findResultStats } from './find-results.ts';
import { findLatestRounds, getRound, groupRounds, roundIdOf } from './find-rounds.ts';
import { placeSetPoy } from './place-set-poy.ts';
import { getPoyDetail } from './poy-view.ts';
import { roundView } from './round-view.ts';
import { findShowcase } from './showcase.ts';

const optionsOf = (family: RoundFamily): readonly string[] =>
  isFourDFamily(family) ? ['set_4'] : FAMILY_OPTIONS[family];

/** Rounds, rates and 4D sets (api-contract "Lotto, Yeekee, 4D, poy"; docs/lotto.md "HTTP answers"). */
export const lottoRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, betListsLatestEndpoint, async () => {
      const now = new Date();
      return groupRounds(await findLatestRounds(db, now), (round) => roundView(round, now));
    });

    mountEndpoint(app, betListsShowcaseEndpoint, () => findShowcase(db, new Date()));

    mountEndpoint(app, betListsOneEndpoint, async (request) => {
      const round = await getRound(db, roundIdOf(request.query.id));
      return {
        ...roundView(round, new Date()),
        options: [...optionsOf(round.family as RoundFamily)],
        rates: ratesOf(round),
        minMax: minMaxOf(round),
        cancelMinutes: round.cancelMinutes,
        discount: discountView((await findRoundDiscount(db, round.id)) ?? null),
      };
    });

    mountEndpoint(app, betListMinMaxesEndpoint, async (request) =>
      minMaxOf(await getRound(db, roundIdOf(request.query.betId))),
    );

    mountEndpoint(app, rateNowEndpoint, async (request) => {
      const round = await getRound(db, roundIdOf(request.query.betId));
      return {
        defaultRate: ratesOf(round),
        rateNow: await findRatesNow(db, round, request.query.betType),
      };
    });

    mountEndpoint(app, rateRecommendEndpoint, async (request) =>
      findRecommended(db, await getRound(db, roundIdOf(request.query.betId)), request.query.betType),
    );

    mountEndpoint(app, betListResultsEndpoint, (request) => findResults(db, request.query));
    mountEndpoint(app, betListResultsStatsEndpoint, (request) => findResultStats(db, request.query));

    mountEndpoint(app, fourDLatestEndpoint, async () => {
      const now = new Date();
      const rounds = await findLatestRounds(db, now, FOUR_D_FAMILIES);
      return groupRounds(rounds, (round) => roundView(round, now)).gov4d;
    });

    for (const family of FOUR_D_FAMILIES) {
      mountEndpoint(app, setPoyCreateEndpoints[family], async (request) => {
        const poyId = await placeSetPoy(db, {
          memberId: request.member.id,
          family,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return getPoyDetail(db, request.member.id, poyId, new Date());
      });
    }
    done();
  };
