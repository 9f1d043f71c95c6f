import {
  adminIdempotencyHeaders,
  adminReconciliationResult,
  adminWalletAdjustRequest,
  adminWalletAdjustResult,
  adminWalletLedgerQuery,
  adminWalletLedgerResult,
  adminWalletMoveRequest,
  adminWalletMoveResult,
  adminWalletReconciliationQuery,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { adjustBalance, assertWithinAdjustLimit, moveBalance } from './adjust-balance.ts';
import { memberLedger } from './member-ledger.ts';
import { reconciliationReport } from './reconciliation-report.ts';

const TAGS = ['admin: wallet'];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export type AdminWalletDeps = AdminDeps & { config: Pick<Config, 'adminAdjustSuperAdminAboveSatang'> };

/** The staff part of issue 5: manual adjustments, moves, a member's ledger, reconciliation. */
export const adminWalletRoutes =
  (deps: AdminWalletDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const limit = deps.config.adminAdjustSuperAdminAboveSatang;

    app.post(
      '/api/admin/wallet.adjust',
      {
        config: { staff: 'wallet.adjust' },
        schema: {
          tags: TAGS,
          summary:
            "Increase or decrease a member's cash with a reason (ADMIN_INCREASE / ADMIN_DECREASE). Audited.",
          description:
            '`Idempotency-Key` header required (1-100 chars, per staff member): the same key and body answer the first result with `replayed: true` and nothing moves; ' +
            'another body → 409 IDEMPOTENCY_MISMATCH. Above ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT only a Super Admin (403). A decrease beyond the balance → 409 INSUFFICIENT_BALANCE.',
          headers: adminIdempotencyHeaders,
          body: adminWalletAdjustRequest,
          response: { 200: dataOf(adminWalletAdjustResult) },
        },
      },
      async (request) => {
        const amount = request.body.amount;
        assertWithinAdjustLimit(request.staff.role, amount, limit);
        return ok(
          await adjustBalance(deps.db, actorOf(request), {
            ...request.body,
            amount,
            idempotencyKey: request.headers['idempotency-key'],
            staffId: request.staff.id,
          }),
        );
      },
    );

    app.post(
      '/api/admin/wallet.move',
      {
        config: { staff: 'wallet.adjust' },
        schema: {
          tags: TAGS,
          summary:
            'Move cash from one member to another (ADMIN_MOVE_DECREASE + ADMIN_MOVE_INCREASE, both or neither). Audited.',
          description:
            'Same Idempotency-Key and threshold rules as wallet.adjust. Same member twice → 400; source without funds → 409 INSUFFICIENT_BALANCE, neither side changes.',
          headers: adminIdempotencyHeaders,
          body: adminWalletMoveRequest,
          response: { 200: dataOf(adminWalletMoveResult) },
        },
      },
      async (request) => {
        const amount = request.body.amount;
        assertWithinAdjustLimit(request.staff.role, amount, limit);
        return ok(
          await moveBalance(deps.db, actorOf(request), {
            ...request.body,
            amount,
            idempotencyKey: request.headers['idempotency-key'],
            staffId: request.staff.id,
          }),
        );
      },
    );

    app.get(
      '/api/admin/wallet.ledger',
      {
        config: { staff: 'wallet.view' },
        schema: {
          tags: TAGS,
          summary:
            "A member's postings on all their accounts (cash, affiliate cash, points), newest first, paged; with current balances",
          description:
            '`from` inclusive, `to` exclusive (ISO 8601 instants); `account` filters one account. Answer: `{ member, balances, items, total, page, pageSize }`.',
          querystring: adminWalletLedgerQuery,
          response: { 200: dataOf(adminWalletLedgerResult) },
        },
      },
      async (request) => ok(await memberLedger(deps.db, request.query)),
    );

    app.get(
      '/api/admin/wallet.reconciliation',
      {
        config: { staff: 'wallet.view' },
        schema: {
          tags: TAGS,
          summary:
            "Reconciliation report: every unit sums to 0, member balances = sums of postings, house balances, the day's counts",
          description:
            "`day` = YYYY-MM-DD, a Bangkok day (default today). The checks cover the whole ledger as of now; counts are the day's. Read-only.",
          querystring: adminWalletReconciliationQuery,
          response: { 200: dataOf(adminReconciliationResult) },
        },
      },
      async (request) => ok(await reconciliationReport(deps.db, request.query.day)),
    );

    done();
  };
