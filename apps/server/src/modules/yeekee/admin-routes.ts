import { adminLottoYeekeeBonusEndpoint, adminLottoYeekeeBonusUpdateEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { getYeekeeBonus, updateYeekeeBonus } from './yeekee-bonus.ts';

/** The Yeekee shooter bonus setting (docs/yeekee.md), under the lotto staff permissions. */
export const adminYeekeeRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, adminLottoYeekeeBonusEndpoint, () => getYeekeeBonus(deps.db));
    mountEndpoint(app, adminLottoYeekeeBonusUpdateEndpoint, (request) =>
      updateYeekeeBonus(deps.db, actorOf(request), request.body),
    );
    done();
  };
