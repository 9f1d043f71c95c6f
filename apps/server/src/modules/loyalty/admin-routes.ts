import { adminLoyaltyEndpoints as endpoints } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { createAchievement, staffAchievements, updateAchievement } from './admin-achievements.ts';
import { readLoyaltySettings, updateLoyaltySettings } from './loyalty-settings.ts';
import { loyaltyReport } from './loyalty-report.ts';

/** The back office of points and achievements: settings, rules, the daily report. */
export const adminLoyaltyRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    mountEndpoint(app, endpoints.settings, () => readLoyaltySettings(db));
    mountEndpoint(app, endpoints.settingsUpdate, (request) =>
      updateLoyaltySettings(db, actorOf(request), request.body),
    );
    mountEndpoint(app, endpoints.achievementsList, () => staffAchievements(db));
    mountEndpoint(app, endpoints.achievementsCreate, (request) =>
      createAchievement(db, actorOf(request), request.body),
    );
    mountEndpoint(app, endpoints.achievementsUpdate, (request) =>
      updateAchievement(db, actorOf(request), request.body),
    );
    mountEndpoint(app, endpoints.report, (request) => loyaltyReport(db, request.query.days));
    done();
  };
