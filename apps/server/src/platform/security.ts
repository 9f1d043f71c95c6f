import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { pathOf } from './paths.ts';

/** The app's Content-Security-Policy; Mantine sets style attributes, hence 'unsafe-inline' for styles. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const serializeCsp = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');

// Spec §2: /external/login is embedded by partner sites, so pages with `external` in their path
// may be framed by anyone; every other response forbids framing (clickjacking).
const FRAMEABLE_CSP = serializeCsp({ ...CSP_DIRECTIVES, frameAncestors: ['*'] });
export const isFrameablePath = (url: string): boolean => pathOf(url).includes('external');

export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
  });
  // Runs after helmet's own onRequest hook (registered first), so it can relax what helmet set.
  app.addHook('onRequest', async (request, reply) => {
    if (!isFrameablePath(request.url)) return;
    reply.removeHeader('x-frame-options');
    reply.header('content-security-policy', FRAMEABLE_CSP);
  });
};
