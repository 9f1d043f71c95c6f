import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { StringKey } from '../screen/strings.ts';
import type { Assets } from './assets.ts';
import { errorPage, gamePage } from './page.ts';
import { publicSeeds, type Players } from './players.ts';
import { GAME_IDS, LANGS, type Lang, type Sessions } from './sessions.ts';
import type { WalletClient } from './wallet-client.ts';

const playQuery = z.object({
  token: z.string().min(1).max(200),
  user: z.uuid(),
});

const OPEN_REFUSALS: Record<string, [StringKey, number]> = {
  INVALID_TOKEN: ['SESSION_EXPIRED', 401],
  TOKEN_EXPIRED: ['SESSION_EXPIRED', 401],
  USER_DISABLED: ['USER_DISABLED', 403],
};

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
};

interface Deps {
  wallet: WalletClient;
  players: Players;
  sessions: Sessions;
  assets: () => Promise<Assets>;
  siteOrigins: string[];
}

/** The game screen the site frames (`/play/:gameId?token&user&lang`) and its script and styles. */
export const playRoutes = (
  app: FastifyInstance,
  { wallet, players, sessions, assets, siteOrigins }: Deps,
) => {
  const html = (reply: FastifyReply, status: number, body: string, styles: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'self'; style-src ${styles}; img-src 'self' data:; font-src 'self'; ` +
          `connect-src 'self'; ` +
          `base-uri 'none'; form-action 'none'; frame-ancestors ${siteOrigins.join(' ')}`,
      )
      .send(body);

  app.get<{ Params: { gameId: string }; Querystring: Record<string, string> }>(
    '/play/:gameId',
    async (req, reply) => {
      const lang: Lang = LANGS.find((l) => l === req.query.lang) ?? 'th';
      const refuse = (code: StringKey, status: number) =>
        html(reply, status, errorPage(lang, code), "'unsafe-inline'");
      const gameId = GAME_IDS.find((id) => id === req.params.gameId);
      if (!gameId) return refuse('GAME_NOT_FOUND', 404);
      const query = playQuery.safeParse(req.query);
      if (!query.success) return refuse('SESSION_EXPIRED', 400);
      const { token, user } = query.data;
      const opened = await wallet.balance({ token, user });
      if (opened.kind !== 'answer') {
        req.log.error({ opened }, 'balance call failed on open');
        return refuse('UNAVAILABLE', 503);
      }
      if (opened.answer.status !== 'OK') {
        const [code, status] = OPEN_REFUSALS[opened.answer.status] ?? ['UNAVAILABLE', 503];
        return refuse(code, status);
      }
      const session = sessions.open({ token, user, gameId, lang });
      const player = await players.get(user);
      const boot = {
        sessionId: session.id,
        gameId,
        lang,
        balance: opened.answer.balance,
        seeds: publicSeeds(player.seeds),
      };
      return html(reply, 200, gamePage(boot, (await assets()).version), "'self'");
    },
  );

  app.get<{ Params: { file: string } }>('/assets/:file', async (req, reply) => {
    const { files, brotli } = await assets();
    const name = req.params.file;
    const content = files.get(name);
    if (!content) return reply.code(404).send({ error: { code: 'NOT_FOUND' } });
    const compressed = /\bbr\b/.test(req.headers['accept-encoding'] ?? '') ? brotli.get(name) : undefined;
    if (compressed) reply.header('content-encoding', 'br');
    return reply
      .header('content-type', CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(compressed ?? content);
  });
};
