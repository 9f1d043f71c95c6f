import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startScheduler, type Scheduler } from '../../platform/scheduler.ts';
import { accrueCommissions, yesterdayInBangkok } from './accrue-commissions.ts';

/**
 * Accrues the affiliate commissions of the database's yesterday (+07:00) every 15 minutes: the
 * first run after midnight accrues the day that ended, later runs of the same day write nothing
 * and pay only what became due (docs/growth.md).
 */
export const startAffiliateScheduler = (db: Database, log: FastifyBaseLogger): Scheduler =>
  startScheduler(
    [
      {
        name: 'accrue-affiliate-commissions',
        everyMs: 15 * 60_000,
        run: async () => accrueCommissions(db, await yesterdayInBangkok(db)),
      },
    ],
    log,
  );
