import { SHOOTING_FAMILIES, yingRoundRequest } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf, type Database } from '../db/client.ts';
import { notFound } from '../platform/errors.ts';

const SHOOTING = sql.raw(`(${SHOOTING_FAMILIES.map((f) => `'${f}'`).join(', ')})`);

/**
 * Test only: `POST /api/dev/rounds.end-shooting { betId }` brings a Yeekee or ping-pong round's close and
 * result times to the database's now, as if the clock had run on to the end of shooting; the
 * scheduler then draws it at its next tick. So a browser test sees a round end without waiting
 * minutes of real time. Off (404) unless the server runs with NODE_ENV=test.
 */
export const roundClockRoutes =
  (deps: { db: Database; enabled: boolean }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.post(
      '/api/dev/rounds.end-shooting',
      {
        schema: {
          tags: ['dev'],
          summary: 'Test only: end a shooting round now (close and result time moved to now)',
          body: yingRoundRequest,
          response: { 200: z.object({ data: z.object({ betId: z.string() }) }) },
        },
      },
      async (request) => {
        if (!deps.enabled) throw notFound();
        const moved = rowsOf<{ id: string }>(
          await deps.db.execute(sql`
            update lotto_rounds
            set close_at = least(close_at, statement_timestamp()), result_at = statement_timestamp()
            where id = ${request.body.betId}::bigint and family in ${SHOOTING}
              and status in ('SCHEDULED', 'OPEN', 'CLOSED', 'SHOOTING')
            returning id::text`),
        );
        if (!moved[0]) throw notFound();
        return { data: { betId: moved[0].id } };
      },
    );
    done();
  };
