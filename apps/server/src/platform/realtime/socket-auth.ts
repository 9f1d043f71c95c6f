import { decideAccess, isAccountStatus } from '@chokdee/domain';
import type { FastifyRequest } from 'fastify';
import { authenticate, type AuthDeps, type AuthenticatedMember } from '../auth/index.ts';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED } from './realtime-options.ts';
import { cookiesOf } from '../request-cookies.ts';

/** A socket's member and the credentials to judge it again later, or why it is closed. */
export type Verdict =
  { member: AuthenticatedMember; credentials: FastifyRequest } | { closeCode: number; reason: string };

export const UNAUTHORIZED: Verdict = { closeCode: CLOSE_UNAUTHORIZED, reason: 'Unauthorized' };

/** `?token=` first (browsers cannot set headers on a WebSocket), then the header or the cookie. */
export const credentialsOf = (request: FastifyRequest): FastifyRequest => {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  if (typeof token === 'string' && token !== '') {
    return { headers: { authorization: `Bearer ${token}` }, cookies: {} } as unknown as FastifyRequest;
  }
  return {
    headers: { authorization: request.headers.authorization },
    cookies: { ...cookiesOf(request) },
  } as unknown as FastifyRequest;
};

/** The member API's rule (api-contract, Account status) for the live balance: area `member`. */
export const judge = async (deps: AuthDeps, credentials: FastifyRequest): Promise<Verdict> => {
  const member = await authenticate(deps, credentials);
  if (!member) return UNAUTHORIZED;
  const decision = isAccountStatus(member.status) ? decideAccess(member.status, 'member') : 'forbidden';
  if (decision === 'unauthorized') return UNAUTHORIZED;
  if (decision === 'forbidden') return { closeCode: CLOSE_FORBIDDEN, reason: 'Forbidden' };
  return { member, credentials };
};
