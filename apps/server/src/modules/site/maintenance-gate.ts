import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathOf } from '../../platform/paths.ts';
import type { Maintenance, MaintenanceState } from './maintenance-state.ts';

// Member-facing API prefixes the gate closes; everything under them except EXEMPT.
const GATED = ['/api/', '/poy-api/'];
// Staff keep working, load balancers keep probing, providers keep calling back (their money
// must still be credited), and the web app must be able to ask whether maintenance is on.
const EXEMPT = ['/api/admin/', '/api/hooks/', '/api/docs'];
const EXEMPT_EXACT = new Set(['/api/health', '/api/health.ready', '/api/site.maintenance', '/api/admin']);

export const isGatedPath = (url: string): boolean => {
  const path = pathOf(url);
  if (EXEMPT_EXACT.has(path) || EXEMPT.some((prefix) => path.startsWith(prefix))) return false;
  return GATED.some((prefix) => path.startsWith(prefix));
};

/**
 * While maintenance is on, member API calls answer 503 `{ code: 'MAINTENANCE', message }`.
 * Added on the root app before the member guard, so it answers before any token is checked.
 * Replies directly (not through the error handler) so a maintenance window does not log
 * every member call as a server error.
 */
export const registerMaintenanceGate = (app: FastifyInstance, state: MaintenanceState): void => {
  const answer = (reply: FastifyReply, maintenance: Maintenance): void => {
    void reply
      .code(503)
      .header('retry-after', String(state.retryAfterSeconds))
      .type('application/json; charset=utf-8')
      .send({ message: maintenance.message, code: 'MAINTENANCE' });
  };
  // With the flag fresh in the cache (nearly every request), decided without a promise. A hook
  // that answers does not call done(): Fastify skips the rest once the reply is sent.
  app.addHook('onRequest', (request, reply, done): Promise<void> | undefined => {
    if (!isGatedPath(request.url)) {
      done();
      return undefined;
    }
    const known = state.fresh();
    if (!known)
      return state.current().then((maintenance) => {
        if (maintenance.enabled) answer(reply, maintenance);
      });
    if (known.value.enabled) answer(reply, known.value);
    else done();
    return undefined;
  });
};
