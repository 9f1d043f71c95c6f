import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { SESSION_TTL_SECONDS } from './tokens.ts';

export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const CSRF_COOKIE = 'csrfToken';
export const CSRF_HEADER = 'x-csrf-token';

const base = (config: Pick<Config, 'isProduction'>) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: config.isProduction,
});

/** The token goes in an httpOnly cookie and the `Authorization` response header (api-contract, login). */
export const setAuthCookies = (
  reply: FastifyReply,
  token: string,
  csrfToken: string,
  config: Pick<Config, 'isProduction'>,
): void => {
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, {
    ...base(config),
    httpOnly: true,
    maxAge: SESSION_TTL_SECONDS,
  });
  // Readable by the web app's script: it echoes it in the x-csrf-token header.
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...base(config), httpOnly: false, maxAge: SESSION_TTL_SECONDS });
  reply.header('authorization', `Bearer ${token}`);
};

export const clearAuthCookies = (reply: FastifyReply, config: Pick<Config, 'isProduction'>): void => {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { ...base(config), httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...base(config), httpOnly: false });
};
