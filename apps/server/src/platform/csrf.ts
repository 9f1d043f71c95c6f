import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from './auth/cookies.ts';
import { csrfTokenFor } from './auth/sessions.ts';
import { appError, type AppError } from './errors.ts';
import { cookiesOf } from './request-cookies.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const csrfFailure = (): AppError => appError('CSRF');

/**
 * Double submit (api-contract, CSRF): a state-changing call authenticated by the cookie alone
 * must echo the `csrfToken` cookie in `x-csrf-token`. A browser attaches cookies to cross-site
 * form posts but a foreign page can neither read the cookie nor set the header. The cookie must
 * also be the one derived from this session, so a cookie planted by a sibling domain fails.
 * Bearer-header calls are exempt: a browser never adds that header on its own.
 */
export const assertCsrf = (
  request: FastifyRequest,
  auth: { via: 'bearer' | 'cookie'; sid: string },
  secret: string,
): void => {
  if (auth.via === 'bearer' || !STATE_CHANGING.has(request.method)) return;
  const header = request.headers[CSRF_HEADER];
  const cookie = cookiesOf(request)[CSRF_COOKIE];
  if (
    typeof header !== 'string' ||
    !cookie ||
    !sameText(header, cookie) ||
    !sameText(cookie, csrfTokenFor(auth.sid, secret))
  ) {
    throw csrfFailure();
  }
};
