import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { startScheduler, type Scheduler } from './platform/scheduler.ts';
import { advanceRoundStatus, generateRounds, settleDrawnRounds } from './modules/lotto/index.ts';
import { drawShootingRounds } from './modules/yeekee/draw-shooting-rounds.ts';

/** The lotto round lifecycle steps: generation ahead, the time-driven status moves, Yeekee draws, settlement of drawn rounds. */
export const startLottoScheduler = (db: Database, log: FastifyBaseLogger): Scheduler =>
  startScheduler(
    [
      { name: 'generate-rounds', everyMs: 10 * 60_000, run: () => generateRounds(db) },
      { name: 'advance-round-status', everyMs: 5_000, run: () => advanceRoundStatus(db) },
      // Yeekee-like rounds: the result is computed from the shots when shooting ends (docs/yeekee.md).
      { name: 'draw-shooting-rounds', everyMs: 2_000, run: () => drawShootingRounds(db) },
      { name: 'settle-drawn-rounds', everyMs: 3_000, run: () => settleDrawnRounds(db) },
    ],
    log,
  );
