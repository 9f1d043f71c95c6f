import { adminDashboardSummaryEndpoint, satang, type dashboardDay } from '@chokdee/domain';
import type { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import type { DayMoney } from '../wallet/index.ts';
import { dashboardFigures } from './dashboard-summary.ts';

const withGgr = (day: DayMoney): z.output<typeof dashboardDay> => ({
  ...day,
  ggr: satang(day.stakes - day.wins),
});

/** The back office's landing page: today's money, the open queues, the last 14 days. */
export const adminDashboardRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, adminDashboardSummaryEndpoint, async () => {
      const figures = await dashboardFigures(deps.db);
      const days = figures.days.map(withGgr);
      return { today: days[days.length - 1]!, queues: figures.queues, days };
    });
    done();
  };
