import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';

/** One Bangkok day's money of the back-office dashboard, in baht (the server sums satang). */
export const dashboardDay = z.object({
  /** `YYYY-MM-DD`, Asia/Bangkok. */
  day: z.string(),
  /** Credited deposits (DEPOSIT entries). */
  deposits: bahtAnswer,
  /** Paid withdrawals (WITHDRAW entries). */
  withdrawals: bahtAnswer,
  /** Stakes placed (BET_* entries) less stakes refunded (ABORT_POY, ABORT_GAME, REFUND_GAME). */
  stakes: bahtAnswer,
  /** Wins credited (WIN_* entries). */
  wins: bahtAnswer,
  /** Gross gaming revenue: stakes − wins. */
  ggr: bahtAnswer,
});
export type DashboardDay = z.input<typeof dashboardDay>;

/** What waits for staff now: each number is one queue's count. */
export const dashboardQueues = z.object({
  /** NORMAL deposits waiting for approve / reject. */
  pendingDeposits: z.number().int(),
  /** Withdrawals PENDING or APPROVED_1 (waiting for the second approval). */
  pendingWithdrawals: z.number().int(),
  /** UNMATCHED TrueMoney and crypto transfers. */
  unmatchedProviderTransfers: z.number().int(),
  unmatchedStatementLines: z.number().int(),
  /** Entered lotto results waiting for a second staff member's confirmation. */
  resultsToConfirm: z.number().int(),
});
export type DashboardQueues = z.infer<typeof dashboardQueues>;

/** GET /api/admin/dashboard.summary: today (Bangkok, database clock), the open queues, the last 14 days (oldest first, today last). */
export const dashboardSummary = z.object({
  today: dashboardDay,
  queues: dashboardQueues,
  days: z.array(dashboardDay),
});
export type DashboardSummary = z.input<typeof dashboardSummary>;

/** How many days the dashboard's chart shows. */
export const DASHBOARD_DAYS = 14;
