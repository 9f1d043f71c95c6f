import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from './auth/index.ts';
import type { PageFallback } from './errors.ts';
import { pathOf } from './paths.ts';
import { cookiesOf, localeOf } from './request-cookies.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/**
 * `/` with its first screen in the HTML (apps/web/scripts/prerender.mjs), in Thai and drawn for a
 * guest: sent to a visitor with no session marker whose language is Thai, who would see that screen.
 */
const LANDING = 'landing.html';
export const WEB_NOT_BUILT = 'The web app is not built: run `npm run build`, then start the server again.';

/**
 * Serves the built web app from `webDistDir` and returns the not-found fallback for pages:
 * index.html for client-side routes, or a one-line 503 when there is no build (API tests
 * and a fresh checkout need no web build).
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string): Promise<PageFallback> => {
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    return (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(WEB_NOT_BUILT);
  }
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  const hasLanding = fs.existsSync(path.join(webDistDir, LANDING));
  const isThaiGuest = (request: FastifyRequest): boolean =>
    localeOf(request) === 'th' && !cookiesOf(request)[CSRF_COOKIE];
  await app.register(fastifyStatic, {
    root: webDistDir,
    cacheControl: false,
    // The build writes a .br and a .gz beside each text file; the one the browser accepts is sent.
    preCompressed: true,
    // A route per built file, listed once at start: the build does not change while the server
    // runs. The catch-all route would read the folder of every path segment on each request to
    // check its spelling (assets/ holds about 900 names): in the browser suite's profile that
    // was the server's largest cost. `/` is this module's own route below.
    wildcard: false,
    index: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    // Vite puts content-hashed files in assets/: they never change, so cache them for a year.
    // index.html names the current hashes, so browsers must revalidate it every time.
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
      else reply.header('cache-control', NO_CACHE);
    },
  });
  // Ahead of the static files' `/*`, which would answer `/` with index.html.
  app.get('/', (request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .sendFile(hasLanding && isThaiGuest(request) ? LANDING : 'index.html'),
  );
  return (request, reply) => {
    // A missing hashed asset is a stale tab after a deploy; HTML in its place would only confuse.
    if (pathOf(request.url).startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply.status(200).header('cache-control', NO_CACHE).sendFile('index.html');
  };
};
