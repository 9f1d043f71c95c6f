import { decideAccess, isAccountStatus } from '@chokdee/domain';
import type { FastifyRequest } from 'fastify';
import { authenticate, type AuthDeps, type AuthenticatedMember } from '../auth/index.ts';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED } from './realtime-options.ts';

/** Why a socket is refused or closed. */
export interface Refusal {
  closeCode: number;
  reason: string;
}

/** A socket's member, or why it is refused. */
export type Verdict = { member: AuthenticatedMember } | Refusal;

export const UNAUTHORIZED: Refusal = { closeCode: CLOSE_UNAUTHORIZED, reason: 'Unauthorized' };
const FORBIDDEN: Refusal = { closeCode: CLOSE_FORBIDDEN, reason: 'Forbidden' };

/**
 * The member API's rule (api-contract, Account status) for the live balance, area `member`:
 * null when a member with this current status may keep a socket; `undefined` is a session that
 * is no longer live (revoked, expired).
 */
export const refusalFor = (status: number | undefined): Refusal | null => {
  if (status === undefined) return UNAUTHORIZED;
  // An unknown status (data entered outside the app) gets no access rather than full access.
  const decision = isAccountStatus(status) ? decideAccess(status, 'member') : 'forbidden';
  if (decision === 'unauthorized') return UNAUTHORIZED;
  if (decision === 'forbidden') return FORBIDDEN;
  return null;
};

/** `?token=` first (browsers cannot set headers on a WebSocket), then the header or the cookie. */
const credentialsOf = (request: FastifyRequest): FastifyRequest => {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  if (typeof token === 'string' && token !== '') {
    return { headers: { authorization: `Bearer ${token}` }, cookies: {} } as unknown as FastifyRequest;
  }
  return request;
};

/** Judges the upgrade request's token: the member behind it, or why the socket is refused. */
export const judge = async (deps: AuthDeps, request: FastifyRequest): Promise<Verdict> => {
  const member = await authenticate(deps, credentialsOf(request));
  if (!member) return UNAUTHORIZED;
  return refusalFor(member.status) ?? { member };
};
