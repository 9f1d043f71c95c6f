import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { ACCESS_TOKEN_COOKIE, authenticate, unauthorized, type AuthDeps } from '../../platform/auth/index.ts';
import { assertCsrf } from '../../platform/csrf.ts';
import {
  GUEST_COOKIE,
  GUEST_COOKIE_MAX_AGE_S,
  isGuestId,
  newGuestId,
} from '../../platform/realtime/index.ts';
import { refusalFor } from '../../platform/realtime/socket-auth.ts';
import { cookiesOf } from '../../platform/request-cookies.ts';
import type { ChatVisitor } from './chat-repository.ts';

export type VisitorDeps = AuthDeps & { config: Pick<Config, 'isProduction'> };

/** A guest's name as staff and the guest see it, the same for every conversation of the cookie. */
export const guestNameOf = (guestId: string): string =>
  `Guest-${(createHash('sha256').update(guestId).digest().readUInt32BE(0) % 10_000).toString().padStart(4, '0')}`;

const hasMemberCredentials = (request: FastifyRequest): boolean =>
  request.headers.authorization !== undefined || cookiesOf(request)[ACCESS_TOKEN_COOKIE] !== undefined;

/**
 * Who calls a chat route: the member behind the session (a bad or banned one is a 401, as on
 * member routes, with the same CSRF rule), else the guest of the `guest` cookie, else null.
 */
export const visitorOf = async (deps: VisitorDeps, request: FastifyRequest): Promise<ChatVisitor | null> => {
  if (hasMemberCredentials(request)) {
    const member = await authenticate(deps, request);
    if (!member || refusalFor(member.status)?.closeCode === 4401) throw unauthorized();
    assertCsrf(request, member, deps.jwtSecret);
    return { kind: 'member', memberId: member.id };
  }
  const guest = cookiesOf(request)[GUEST_COOKIE];
  return guest && isGuestId(guest) ? { kind: 'guest', guestId: guest } : null;
};

/** The caller as a visitor, a first-time guest getting their cookie now. */
export const visitorOrNewGuest = async (
  deps: VisitorDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ChatVisitor> => {
  const visitor = await visitorOf(deps, request);
  if (visitor) return visitor;
  const guestId = newGuestId();
  // Readable by the web app, as the spec's cookie is (it reports it with the device).
  reply.setCookie(GUEST_COOKIE, guestId, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: deps.config.isProduction,
    maxAge: GUEST_COOKIE_MAX_AGE_S,
  });
  return { kind: 'guest', guestId };
};
