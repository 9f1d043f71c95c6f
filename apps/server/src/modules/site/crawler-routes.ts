import type { FastifyPluginCallback } from 'fastify';
import { siteOriginOf as originOf } from '../../platform/site-origin.ts';

/** The member site's pages a guest can read (spec §3 site detail); member pages redirect guests to `/`. */
export const PUBLIC_PAGES = ['/', '/register', '/results'] as const;

/**
 * Paths no crawler has business in: the back office and the APIs. Member pages stay allowed: they
 * only redirect a crawler to `/`, and a page robots.txt blocks counts as not indexable.
 */
export const DISALLOWED_PATHS = ['/admin', '/api/', '/poy-api/', '/metrics'] as const;

// Crawlers fetch these rarely; an hour keeps a changed origin or page list from lingering long.
const CACHE_CONTROL = 'public, max-age=3600';

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

export const sitemapXml = (origin: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/**
 * /robots.txt and /sitemap.xml. Their URLs must be absolute: PUBLIC_ORIGIN when set, else the origin
 * the request came to (Host, or X-Forwarded-Host and -Proto with TRUST_PROXY).
 */
export const crawlerRoutes =
  (publicOrigin: string | undefined): FastifyPluginCallback =>
  (app, _options, done) => {
    const hidden = { schema: { hide: true } };
    app.get('/robots.txt', hidden, (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(robotsTxt(originOf(request, publicOrigin))),
    );
    app.get('/sitemap.xml', hidden, (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(sitemapXml(originOf(request, publicOrigin))),
    );
    done();
  };
