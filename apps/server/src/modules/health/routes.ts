import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbConnection } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';

const healthResponse = z.object({ data: z.object({ status: z.literal('ok'), db: z.literal('ok') }) });

/** Liveness and readiness in one: a load balancer takes a node out when its database is gone. */
export const healthRoutes =
  (connection: DbConnection): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Server and database health',
          response: { 200: healthResponse },
        },
      },
      async (request) => {
        try {
          await connection.ping();
        } catch (error) {
          request.log.error({ err: error }, 'health: database ping failed');
          throw appError('DATABASE_UNAVAILABLE');
        }
        return { data: { status: 'ok' as const, db: 'ok' as const } };
      },
    );
    done();
  };
