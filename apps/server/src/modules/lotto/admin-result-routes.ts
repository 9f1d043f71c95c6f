import {
  adminLottoResultsConfirmEndpoint,
  adminLottoResultsEndpoint,
  adminLottoResultsEnterEndpoint,
  adminLottoResultsPreviewEndpoint,
  adminLottoResultsRejectEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { confirmResult, kickSettlement } from './confirm-result.ts';
import { enterResult } from './enter-result.ts';
import { listResults } from './list-results.ts';
import { previewResult } from './preview-result.ts';
import { rejectResult } from './reject-result.ts';

/** The staff part of issue 7: round results entered, confirmed by a second staff member, rejected. */
export const adminResultRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, adminLottoResultsEndpoint, (request) => listResults(deps.db, request.params.id));
    mountEndpoint(app, adminLottoResultsEnterEndpoint, (request) =>
      enterResult(deps.db, actorOf(request), request.params.id, request.body.input),
    );
    mountEndpoint(app, adminLottoResultsConfirmEndpoint, async (request) => {
      const confirmed = await confirmResult(deps.db, actorOf(request), request.params);
      kickSettlement(deps.db, request.params.id, request.log);
      return confirmed;
    });
    mountEndpoint(app, adminLottoResultsRejectEndpoint, (request) =>
      rejectResult(deps.db, actorOf(request), request.params),
    );
    mountEndpoint(app, adminLottoResultsPreviewEndpoint, (request) =>
      Promise.resolve(previewResult(request.body.input)),
    );
    done();
  };
