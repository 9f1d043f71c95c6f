import { data, redirect, type LoaderFunction } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { recordUserAgent } from '../device/index.ts';
import { decideGuards, needsAuth, type RouteAccess } from './guards.ts';
import { endSession } from './logout.ts';
import { loadAuth, type AuthUser } from './session.ts';

async function currentUser(access: RouteAccess): Promise<AuthUser | null> {
  if (!needsAuth(access)) return null;
  try {
    return await loadAuth();
  } catch (error) {
    // The server could not say (network, 5xx): a guest page still renders; a member page shows the error.
    if (access.guards.includes('auth')) throw error;
    if (!isApiError(error)) throw error;
    console.warn('users.auth failed; treating the visitor as a guest', error);
    return null;
  }
}

/** The loader that runs a route's declared guards before its screen renders. */
export const guardLoader =
  (access: RouteAccess): LoaderFunction =>
  async () => {
    if (access.guards.includes('user-agent')) recordUserAgent();
    const outcome = decideGuards(access, await currentUser(access));
    if (outcome.kind === 'error') {
      if (outcome.status === 500) console.error(`route guard: ${outcome.reason}`);
      // react-router's way to reach the errorElement with a status (a route error response).
      // oxlint-disable-next-line typescript/only-throw-error
      throw data({ message: outcome.reason }, { status: outcome.status });
    }
    if (outcome.logout) await endSession();
    // oxlint-disable-next-line typescript/only-throw-error -- a redirect Response, as react-router expects
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    return null;
  };
