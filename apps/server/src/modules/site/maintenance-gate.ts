import type { FastifyInstance } from 'fastify';
import { pathOf } from '../../platform/paths.ts';
import type { MaintenanceState } from './maintenance-state.ts';

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
  app.addHook('onRequest', async (request, reply) => {
    if (!isGatedPath(request.url)) return;
    const maintenance = await state.current();
    if (!maintenance.enabled) return;
    // An async hook that answers must return the reply so Fastify stops the chain here.
    return reply
      .code(503)
      .header('retry-after', String(state.retryAfterSeconds))
      .type('application/json; charset=utf-8')
      .send({ message: maintenance.message, code: 'MAINTENANCE' });
  });
};
