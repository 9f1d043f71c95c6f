import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startScheduler, type Scheduler } from '../../platform/scheduler.ts';
import { expireDeposits } from './deposit-requests-repository.ts';
import { expireProviderRequests } from './providers/provider-requests-repository.ts';

/** Expires open fast/QR and TrueMoney/crypto requests past their time every minute (docs/deposits.md). */
export const startDepositScheduler = (db: Database, log: FastifyBaseLogger): Scheduler =>
  startScheduler(
    [
      { name: 'expire-deposits', everyMs: 60_000, run: () => expireDeposits(db) },
      { name: 'expire-provider-deposits', everyMs: 60_000, run: () => expireProviderRequests(db) },
    ],
    log,
  );
