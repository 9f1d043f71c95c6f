import type { FastifyRequest } from 'fastify';

/**
 * The members' site origin for absolute URLs (robots.txt, sitemap, affiliate links): PUBLIC_ORIGIN
 * when set, else the origin the request came to (Host, or X-Forwarded-Host and -Proto with TRUST_PROXY).
 */
export const siteOriginOf = (request: FastifyRequest, publicOrigin: string | undefined): string =>
  publicOrigin ?? `${request.protocol}://${request.host}`;
