import { LOCALE_COOKIE, normalizeLocale, promotionClaimEndpoint, promotionsEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { authenticate } from '../../platform/auth/index.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { cookiesOf } from '../../platform/request-cookies.ts';
import { claimPromotion } from './claim-promotion.ts';
import { listPromotions } from './list-promotions.ts';

/** `promotions` (public; a member's own standing with a token) and `promotions.claim`. */
export const promotionRoutes =
  (deps: { db: Database; jwtSecret: string }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, promotionsEndpoint, async (request) => {
      // Optional auth: a guest, or a token that no longer holds, sees the list without claim fields.
      const member = await authenticate({ db, jwtSecret: deps.jwtSecret }, request);
      const locale = normalizeLocale(request.query?.locale ?? cookiesOf(request)[LOCALE_COOKIE]);
      return listPromotions(db, locale, member?.id ?? null);
    });

    mountEndpoint(app, promotionClaimEndpoint, (request) =>
      claimPromotion(db, request.member.id, request.body.id),
    );

    done();
  };
