import { adminGamesEndpoints as endpoints } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import {
  createGame,
  highlightsForStaff,
  providersForStaff,
  updateGame,
  updateHighlights,
  updateProvider,
} from './admin-catalogue.ts';
import { adminGames } from './admin-catalogue-repository.ts';
import { dailyGameReport, searchGameTransactions } from './admin-game-reports.ts';

/** The back office of partner games: registry, catalogue, highlights, members' calls, daily report. */
export const adminGameRoutes =
  (deps: AdminDeps & { providerSecret: (envName: string) => string | undefined }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    const secretSet = (envName: string) => deps.providerSecret(envName) !== undefined;
    // A change shows at once on this node (the others read the registry again within seconds).
    const changed = async <T>(result: T): Promise<T> => {
      await app.gameProviders.reload();
      return result;
    };

    mountEndpoint(app, endpoints.providersList, () => providersForStaff(db, secretSet));
    mountEndpoint(app, endpoints.providersUpdate, async (request) =>
      changed(await updateProvider(db, actorOf(request), request.body, secretSet)),
    );
    mountEndpoint(app, endpoints.gamesList, (request) => adminGames(db, request.query));
    mountEndpoint(app, endpoints.gamesCreate, (request) => createGame(db, actorOf(request), request.body));
    mountEndpoint(app, endpoints.gamesUpdate, (request) => updateGame(db, actorOf(request), request.body));
    mountEndpoint(app, endpoints.highlightsList, () => highlightsForStaff(db));
    mountEndpoint(app, endpoints.highlightsUpdate, (request) =>
      updateHighlights(db, actorOf(request), request.body.items),
    );
    mountEndpoint(app, endpoints.transactionsList, (request) => searchGameTransactions(db, request.query));
    mountEndpoint(app, endpoints.reportDaily, (request) => dailyGameReport(db, request.query));

    done();
  };
