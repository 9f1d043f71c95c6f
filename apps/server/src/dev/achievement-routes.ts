import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { evaluateAchievements } from '../modules/loyalty/evaluate-achievements.ts';
import { notFound } from '../platform/errors.ts';

/**
 * Test only: `POST /api/dev/achievements.evaluate` runs the step the loyalty scheduler runs every
 * 5 minutes, so a browser test sees an award without waiting. Off (404) unless NODE_ENV=test.
 */
export const achievementRoutes =
  (deps: { db: Database; enabled: boolean }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.post(
      '/api/dev/achievements.evaluate',
      {
        schema: {
          tags: ['dev'],
          summary: 'Test only: award reached achievements now (the scheduler step)',
          response: { 200: z.object({ data: z.object({ awarded: z.number() }) }) },
        },
      },
      async () => {
        if (!deps.enabled) throw notFound();
        return { data: { awarded: (await evaluateAchievements(deps.db)).awarded } };
      },
    );
    done();
  };
