import { decideAccess, isAccountStatus, type MemberArea } from '@chokdee/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError, type AppError } from '../errors.ts';
import { assertCsrf } from '../csrf.ts';
import { authenticate, type AuthDeps, type AuthenticatedMember } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Makes the route member-only and names its area in the status table (api-contract,
     * Account status): `app.post('/api/x', { config: { member: 'credit' } }, handler)`.
     */
    member?: MemberArea;
  }
  interface FastifyRequest {
    /** Set on every route that declares `config.member`; read it only there. */
    member: AuthenticatedMember;
  }
}

export const unauthorized = (): AppError => appError('UNAUTHORIZED');
export const accessDenied = (): AppError => appError('FORBIDDEN');

/** Authenticates, applies the status table for `area`, then the CSRF rule; throws the contract's failure. */
export const guardMember = async (
  deps: AuthDeps,
  request: FastifyRequest,
  area: MemberArea,
): Promise<AuthenticatedMember> => {
  const member = await authenticate(deps, request);
  if (!member) throw unauthorized();
  // An unknown status (data entered outside the app) gets no access rather than full access.
  const decision = isAccountStatus(member.status) ? decideAccess(member.status, area) : 'forbidden';
  if (decision === 'unauthorized') throw unauthorized();
  if (decision === 'forbidden') throw accessDenied();
  assertCsrf(request, member, deps.jwtSecret);
  return member;
};

/**
 * The one member guard. An onRequest hook (before the body is parsed or validated, so an
 * anonymous caller learns nothing from validation errors) runs for routes declaring
 * `config.member`. Register once on the root app, before the routes.
 */
export const registerMemberGuard = (app: FastifyInstance, deps: AuthDeps): void => {
  app.decorateRequest('member', null as unknown as AuthenticatedMember);
  app.addHook('onRequest', async (request) => {
    const area = request.routeOptions.config.member;
    if (!area) return;
    request.member = await guardMember(deps, request, area);
  });
};
