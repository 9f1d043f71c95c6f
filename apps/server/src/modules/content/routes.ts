import { contentEndpoint, contentListEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { localeOf } from '../../platform/request-cookies.ts';
import { listContents, readContent } from './read-contents.ts';

/** Public how-to, video and download pages (api-contract, "Support, notifications, content"). */
export const contentRoutes =
  (db: Database): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, contentEndpoint, (request) => readContent(db, request.query, localeOf(request)));
    mountEndpoint(app, contentListEndpoint, (request) =>
      listContents(db, request.query.kind, localeOf(request)),
    );
    done();
  };
