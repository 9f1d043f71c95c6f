import { timingSafeEqual } from 'node:crypto';
import { can, type StaffAccess } from '@chokdee/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { appError, type AppError } from '../errors.ts';
import { authenticateStaff, type AuthenticatedStaff } from './authenticate.ts';
import { STAFF_CSRF_COOKIE, STAFF_CSRF_HEADER } from './cookies.ts';
import { staffCsrfTokenFor } from './tokens.ts';
import { cookiesOf } from '../request-cookies.ts';

/** What an /api/admin route requires (declared with its endpoint in the domain). */
export type { StaffAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api/admin route; the app refuses to start without it. */
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** Set on /api/admin routes other than `public` ones. */
    staff: AuthenticatedStaff;
  }
}

export interface StaffRouteEntry {
  method: string;
  url: string;
  access: StaffAccess;
}

const ADMIN_PREFIX = '/api/admin';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUARD = Symbol('staffGuard');

export const staffUnauthorized = (): AppError => appError('UNAUTHORIZED');

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Double submit with the staff cookie pair; Bearer-header calls are exempt (no browser adds one). */
const assertStaffCsrf = (request: FastifyRequest, staff: AuthenticatedStaff, secret: string): void => {
  if (staff.via === 'bearer' || !STATE_CHANGING.has(request.method)) return;
  const header = request.headers[STAFF_CSRF_HEADER];
  const cookie = cookiesOf(request)[STAFF_CSRF_COOKIE];
  if (
    typeof header !== 'string' ||
    !cookie ||
    !sameText(header, cookie) ||
    !sameText(cookie, staffCsrfTokenFor(staff.sid, secret))
  ) {
    throw appError('CSRF');
  }
};

/** The one guard factory: authenticate, enrolment gate, role matrix, CSRF. */
export const staffGuard = (
  deps: { db: Database; jwtSecret: string },
  access: StaffAccess,
): onRequestAsyncHookHandler => {
  const guard = async (request: FastifyRequest): Promise<void> => {
    if (access === 'public') return;
    const staff = await authenticateStaff(deps, request);
    if (!staff) throw staffUnauthorized();
    if (access !== 'session') {
      if (staff.enrolmentRequired) throw appError('TOTP_ENROLMENT_REQUIRED');
      if (!can(staff.role, access)) throw appError('FORBIDDEN');
    }
    assertStaffCsrf(request, staff, deps.jwtSecret);
    request.staff = staff;
  };
  return Object.assign(guard, { [GUARD]: true });
};

const isGuard = (hook: unknown): boolean => typeof hook === 'function' && GUARD in hook;

/**
 * Every route under /api/admin must declare `config.staff`; one without it throws here, so the
 * app fails at startup instead of serving an unguarded back-office route. Register once on the
 * root app before any route. Returns the live list of admin routes (the role-matrix test reads it).
 */
export const registerStaffGuard = (
  app: FastifyInstance,
  deps: { db: Database; jwtSecret: string },
): StaffRouteEntry[] => {
  const routes: StaffRouteEntry[] = [];
  app.decorateRequest('staff', null as unknown as AuthenticatedStaff);
  app.addHook('onRoute', (route) => {
    if (route.url !== ADMIN_PREFIX && !route.url.startsWith(`${ADMIN_PREFIX}/`)) return;
    const access = route.config?.staff;
    if (!access)
      throw new Error(
        `${String(route.method)} ${route.url} declares no staff permission (config.staff); every /api/admin route must`,
      );
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    // Fastify copies a GET route's options into its HEAD twin: do not guard twice.
    if (!existing.some(isGuard)) route.onRequest = [staffGuard(deps, access), ...existing];
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });
  return routes;
};
