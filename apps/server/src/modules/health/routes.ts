import { healthEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { DbConnection } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';

/** Liveness and readiness in one: a load balancer takes a node out when its database is gone. */
export const healthRoutes =
  (connection: DbConnection): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, healthEndpoint, async (request) => {
      try {
        await connection.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health: database ping failed');
        throw appError('DATABASE_UNAVAILABLE');
      }
      return { status: 'ok' as const, db: 'ok' as const };
    });
    done();
  };
