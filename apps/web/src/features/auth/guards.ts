import { ACCOUNT_STATUS, decideAccess, type MemberArea } from '@chokdee/domain';
import type { AuthUser } from './session.ts';

/** Spec §6 route guards. */
export const GUARD_NAMES = ['auth', 'none-auth', 'user-agent'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/**
 * What a route declares about access (in the route config, see app/router.tsx). `guards` is typed as
 * plain strings on purpose: a misspelt guard is a configuration error that shows the 500 page.
 */
export interface RouteAccess {
  guards: readonly string[];
  /** The part of the site the route belongs to; the account status table (spec §4) decides. */
  area?: MemberArea;
  /** index, register, register-with-affiliate and login: a status-1 member is logged out here (spec §4). */
  entry?: boolean;
}

export type GuardOutcome =
  | { kind: 'allow'; logout?: boolean }
  | { kind: 'redirect'; to: string; logout?: boolean }
  | { kind: 'error'; status: 403 | 500; reason: string };

export const isGuardName = (name: string): name is GuardName =>
  (GUARD_NAMES as readonly string[]).includes(name);

/** Whether the decision needs the login state (so `users.auth` is asked only when it matters). */
export const needsAuth = (access: RouteAccess): boolean =>
  access.area !== undefined ||
  access.entry === true ||
  access.guards.some((g) => g === 'auth' || g === 'none-auth');

/**
 * The route guards' decision, pure so it is unit-tested. Order: an unknown guard name → 500; a banned
 * token → logged out; status 1 on an entry route → logged out and sent to /main (spec §4, literally:
 * /main then sends the now logged-out visitor to /); `none-auth` with a member → /main; `auth` without
 * one → /; then the status table for the route's area → 403.
 */
export function decideGuards(access: RouteAccess, user: AuthUser | null): GuardOutcome {
  const unknown = access.guards.find((name) => !isGuardName(name));
  if (unknown !== undefined) return { kind: 'error', status: 500, reason: `unknown guard "${unknown}"` };
  const guards = new Set(access.guards);

  if (user && user.status === ACCOUNT_STATUS.banned) {
    return guards.has('auth') || access.area
      ? { kind: 'redirect', to: '/', logout: true }
      : { kind: 'allow', logout: true };
  }
  if (user && access.entry && user.status === ACCOUNT_STATUS.guestLike) {
    return { kind: 'redirect', to: '/main', logout: true };
  }
  if (guards.has('none-auth') && user) return { kind: 'redirect', to: '/main' };
  if (guards.has('auth') && !user) return { kind: 'redirect', to: '/' };
  if (user && access.area) {
    const decision = decideAccess(user.status, access.area);
    if (decision === 'forbidden')
      return { kind: 'error', status: 403, reason: `status ${user.status} in ${access.area}` };
    if (decision === 'unauthorized') return { kind: 'redirect', to: '/', logout: true };
  }
  return { kind: 'allow' };
}
