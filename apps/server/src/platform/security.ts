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
export const isFrameablePath = (url: string): boolean => pathOf(url).includes('external');

type Headers = ReadonlyArray<readonly [string, string]>;

/**
 * What helmet 8 sends by default, with the app's CSP and framing denied: the headers a browser
 * applies to a document it renders.
 */
const pageHeaders = (csp: string, frameable: boolean): Headers => [
  ['content-security-policy', csp],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ...(frameable ? [] : [['x-frame-options', 'DENY'] as const]),
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * The document headers for the origins the site's pages may frame (partner game providers'
 * pages, opened in a frame by the game routes): `frame-src` lists them; none, no frame-src (so
 * default-src 'self' applies). Both variants are kept per list of origins (it rarely changes).
 */
const documentHeaders = (frameSources: readonly string[]) => {
  const directives = frameSources.length
    ? { ...CSP_DIRECTIVES, frameSrc: ["'self'", ...frameSources] }
    : CSP_DIRECTIVES;
  return {
    page: pageHeaders(serializeCsp(directives), false),
    frameable: pageHeaders(serializeCsp({ ...directives, frameAncestors: ['*'] }), true),
  };
};

/**
 * JSON answers (the API): not sniffed into another type, not readable by another origin's no-cors
 * request, and, opened as a document, allowed to load nothing and not framed (OWASP REST
 * Security). The document headers above would be about 650 bytes of nothing on each of them.
 */
const JSON_HEADERS: Headers = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

const isJson = (contentType: unknown): boolean =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * The web app's scripts, styles, fonts and pictures: a browser applies a CSP, framing and opener
 * rules only to a document or a worker, so on these they were about 520 bytes of nothing on each of
 * the forty files of a first load. What applies stays: no sniffing a script out of another type, no
 * other origin's embedding, the referrer rule a stylesheet's own requests follow, and HSTS.
 */
const SUBRESOURCE_HEADERS: Headers = [
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
];

// Scripts only under /assets/: the service worker's scripts (/sw.js, /push-sw.js) are workers,
// whose CSP is their own answer's. An SVG is a document when opened, so it is no subresource here.
const SUBRESOURCE_TYPE = /^(?:text\/css|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon))/;
const MODULE_TYPE = /^(?:application|text)\/javascript/;
const isSubresource = (url: string, contentType: unknown): boolean =>
  typeof contentType === 'string' &&
  (SUBRESOURCE_TYPE.test(contentType) ||
    (MODULE_TYPE.test(contentType) && pathOf(url).startsWith('/assets/')));

/**
 * Security headers by what the answer is, decided when it is sent (its content type is known
 * then): JSON and the web app's subresources get their short sets, everything else (pages, the
 * service worker's scripts, SVG, plain text) the document set. A header the route set itself (the
 * API docs' own CSP) is kept. `frameSources` answers the origins pages may frame (read per document
 * answer: keep it a cached list).
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  frameSources: () => readonly string[] = () => [],
): void => {
  let key = '';
  let documents = documentHeaders([]);
  const documentsNow = () => {
    const sources = frameSources();
    const now = sources.join(' ');
    if (now !== key) {
      key = now;
      documents = documentHeaders(sources);
    }
    return documents;
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    const headers = isJson(contentType)
      ? JSON_HEADERS
      : isSubresource(request.url, contentType)
        ? SUBRESOURCE_HEADERS
        : isFrameablePath(request.url)
          ? documentsNow().frameable
          : documentsNow().page;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
};
