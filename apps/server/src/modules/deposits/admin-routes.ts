import {
  adminDepositBanksCreateEndpoint,
  adminDepositBanksListEndpoint,
  adminDepositBanksUpdateEndpoint,
  adminDepositsApproveEndpoint,
  adminDepositSlipQuery,
  adminDepositsListEndpoint,
  adminDepositsRejectEndpoint,
  adminStatementLinesDismissEndpoint,
  adminStatementLinesListEndpoint,
  adminStatementLinesMatchEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { appError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { approveDeposit, rejectDeposit } from './decide-deposit.ts';
import { createDepositBank, listDepositBanksAdmin, updateDepositBank } from './deposit-banks-admin.ts';
import { depositSlip } from './deposits-repository.ts';
import { listDeposits } from './list-deposits.ts';
import { dismissStatementLine, listStatementLines, matchStatementLine } from './statement-lines.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';

/** The deposit queues (normal deposits, unmatched statement lines) and the receiving accounts. */
export const adminDepositRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, adminDepositsListEndpoint, (request) => listDeposits(db, request.query));

    // The slip answers the image bytes, not `{ data }`: a plain route rather than a declared endpoint.
    app.get(
      '/api/admin/deposits.slip',
      {
        config: { staff: 'deposits.view' },
        // JPEG, PNG and WebP are compressed already.
        compress: false,
        schema: {
          tags: ['admin: deposits'],
          summary: "A normal deposit's slip image (its own content type); none: 404",
          querystring: adminDepositSlipQuery,
        },
      },
      async (request, reply) => {
        const slip = await depositSlip(db, request.query.id);
        if (!slip) throw appError('SLIP_NOT_FOUND');
        return reply
          .type(slip.content_type)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(Buffer.from(slip.data));
      },
    );

    mountEndpoint(app, adminDepositsApproveEndpoint, (request) =>
      approveDeposit(db, actorOf(request), { ...request.body, staffId: request.staff.id }),
    );

    mountEndpoint(app, adminDepositsRejectEndpoint, (request) =>
      rejectDeposit(db, actorOf(request), { ...request.body, staffId: request.staff.id }),
    );

    mountEndpoint(app, adminStatementLinesListEndpoint, (request) => listStatementLines(db, request.query));

    mountEndpoint(
      app,
      adminStatementLinesMatchEndpoint,
      async (request) =>
        await matchStatementLine(db, actorOf(request), {
          lineId: request.body.lineId,
          depositId: 'depositId' in request.body ? request.body.depositId : undefined,
          memberUuid: 'memberUuid' in request.body ? request.body.memberUuid : undefined,
          staffId: request.staff.id,
        }),
    );

    mountEndpoint(app, adminStatementLinesDismissEndpoint, (request) =>
      dismissStatementLine(db, actorOf(request), { ...request.body, staffId: request.staff.id }),
    );

    mountEndpoint(app, adminDepositBanksListEndpoint, () => listDepositBanksAdmin(db));

    mountEndpoint(app, adminDepositBanksCreateEndpoint, (request) =>
      createDepositBank(db, actorOf(request), request.body),
    );

    mountEndpoint(app, adminDepositBanksUpdateEndpoint, (request) =>
      updateDepositBank(db, actorOf(request), request.body),
    );

    done();
  };
