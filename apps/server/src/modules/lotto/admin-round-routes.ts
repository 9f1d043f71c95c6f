import {
  adminLottoExposureEndpoint,
  adminLottoFamiliesEndpoint,
  adminLottoFamiliesUpdateEndpoint,
  adminLottoRoundEndpoint,
  adminLottoRoundsCloseEndpoint,
  adminLottoRoundsEndpoint,
  adminLottoRoundsOpenEndpoint,
  adminLottoRoundsUpdateEndpoint,
  adminLottoRoundsVoidEndpoint,
  adminLottoRulesDeleteEndpoint,
  adminLottoRulesSetEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { closeRound, openRound } from './change-round-status.ts';
import { deleteNumberRule } from './delete-number-rule.ts';
import { getAdminRound } from './get-round.ts';
import { listFamilies } from './list-families.ts';
import { listRounds } from './list-rounds.ts';
import { roundExposure } from './round-exposure.ts';
import { setNumberRule } from './set-number-rule.ts';
import { updateFamily } from './update-family.ts';
import { updateRound } from './update-round.ts';
import { voidRound } from './void-round.ts';

/** The staff part of issue 6: family settings, rounds, number rules, exposure, open/close/void. */
export const adminRoundRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, adminLottoFamiliesEndpoint, () => listFamilies(deps.db));
    mountEndpoint(app, adminLottoFamiliesUpdateEndpoint, (request) =>
      updateFamily(deps.db, actorOf(request), request.body),
    );
    mountEndpoint(app, adminLottoRoundsEndpoint, (request) => listRounds(deps.db, request.query));
    mountEndpoint(app, adminLottoRoundEndpoint, (request) => getAdminRound(deps.db, request.query.id));
    mountEndpoint(app, adminLottoRoundsUpdateEndpoint, (request) =>
      updateRound(deps.db, actorOf(request), request.body),
    );
    mountEndpoint(app, adminLottoRulesSetEndpoint, (request) =>
      setNumberRule(deps.db, actorOf(request), request.body),
    );
    mountEndpoint(app, adminLottoRulesDeleteEndpoint, (request) =>
      deleteNumberRule(deps.db, actorOf(request), request.body),
    );
    mountEndpoint(app, adminLottoExposureEndpoint, (request) => roundExposure(deps.db, request.query));
    mountEndpoint(app, adminLottoRoundsOpenEndpoint, (request) =>
      openRound(deps.db, actorOf(request), request.body),
    );
    mountEndpoint(app, adminLottoRoundsCloseEndpoint, (request) =>
      closeRound(deps.db, actorOf(request), request.body),
    );
    mountEndpoint(app, adminLottoRoundsVoidEndpoint, (request) =>
      voidRound(deps.db, actorOf(request), request.body),
    );
    done();
  };
