import {
  LOCALE_COOKIE,
  normalizeLocale,
  usersLineLoginEndpoint,
  usersLineLoginUrlEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createLineOidcClient, type LineOidcClient } from '../../../adapters/line/line-oidc-client.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { startMemberSession } from '../../../platform/auth/index.ts';
import { appError, type AppError } from '../../../platform/errors.ts';
import { mountEndpoint } from '../../../platform/mount-endpoint.ts';
import { completeLineLogin } from './complete-line-login.ts';
import { startLineLogin } from './start-line-login.ts';
import { cookiesOf } from '../../../platform/request-cookies.ts';

const notConfigured = (): AppError => appError('LINE_LOGIN_UNAVAILABLE');

/** LINE Login (OpenID Connect): the authorization URL, then the code exchange and session. */
export const lineLoginRoutes =
  (deps: { db: Database; config: Config }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    const client: LineOidcClient | undefined = deps.config.line && createLineOidcClient(deps.config.line);
    // Each call stores a row; a per-IP cap keeps a script from filling the table.
    const perIp = { rateLimit: { max: deps.config.rateLimits.lineLoginPerMin, timeWindow: '1 minute' } };
    const line = (): LineOidcClient => {
      if (!client) throw notConfigured();
      return client;
    };

    mountEndpoint(
      app,
      usersLineLoginUrlEndpoint,
      (request) => {
        const { redirectUri, ...affiliate } = request.query;
        const requestOrigin = `${request.protocol}://${request.host}`;
        return startLineLogin({ db, line: line() }, { redirectUri, requestOrigin, affiliate });
      },
      perIp,
    );

    mountEndpoint(
      app,
      usersLineLoginEndpoint,
      async (request, reply) => {
        const member = await completeLineLogin(
          { db, line: line(), log: request.log },
          request.body,
          normalizeLocale(cookiesOf(request)[LOCALE_COOKIE]),
        );
        await startMemberSession(deps, request, reply, member);
        return { uuid: member.uuid, status: member.status, name: member.name };
      },
      perIp,
    );
    done();
  };
