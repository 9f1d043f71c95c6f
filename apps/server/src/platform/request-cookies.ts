import { LOCALE_COOKIE, normalizeLocale, type Locale } from '@chokdee/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The request's cookies, parsed on first use. @fastify/cookie is registered with `hook: false`:
 * parsing a browser's cookie header (a JWT among them) on every request cost more than the rest
 * of a health probe, and bearer calls and public reads never look at it. Read cookies through
 * this, not `request.cookies`, which stays null until this (or a `setCookie`) parsed them.
 */
export const cookiesOf = (request: FastifyRequest): FastifyRequest['cookies'] =>
  (request.cookies ??= request.server.parseCookie(request.headers.cookie ?? ''));

/** The visitor's language from the `locale` cookie the web app sets (th when absent or unknown). */
export const localeOf = (request: FastifyRequest): Locale =>
  normalizeLocale(cookiesOf(request)[LOCALE_COOKIE]);
