import { DASHBOARD_DAYS } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import {
  pendingNormalDepositsCount,
  unmatchedProviderTransfersCount,
  unmatchedStatementLinesCount,
} from '../deposits/index.ts';
import { resultsToConfirmCount } from '../lotto/index.ts';
import { moneyByDay, type DayMoney } from '../wallet/index.ts';
import { openWithdrawalsCount } from '../withdrawals/index.ts';

export interface QueueCounts {
  pendingDeposits: number;
  pendingWithdrawals: number;
  unmatchedProviderTransfers: number;
  unmatchedStatementLines: number;
  resultsToConfirm: number;
}

export interface DashboardFigures {
  days: DayMoney[];
  queues: QueueCounts;
}

/** Each queue's open count, in one round trip: each feature answers its own (an indexed count). */
const openQueues = async (db: Database): Promise<QueueCounts> => {
  const [row] = rowsOf<QueueCounts>(
    await db.execute(sql`
      select
        ${pendingNormalDepositsCount()}::int as "pendingDeposits",
        ${openWithdrawalsCount()}::int as "pendingWithdrawals",
        ${unmatchedProviderTransfersCount()}::int as "unmatchedProviderTransfers",
        ${unmatchedStatementLinesCount()}::int as "unmatchedStatementLines",
        ${resultsToConfirmCount()}::int as "resultsToConfirm"`),
  );
  return row!;
};

/** The back-office dashboard's figures: money per day (satang) and the open queues. */
export const dashboardFigures = async (db: Database): Promise<DashboardFigures> => ({
  days: await moneyByDay(db, DASHBOARD_DAYS),
  queues: await openQueues(db),
});
