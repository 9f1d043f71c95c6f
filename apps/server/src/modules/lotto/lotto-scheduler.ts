import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startScheduler, type Scheduler } from '../../platform/scheduler.ts';
import { advanceRoundStatus, generateRounds } from './generate-rounds.ts';
import { settleDrawnRounds } from './settle-round.ts';

/** The lotto round lifecycle steps: generation ahead, the time-driven status moves, settlement of drawn rounds. */
export const startLottoScheduler = (db: Database, log: FastifyBaseLogger): Scheduler =>
  startScheduler(
    [
      { name: 'generate-rounds', everyMs: 10 * 60_000, run: () => generateRounds(db) },
      { name: 'advance-round-status', everyMs: 5_000, run: () => advanceRoundStatus(db) },
      { name: 'settle-drawn-rounds', everyMs: 3_000, run: () => settleDrawnRounds(db) },
    ],
    log,
  );
