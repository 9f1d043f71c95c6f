import { LOCALE_COOKIE, normalizeLocale } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLineOidcClient, type LineOidcClient } from '../../../adapters/line/line-oidc-client.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { startMemberSession } from '../../../platform/auth/index.ts';
import { appError, type AppError } from '../../../platform/errors.ts';
import { completeLineLogin } from './complete-line-login.ts';
import { lineLoginRequest, lineLoginUrlQuery } from './line-schemas.ts';
import { startLineLogin } from './start-line-login.ts';

const urlData = z.object({ data: z.object({ url: z.string() }) });
const loginData = z.object({
  data: z.object({ uuid: z.string(), status: z.number().int(), name: z.string().nullable() }),
});

const notConfigured = (): AppError => appError('LINE_LOGIN_UNAVAILABLE');

/** LINE Login (OpenID Connect): the authorization URL, then the code exchange and session. */
export const lineLoginRoutes =
  (deps: { db: Database; config: Config }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const client: LineOidcClient | undefined = deps.config.line && createLineOidcClient(deps.config.line);
    const perIp = { rateLimit: { max: deps.config.rateLimits.lineLoginPerMin, timeWindow: '1 minute' } };
    const line = (): LineOidcClient => {
      if (!client) throw notConfigured();
      return client;
    };

    app.get(
      '/api/users.line-login.url',
      {
        schema: {
          tags: ['members'],
          summary: 'Start LINE Login: authorization URL (state, nonce, PKCE kept server-side)',
          querystring: lineLoginUrlQuery,
          response: { 200: urlData },
        },
        // Each call stores a row; a per-IP cap keeps a script from filling the table.
        config: perIp,
      },
      async (request) => {
        const { redirectUri, ...affiliate } = request.query;
        const requestOrigin = `${request.protocol}://${request.host}`;
        const { url } = await startLineLogin(
          { db: deps.db, line: line() },
          { redirectUri, requestOrigin, affiliate },
        );
        return { data: { url } };
      },
    );

    app.post(
      '/api/users.line-login',
      {
        schema: {
          tags: ['members'],
          summary: 'LINE Login callback: exchange the code, register on first use, start a session',
          body: lineLoginRequest,
          response: { 200: loginData },
        },
        config: perIp,
      },
      async (request, reply) => {
        const member = await completeLineLogin(
          { db: deps.db, line: line(), log: request.log },
          request.body,
          normalizeLocale(request.cookies[LOCALE_COOKIE]),
        );
        await startMemberSession(deps, request, reply, member);
        return { data: { uuid: member.uuid, status: member.status, name: member.name } };
      },
    );
    done();
  };
