import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { STAFF_SESSION_TTL_SECONDS } from './tokens.ts';

export const STAFF_TOKEN_COOKIE = 'staffToken';
export const STAFF_CSRF_COOKIE = 'staffCsrf';
export const STAFF_CSRF_HEADER = 'x-csrf-token';

// The token only travels to /api/admin. The CSRF cookie must be readable by the /admin pages'
// script (document.cookie only lists cookies whose path matches the page), hence path '/'.
const tokenCookie = (config: Pick<Config, 'isProduction'>) =>
  ({ path: '/api/admin', sameSite: 'strict', secure: config.isProduction, httpOnly: true }) as const;
const csrfCookie = (config: Pick<Config, 'isProduction'>) =>
  ({ path: '/', sameSite: 'strict', secure: config.isProduction, httpOnly: false }) as const;

export const setStaffCookies = (
  reply: FastifyReply,
  token: string,
  csrfToken: string,
  config: Pick<Config, 'isProduction'>,
): void => {
  reply.setCookie(STAFF_TOKEN_COOKIE, token, { ...tokenCookie(config), maxAge: STAFF_SESSION_TTL_SECONDS });
  reply.setCookie(STAFF_CSRF_COOKIE, csrfToken, { ...csrfCookie(config), maxAge: STAFF_SESSION_TTL_SECONDS });
};

export const clearStaffCookies = (reply: FastifyReply, config: Pick<Config, 'isProduction'>): void => {
  reply.clearCookie(STAFF_TOKEN_COOKIE, tokenCookie(config));
  reply.clearCookie(STAFF_CSRF_COOKIE, csrfCookie(config));
};
