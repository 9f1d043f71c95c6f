import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startScheduler, type Scheduler } from '../../platform/scheduler.ts';
import { evaluateAchievements } from './evaluate-achievements.ts';

/** Awards reached achievements every 5 minutes (set-based, safe on every node at once: docs/growth.md). */
export const startLoyaltyScheduler = (db: Database, log: FastifyBaseLogger): Scheduler =>
  startScheduler(
    [{ name: 'evaluate-achievements', everyMs: 5 * 60_000, run: () => evaluateAchievements(db) }],
    log,
  );
