import { healthEndpoint, healthReadyEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { DbConnection } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';

const OK = { status: 'ok' as const };

/**
 * Liveness (`/api/health`: the process answers; probed often, so it does no database work) and
 * readiness (`/api/health.ready`: a `select 1` too, so a load balancer takes a node out when its
 * database is gone).
 */
export const healthRoutes =
  (connection: DbConnection): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, healthEndpoint, () => Promise.resolve(OK));
    mountEndpoint(app, healthReadyEndpoint, async (request) => {
      try {
        await connection.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health: database ping failed');
        throw appError('DATABASE_UNAVAILABLE');
      }
      return { ...OK, db: 'ok' as const };
    });
    done();
  };
