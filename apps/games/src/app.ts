import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Assets } from './server/assets.ts';
import { apiRoutes } from './server/api-routes.ts';
import type { GamesConfig } from './server/config.ts';
import { playRoutes } from './server/play-routes.ts';
import { createPlayers } from './server/players.ts';
import type { RoundDeps } from './server/round.ts';
import { createSessions } from './server/sessions.ts';
import { createWalletClient } from './server/wallet-client.ts';

export interface GamesAppOptions {
  config: GamesConfig;
  /** The screens' files; called on the first page or asset request, so a development start stays light. */
  assets: () => Promise<Assets>;
  logger?: FastifyServerOptions['logger'];
  /** Retry pacing of wallet calls with an unknown outcome (tests make them immediate). */
  retryDelaysMs?: number[];
  backgroundDelaysMs?: number[];
}

/** The Chokdee Games provider: game pages, their JSON API, and the operator's seamless wallet. */
export const buildGamesApp = async ({
  config,
  assets,
  logger = true,
  retryDelaysMs = [250, 1000, 3000],
  backgroundDelaysMs = [10_000, 30_000, 60_000, 300_000, 900_000],
}: GamesAppOptions) => {
  const app = Fastify({ logger, bodyLimit: 16 * 1024 });
  const wallet = createWalletClient({ siteUrl: config.siteUrl, provider: 'chokdee', secret: config.secret });
  const players = createPlayers();
  const sessions = createSessions();
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
    done(null, payload);
  });
  // A body the JSON parser refuses is the client's fault: 400 in the API's shape.
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ error: { code: status < 500 ? 'BAD_REQUEST' : 'INTERNAL' } });
  });
  await app.register(playRoutes, { wallet, players, sessions, assets, siteOrigins: config.siteOrigins });
  await app.register(apiRoutes, {
    players,
    sessions,
    round: { wallet, log: app.log, retryDelaysMs, backgroundDelaysMs },
  } satisfies { round: RoundDeps } & Record<string, unknown>);
  app.get('/health', () => ({ ok: true }));
  return app;
};
