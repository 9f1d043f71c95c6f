import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { notFound } from '../platform/errors.ts';
import { accrueCommissions, todayInBangkok } from '../modules/affiliate/index.ts';

/**
 * Test only: `POST /api/dev/affiliate.accrue` runs the daily affiliate accrual — the function the
 * scheduler calls — for the database's today, as if the day had ended; so a browser test sees a
 * referral's stake earn its referrer without waiting for midnight. Off (404) unless NODE_ENV=test.
 */
export const affiliateClockRoutes =
  (deps: { db: Database; enabled: boolean }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.post(
      '/api/dev/affiliate.accrue',
      {
        schema: {
          tags: ['dev'],
          summary: "Test only: run the affiliate accrual for the database's today",
          response: {
            200: z.object({ data: z.object({ day: z.string(), accrued: z.number(), paid: z.number() }) }),
          },
        },
      },
      async () => {
        if (!deps.enabled) throw notFound();
        const day = await todayInBangkok(deps.db);
        const run = await accrueCommissions(deps.db, day);
        return { data: { day, accrued: run.accrued, paid: run.paid } };
      },
    );
    done();
  };
