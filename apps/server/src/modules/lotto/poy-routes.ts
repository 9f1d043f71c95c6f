import {
  FOUR_D_FAMILIES,
  poysAllEndpoint,
  poysCancelEndpoint,
  poysCreateEndpoint,
  poysOneEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { cancelPoy } from './cancel-poy.ts';
import { findPoys } from './find-poys.ts';
import { placePoy } from './place-poy.ts';
import { getPoyDetail } from './poy-view.ts';

const ID = /^\d{1,18}$/;
const familiesOfGroup = (betGroup: string): string[] =>
  betGroup === 'gov4d' ? [...FOUR_D_FAMILIES] : [betGroup];
const poyIdOf = (value: string): bigint => {
  // Not a number is no poy of this member either: the same 404 as another member's poy.
  if (!ID.test(value)) throw appError('POY_NOT_FOUND');
  return BigInt(value);
};

/** Poys under /poy-api (api-contract "Lotto, Yeekee, 4D, poy"). */
export const poyRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, poysCreateEndpoint, async (request) => {
      const poyId = await placePoy(db, {
        memberId: request.member.id,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return getPoyDetail(db, request.member.id, poyId, new Date());
    });

    mountEndpoint(app, poysAllEndpoint, (request) =>
      findPoys(db, {
        memberId: request.member.id,
        families: request.query.betGroup ? familiesOfGroup(request.query.betGroup) : undefined,
        roundId: request.query.betId === undefined ? undefined : BigInt(request.query.betId),
      }),
    );

    mountEndpoint(app, poysOneEndpoint, (request) =>
      getPoyDetail(db, request.member.id, poyIdOf(request.query.id), new Date()),
    );

    mountEndpoint(app, poysCancelEndpoint, async (request) => {
      await cancelPoy(db, { memberId: request.member.id, poyId: poyIdOf(request.body.poyId) });
      return { poyId: request.body.poyId, status: 'CANCELLED' as const };
    });
    done();
  };
