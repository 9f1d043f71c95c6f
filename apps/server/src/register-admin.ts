import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerStaffGuard, type StaffRouteEntry } from './platform/staff-auth/index.ts';
import { staffManagementRoutes } from './modules/staff/routes.ts';
import type { AdminDeps } from './admin-deps.ts';
import { adminAuditRoutes } from './modules/audit/admin-routes.ts';
import { adminDashboardRoutes } from './modules/dashboard/admin-routes.ts';
import { staffAuthRoutes } from './modules/staff/auth-routes.ts';
import { adminResultRoutes } from './modules/lotto/admin-result-routes.ts';
import { adminRoundRoutes } from './modules/lotto/admin-round-routes.ts';
import { adminYeekeeRoutes } from './modules/yeekee/admin-routes.ts';
import { adminMemberRoutes } from './modules/members/admin-routes.ts';
import { registerMaintenanceGate } from './modules/site/maintenance-gate.ts';
import { MaintenanceState } from './modules/site/maintenance-state.ts';
import { adminSiteRoutes } from './modules/site/admin-routes.ts';
import { adminWalletRoutes } from './modules/wallet/admin-routes.ts';
import { adminWithdrawalRoutes } from './modules/withdrawals/admin-routes.ts';
import { adminDepositRoutes } from './modules/deposits/admin-routes.ts';
import { adminDepositProviderRoutes } from './modules/deposits/providers/admin-routes.ts';
import { adminGameRoutes } from './modules/games/admin-routes.ts';
import { adminAffiliateRoutes } from './modules/affiliate/admin-routes.ts';
import { adminLoyaltyRoutes } from './modules/loyalty/admin-routes.ts';
import { adminPromotionRoutes } from './modules/promotions/admin-routes.ts';
import { adminContentRoutes } from './modules/content/admin-routes.ts';
import { adminBroadcastRoutes } from './modules/notifications/admin-routes.ts';
import { adminSupportRoutes } from './modules/support/admin-routes.ts';
import { adminComplianceRoutes } from './modules/compliance/admin-routes.ts';
import { adminKycRoutes } from './modules/compliance/kyc/admin-routes.ts';
import type { FileStorage } from './platform/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/admin route with its declared access (docs, role-matrix test). */
    adminRoutes: StaffRouteEntry[];
  }
}

export interface BackOffice {
  /** Register with `await app.register(backOffice.routes)` after the error handlers. */
  routes: FastifyPluginAsync;
  /** Every /api/admin route with its declared access (the role-matrix test walks it). */
  adminRoutes: StaffRouteEntry[];
  maintenance: MaintenanceState;
}

/**
 * The back office (issue 4). Call on the root app BEFORE the member guard and any route: the
 * maintenance gate then answers before member authentication, and the staff guard's onRoute
 * hook sees every route, so an /api/admin route without a declared permission stops startup.
 */
export const registerBackOffice = (
  app: FastifyInstance,
  deps: { db: Database; config: Config; storage: FileStorage },
): BackOffice => {
  const maintenance = new MaintenanceState(deps.db, deps.config.maintenanceRetryAfterSeconds);
  registerMaintenanceGate(app, maintenance);
  const adminRoutes = registerStaffGuard(app, { db: deps.db, jwtSecret: deps.config.jwtSecret });
  app.decorate('adminRoutes', adminRoutes);
  const adminDeps: AdminDeps = { db: deps.db, config: deps.config, maintenance, storage: deps.storage };
  const routes: FastifyPluginAsync = async (scope) => {
    await scope.register(staffAuthRoutes(adminDeps));
    await scope.register(adminMemberRoutes(adminDeps));
    await scope.register(adminSiteRoutes(adminDeps));
    await scope.register(staffManagementRoutes(adminDeps));
    await scope.register(adminAuditRoutes(adminDeps));
    await scope.register(adminDashboardRoutes(adminDeps));
    await scope.register(adminWalletRoutes({ ...adminDeps, config: deps.config }));
    await scope.register(adminWithdrawalRoutes({ ...adminDeps, config: deps.config }));
    await scope.register(adminDepositRoutes(adminDeps));
    await scope.register(adminDepositProviderRoutes(adminDeps));
    await scope.register(adminRoundRoutes(adminDeps));
    await scope.register(adminResultRoutes(adminDeps));
    await scope.register(adminYeekeeRoutes(adminDeps));
    await scope.register(adminContentRoutes(adminDeps));
    await scope.register(adminGameRoutes({ ...adminDeps, providerSecret: deps.config.games.providerSecret }));
    await scope.register(adminAffiliateRoutes(adminDeps));
    await scope.register(adminLoyaltyRoutes(adminDeps));
    await scope.register(adminPromotionRoutes(adminDeps));
    await scope.register(adminBroadcastRoutes(adminDeps));
    await scope.register(adminSupportRoutes(adminDeps));
    await scope.register(adminComplianceRoutes(adminDeps));
    await scope.register(adminKycRoutes(adminDeps));
  };
  return { routes, adminRoutes, maintenance };
};
