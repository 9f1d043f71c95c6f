import { gameHookEndpoints } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { appError, validationError } from '../../platform/errors.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { fastBodyValidatorCompiler } from '../../platform/fast-body-check.ts';
import { NUL_MESSAGE, nulPath } from '../../platform/text-guard.ts';
import { signatureMatches } from '../deposits/index.ts';
import { betBatches } from './bet-batches.ts';
import { gameBalance, gameBet } from './game-bets.ts';
import type { HookProvider } from './game-call-answers.ts';
import { gameRollback, gameWin } from './game-settlements.ts';
import type { ProviderRegistry } from './provider-registry.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provider of a signed game wallet call (set once its signature was checked). */
    gameProvider?: HookProvider;
  }
}

/**
 * The seamless wallet (POST /api/hooks/games/{provider}/{action}). The body is read as bytes and
 * its `x-signature` checked with that provider's secret BEFORE it is parsed or validated: unknown
 * provider 404, missing or wrong signature 401, nothing runs.
 */
export const gameHookRoutes =
  (deps: { db: Database; providers: ProviderRegistry }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, providers } = deps;
    const bets = betBatches(db);
    // The providers' bodies are the busiest the site validates: a quick path derived from their
    // zod schemas accepts the well-formed ones, zod still answers every other (docs/games.md).
    app.setValidatorCompiler(fastBodyValidatorCompiler);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, parsed) => {
      request.rawBody = raw as Buffer;
      parsed(null, {});
    });
    app.addHook('preValidation', async (request) => {
      const { provider: code } = request.params as { provider?: unknown };
      const provider = typeof code === 'string' ? await providers.find(code) : undefined;
      if (!provider) throw appError('GAME_PROVIDER_NOT_FOUND');
      const secret = providers.secretOf(provider);
      const raw = request.rawBody;
      if (!secret || !raw || !signatureMatches(secret, raw, request.headers['x-signature']))
        throw appError('HOOK_SIGNATURE_INVALID');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw appError('HOOK_BODY_NOT_JSON');
      }
      // The site-wide NUL guard ran before this body existed; PostgreSQL text cannot hold U+0000.
      const nul = nulPath(body);
      if (nul) throw validationError({ [nul.join('.') || 'body']: NUL_MESSAGE });
      request.body = body;
      request.gameProvider = { id: provider.id, code: provider.code };
    });
    const providerOf = (request: { gameProvider?: HookProvider }): HookProvider => {
      if (!request.gameProvider) throw appError('HOOK_SIGNATURE_INVALID');
      return request.gameProvider;
    };

    // A provider's server reads these small answers: no compression hooks on them.
    const lean = { compress: false } as const;
    mountEndpoint(
      app,
      gameHookEndpoints.balance,
      (request) => gameBalance(db, providerOf(request), request.body),
      lean,
    );
    mountEndpoint(
      app,
      gameHookEndpoints.bet,
      (request) => gameBet(db, bets, providerOf(request), request.body),
      lean,
    );
    mountEndpoint(
      app,
      gameHookEndpoints.win,
      (request) => gameWin(db, providerOf(request), request.body),
      lean,
    );
    mountEndpoint(
      app,
      gameHookEndpoints.rollback,
      (request) => gameRollback(db, providerOf(request), request.body),
      lean,
    );

    done();
  };
