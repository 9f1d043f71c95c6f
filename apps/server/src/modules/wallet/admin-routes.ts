import {
  adminWalletAdjustEndpoint,
  adminWalletMoveEndpoint,
  adminWalletLedgerEndpoint,
  adminWalletReconciliationEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import type { Config } from '../../config.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { adjustBalance, assertWithinAdjustLimit, moveBalance } from './adjust-balance.ts';
import { memberLedger } from './member-ledger.ts';
import { reconciliationReport } from './reconciliation-report.ts';

export type AdminWalletDeps = AdminDeps & { config: Pick<Config, 'adminAdjustSuperAdminAboveSatang'> };

/** The staff part of issue 5: manual adjustments, moves, a member's ledger, reconciliation. */
export const adminWalletRoutes =
  (deps: AdminWalletDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const limit = deps.config.adminAdjustSuperAdminAboveSatang;

    mountEndpoint(app, adminWalletAdjustEndpoint, (request) => {
      assertWithinAdjustLimit(request.staff.role, request.body.amount, limit);
      return adjustBalance(deps.db, actorOf(request), {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
        staffId: request.staff.id,
      });
    });
    mountEndpoint(app, adminWalletMoveEndpoint, (request) => {
      assertWithinAdjustLimit(request.staff.role, request.body.amount, limit);
      return moveBalance(deps.db, actorOf(request), {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
        staffId: request.staff.id,
      });
    });
    mountEndpoint(app, adminWalletLedgerEndpoint, (request) => memberLedger(deps.db, request.query));
    mountEndpoint(app, adminWalletReconciliationEndpoint, (request) =>
      reconciliationReport(deps.db, request.query.day),
    );

    done();
  };
