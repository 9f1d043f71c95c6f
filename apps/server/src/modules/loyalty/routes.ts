import {
  achievementsEndpoint,
  loyaltyPointsRedeemEndpoint,
  loyaltyPointsTermsEndpoint,
  redeemValueOf,
  satang,
  loyaltyPointsTransactionsEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { findStatement, statementAnswer } from '../wallet/index.ts';
import { listAchievements } from './list-achievements.ts';
import { readLoyaltySettings } from './loyalty-settings.ts';
import { redeemPoints } from './redeem-points.ts';

/** The points statement's window: 90 days back to tomorrow. */
const HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

/** A member's points (redeem, history) and achievements; each reads only the caller's own rows. */
export const loyaltyRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, loyaltyPointsRedeemEndpoint, (request) =>
      redeemPoints(db, {
        memberId: request.member.id,
        points: request.body.points,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    );

    mountEndpoint(app, loyaltyPointsTermsEndpoint, async () => {
      const settings = await readLoyaltySettings(db);
      return { pointValue: satang(redeemValueOf(100n, settings.redeemBp)), minPoints: settings.minPoints };
    });

    mountEndpoint(app, loyaltyPointsTransactionsEndpoint, async (request) => {
      const now = Date.now();
      const lines = await findStatement(db, {
        memberId: request.member.id,
        kind: 'POINTS',
        from: new Date(now - HISTORY_DAYS * DAY_MS),
        to: new Date(now + DAY_MS),
      });
      return lines.map(statementAnswer);
    });

    mountEndpoint(app, achievementsEndpoint, (request) =>
      listAchievements(db, request.member.id, request.query?.lang ?? 'th'),
    );

    done();
  };
