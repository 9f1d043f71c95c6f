import { can, decideAccess, isAccountStatus } from '@chokdee/domain';
import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, authenticate, type AuthDeps, type AuthenticatedMember } from '../auth/index.ts';
import { cookiesOf } from '../request-cookies.ts';
import { authenticateStaff } from '../staff-auth/authenticate.ts';
import { GUEST_COOKIE, isGuestId } from './guest-id.ts';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, type Watcher } from './realtime-options.ts';

/** Why a socket is refused or closed. */
export interface Refusal {
  closeCode: number;
  reason: string;
}

/** A socket's member, or a guest's or staff member's identity, or why it is refused. */
export type Verdict = { member: AuthenticatedMember } | { watcher: Watcher } | Refusal;

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

const hasMemberCredentials = (request: FastifyRequest): boolean =>
  credentialsOf(request) !== request ||
  request.headers.authorization !== undefined ||
  cookiesOf(request)[ACCESS_TOKEN_COOKIE] !== undefined;

/** `?as=staff`: the back office's socket, by the staff session; only staff with chat access. */
const judgeStaff = async (deps: AuthDeps, request: FastifyRequest): Promise<Verdict> => {
  const staff = await authenticateStaff(deps, request);
  if (!staff || staff.enrolmentRequired) return UNAUTHORIZED;
  if (!can(staff.role, 'support.chat')) return FORBIDDEN;
  return { watcher: { kind: 'staff', id: staff.id.toString(), sid: staff.sid } };
};

/**
 * Judges the upgrade request: member credentials first (a bad token stays 4401, so a signed-out
 * tab stops retrying), then a staff socket asked for with `?as=staff`, then the `guest` cookie
 * of a visitor in live chat (docs/support.md, "Live support chat").
 */
export const judge = async (deps: AuthDeps, request: FastifyRequest): Promise<Verdict> => {
  if ((request.query as { as?: unknown } | undefined)?.as === 'staff') return judgeStaff(deps, request);
  if (!hasMemberCredentials(request)) {
    const guest = cookiesOf(request)[GUEST_COOKIE];
    return guest && isGuestId(guest) ? { watcher: { kind: 'guest', id: guest, sid: '' } } : UNAUTHORIZED;
  }
  const member = await authenticate(deps, credentialsOf(request));
  if (!member) return UNAUTHORIZED;
  return refusalFor(member.status) ?? { member };
};
