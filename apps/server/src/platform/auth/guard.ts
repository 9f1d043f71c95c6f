import { decideAccess, isAccountStatus, type MemberArea } from '@chokdee/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { appError, type AppError } from '../errors.ts';
import { assertCsrf } from '../csrf.ts';
import { authenticate, cachedMember, type AuthDeps, type AuthenticatedMember } from './authenticate.ts';

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

const MONEY_AREAS: ReadonlySet<MemberArea> = new Set(['credit', 'games', 'lotto']);

export const unauthorized = (): AppError => appError('UNAUTHORIZED');
export const accessDenied = (): AppError => appError('FORBIDDEN');

/** The status table for `area`, then the CSRF rule: the member, or the contract's failure thrown. */
const admit = (
  deps: AuthDeps,
  request: FastifyRequest,
  area: MemberArea,
  member: AuthenticatedMember | null,
): AuthenticatedMember => {
  if (!member) throw unauthorized();
  // An unknown status (data entered outside the app) gets no access rather than full access.
  const decision = isAccountStatus(member.status) ? decideAccess(member.status, area) : 'forbidden';
  if (decision === 'unauthorized') throw unauthorized();
  if (decision === 'forbidden') throw accessDenied();
  // Members from before the age check give a date of birth before any money moves.
  if (!member.ageChecked && MONEY_AREAS.has(area)) throw appError('BIRTH_DATE_REQUIRED');
  assertCsrf(request, member, deps.jwtSecret);
  return member;
};

/** Authenticates, applies the status table for `area`, then the CSRF rule; throws the contract's failure. */
export const guardMember = async (
  deps: AuthDeps,
  request: FastifyRequest,
  area: MemberArea,
): Promise<AuthenticatedMember> => admit(deps, request, area, await authenticate(deps, request));

const GUARD = Symbol('member guard');

/**
 * The one member guard. An onRequest hook (before the body is parsed or validated, so an
 * anonymous caller learns nothing from validation errors) on each route declaring
 * `config.member`, added as the route is registered: other routes (health, public pages) run no
 * guard code at all. Register once on the root app, before the routes.
 */
export const registerMemberGuard = (app: FastifyInstance, deps: AuthDeps): void => {
  app.decorateRequest('member', null as unknown as AuthenticatedMember);
  app.addHook('onRoute', (route) => {
    const area = route.config?.member;
    if (!area) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    // Fastify copies a GET route's options into its HEAD twin: do not guard twice.
    if (existing.some((hook) => GUARD in hook)) return;
    // A token the session cache knows (the hot member routes) is decided without a promise; what
    // admit() throws there, Fastify answers as it answers the promise's rejection.
    const guard = (
      request: FastifyRequest,
      _reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ): Promise<void> | undefined => {
      const known = cachedMember(deps, request);
      if (known === undefined)
        return guardMember(deps, request, area).then((member) => {
          request.member = member;
        });
      request.member = admit(deps, request, area, known);
      done();
      return undefined;
    };
    route.onRequest = [Object.assign(guard, { [GUARD]: true }), ...existing];
  });
};
