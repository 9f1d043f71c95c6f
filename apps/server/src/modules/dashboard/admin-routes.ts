import { dashboardSummary, satangToBaht, type DashboardDay } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { ok } from '../../platform/reply.ts';
import type { DayMoney } from '../wallet/index.ts';
import { dashboardFigures } from './dashboard-summary.ts';

const toBahtDay = (day: DayMoney): DashboardDay => ({
  day: day.day,
  deposits: satangToBaht(day.deposits),
  withdrawals: satangToBaht(day.withdrawals),
  stakes: satangToBaht(day.stakes),
  wins: satangToBaht(day.wins),
  ggr: satangToBaht(day.stakes - day.wins),
});

/** The back office's landing page: today's money, the open queues, the last 14 days. */
export const adminDashboardRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/admin/dashboard.summary',
      {
        // Every role has a queue (deposits are the one all roles see), so every role sees the dashboard.
        config: { staff: 'deposits.view' },
        schema: {
          tags: ['admin: dashboard'],
          summary:
            "Today's deposits, withdrawals, stakes, wins and GGR (Bangkok day, database clock), the open queues, and the last 14 days",
          response: { 200: z.object({ data: dashboardSummary }) },
        },
      },
      async () => {
        const figures = await dashboardFigures(deps.db);
        const days = figures.days.map(toBahtDay);
        return ok({ today: days[days.length - 1]!, queues: figures.queues, days });
      },
    );
    done();
  };
