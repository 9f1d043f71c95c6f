import {
  gameHighlightConfigsEndpoint,
  gamesLaunchEndpoint,
  gamesLogoutEndpoint,
  partnersGameListConfigEndpoint,
  partnersGameListConfigNrEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { localeOf } from '../../platform/request-cookies.ts';
import { endGameSessions } from './game-sessions.ts';
import { launchGame } from './launch-game.ts';
import { highlights, partnerList } from './partner-lists.ts';

/** The member side of partner games: the lists, the highlights, launch and logout (area `games`: status 3 gets 403). */
export const gameRoutes =
  (deps: { db: Database; chokdeeGamesUrl: string | undefined }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, chokdeeGamesUrl } = deps;

    mountEndpoint(app, partnersGameListConfigEndpoint, (request) =>
      partnerList(db, localeOf(request), chokdeeGamesUrl),
    );
    mountEndpoint(app, partnersGameListConfigNrEndpoint, (request) =>
      partnerList(db, localeOf(request), chokdeeGamesUrl),
    );
    mountEndpoint(app, gameHighlightConfigsEndpoint, (request) => highlights(db, localeOf(request)));

    mountEndpoint(app, gamesLaunchEndpoint, (request) => {
      const { lang, ...launch } = request.body;
      return launchGame(db, {
        member: request.member,
        request: launch,
        lang: lang ?? localeOf(request),
        chokdeeGamesUrl,
      });
    });

    mountEndpoint(app, gamesLogoutEndpoint, async (request) => {
      await endGameSessions(db, request.member.id);
      return {};
    });

    done();
  };
